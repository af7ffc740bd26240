/**
 * Short share links (SPEC §3 dynamicLink, issue 16): `linkFor` gives a target its `/s/{code}` link on this site
 * (made once, then the same); `visit` counts a visit and answers the stored path. A link is only ever to a path of
 * this site, so a code can never send anyone elsewhere.
 */
import { randomInt } from "node:crypto";
import type { ServiceDeps } from "../shared/deps.ts";
import { createShareLinkRepository } from "./repository.ts";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
export const SHARE_CODE_PATTERN = /^[0-9A-Za-z]{8}$/;

function newCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause ?? error;
  return (cause as { code?: string })?.code === "23505";
}

/** What is shared: a farm's public page. */
export interface ShareTarget {
  type: "BREEDING_FARM";
  id: number;
  path: string;
}

export function createShareLinkService(deps: Pick<ServiceDeps, "db" | "config" | "log">) {
  const repository = createShareLinkRepository(deps.db);
  const base = deps.config.publicUrl.replace(/\/+$/, "");
  /** Runs `make` with fresh codes; 62^8 codes make a clash rare, and a few fresh tries settle it. */
  async function withFreshCodes<T>(make: () => Promise<T>): Promise<T | null> {
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        return await make();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        deps.log.warn({ attempt }, "짧은 링크 코드 충돌: 다시 만듦");
      }
    }
    return null;
  }
  const absolute = /^https?:\/\//.test(base);

  return {
    /** The target's short link (absolute); null when this site has no absolute address to link to. */
    async linkFor(target: ShareTarget): Promise<string | null> {
      if (!absolute) return null;
      const code = await withFreshCodes(() =>
        repository.upsert({ code: newCode(), targetType: target.type, targetId: target.id, path: target.path }),
      );
      return code ? `${base}/s/${code}` : null;
    },

    /**
     * Short links of many targets of one type at once (the QR label sheet): target id → link, made where missing;
     * empty when this site has no absolute address.
     */
    async linksFor(targets: ShareTarget[]): Promise<Map<number, string>> {
      if (!absolute || targets.length === 0) return new Map();
      const rows = await withFreshCodes(() =>
        repository.upsertMany(
          targets.map((t) => ({ code: newCode(), targetType: t.type, targetId: t.id, path: t.path })),
        ),
      );
      return new Map((rows ?? []).map((row) => [row.targetId, `${base}/s/${row.code}`]));
    },

    /** GET /s/{code}: the stored path (the visit counted), or null for a code that does not exist. */
    async visit(code: string): Promise<string | null> {
      if (!SHARE_CODE_PATTERN.test(code)) return null;
      return (await repository.visit(code)) ?? null;
    },
  };
}

export type ShareLinkService = ReturnType<typeof createShareLinkService>;

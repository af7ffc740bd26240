/**
 * Telling a provider that a link is gone (SPEC §7 "POST unlink to a social provider"): unlinking and withdrawal
 * move each removed link, with its sealed tokens, into `member_social_revocation` and send the
 * `member.revoke-social` job in the same transaction, so the member's own step never waits for the provider and a
 * provider that is down is retried (with backoff, for hours). The job (member/jobs.ts) hands the call itself to
 * the oauth module, which knows the providers, and settles the row here.
 */
import type { SocialLoginType } from "@mulmung/contract/member";
import type { JobSender } from "../../jobs/job-queue.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import type { Tx } from "./repository.ts";
import { createSocialRevocationRepository } from "./social-revocation-repository.ts";
import { type ProviderTokens, socialTokenBox } from "./social-tokens.ts";

export const REVOKE_SOCIAL_JOB = "member.revoke-social";
/** Retries after the first try; with backoff from 2 s (capped at an hour) they span about four hours. */
export const REVOKE_SOCIAL_RETRIES = 12;

export interface RevokeSocialData {
  revocationId: number;
}

export type RevocationOutcome = "DONE" | "GONE" | "SKIPPED";

/** A revocation being tried: the provider, whom it is about, and the tokens to show (null when none were kept). */
export interface RevocationTry {
  id: number;
  provider: SocialLoginType;
  subject: string;
  tokens: ProviderTokens | null;
  /** This try's number, from 1. */
  tries: number;
  isLastTry: boolean;
}

/**
 * Removes the member's links (one provider's, or all of them) and queues a revocation for each, in `tx`. Answers
 * the providers removed.
 */
export async function removeLinksAndQueueRevocations(
  tx: Tx,
  jobs: JobSender,
  memberId: number,
  cause: "UNLINK" | "WITHDRAWAL",
  provider?: SocialLoginType,
): Promise<string[]> {
  const r = createSocialRevocationRepository(tx);
  const removed = await r.deleteLinks(memberId, provider);
  for (const link of removed) {
    const revocationId = await r.insertRevocation({ memberId, cause, ...link });
    await jobs.send(REVOKE_SOCIAL_JOB, { revocationId } satisfies RevokeSocialData, { tx });
  }
  return removed.map((link) => link.provider);
}

export function createSocialRevocations(deps: Pick<ServiceDeps, "db" | "config" | "clock">) {
  const box = socialTokenBox(deps.config.secrets.cookieSecret);
  const repository = createSocialRevocationRepository(deps.db);

  return {
    /** Counts a try of a pending revocation and answers it; null when it is settled already (or unknown). */
    async beginTry(id: number): Promise<RevocationTry | null> {
      const row = await repository.countTry(id);
      if (!row) return null;
      return {
        id: row.id,
        provider: row.provider as SocialLoginType,
        subject: row.subject,
        tokens: box.open(row.sealedTokens),
        tries: row.tries,
        isLastTry: row.tries > REVOKE_SOCIAL_RETRIES,
      };
    },

    /** The provider answered for good: the row is settled and its tokens dropped. */
    async settled(id: number, outcome: RevocationOutcome, note: string | null = null): Promise<void> {
      await repository.settle(id, outcome, note, deps.clock.now());
    },

    /** A try failed: the reason is kept (never a token); after the last try the row is FAILED, its tokens dropped. */
    async failed(id: number, reason: string, isLastTry: boolean): Promise<void> {
      if (isLastTry) await repository.settle(id, "FAILED", reason, deps.clock.now());
      else await repository.noteError(id, reason);
    },
  };
}

export type SocialRevocationService = ReturnType<typeof createSocialRevocations>;

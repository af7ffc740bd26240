/**
 * The audit log (issue 27): every operator write and every store-console write, who, when, what, before and after.
 * http/route.ts records it for each audited route once the call succeeded (decision 043); the database refuses to
 * change or remove a row (migration 0047).
 */
import type { AuditEntry, AuditLog, AuditLogQuery } from "@mulmung/contract/admin";
import type { ServiceDeps } from "../shared/deps.ts";
import { type AuditRecord, createAdminRepository } from "./repository.ts";

export type { AuditRecord } from "./repository.ts";

/** Fields never written to the log, whatever call carries them. */
const SECRET_FIELDS = /password|secret|token|^accountNumber$|^code$/i;
/** A value larger than this (a long post, a CSV) is cut, so one write cannot swell the log. */
const MAX_TEXT = 2_000;
const MAX_DEPTH = 6;

/** What the log keeps of a body or a row: JSON, secrets masked, long texts cut, files named by their size. */
export function auditValue(value: unknown, depth = 0): unknown {
  if (value === undefined || value === null) return null;
  if (Buffer.isBuffer(value)) return `[파일 ${value.length} bytes]`;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  if (typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[…]";
  if (Array.isArray(value)) return value.slice(0, 100).map((item) => auditValue(item, depth + 1));
  if (typeof (value as { pipe?: unknown }).pipe === "function") return "[파일]";
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, item]) => [
      key,
      SECRET_FIELDS.test(key) ? "***" : auditValue(item, depth + 1),
    ]),
  );
}

export function createAuditService(deps: Pick<ServiceDeps, "db">) {
  const repository = createAdminRepository(deps.db);
  return {
    async record(entry: AuditRecord): Promise<void> {
      await repository.insertAudit({ ...entry, before: auditValue(entry.before), after: auditValue(entry.after) });
    },

    async search(query: AuditLogQuery): Promise<AuditLog> {
      const rows = await repository.searchAudit(query);
      const page = rows.slice(0, query.size);
      const items: AuditEntry[] = page.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actorId: row.actorId,
        actorEmail: row.actorEmail,
        scope: row.scope as AuditEntry["scope"],
        affiliateId: row.affiliateId,
        action: row.action,
        target: row.target,
        status: row.status,
        before: row.before,
        after: row.after,
      }));
      return { items, nextBeforeId: rows.length > query.size ? (page.at(-1)?.id ?? null) : null };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * The operators' console (issue 27): each operator's authenticator and recovery codes, and the audit log of every
 * operator and store-console write. The audit log is append-only: migration 0047's trigger refuses UPDATE and DELETE
 * of its rows, whoever asks.
 */
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { at, createDate, foreignId } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** An operator's authenticator (TOTP, RFC 6238): set up, then confirmed with a first code. */
export const operatorFactor = pgTable("operator_factor", {
  memberId: integer("member_id")
    .primaryKey()
    .references(() => member.id, { onDelete: "cascade" }),
  /** The shared secret, base32, as authenticator apps take it. */
  secret: text("secret").notNull(),
  createDate: createDate(),
  /** When the first code proved the app holds the secret; until then the console does not open with it. */
  confirmedAt: at("confirmed_at"),
  /** The last 30-second step a code was accepted for: a code is never accepted twice. */
  lastTimeStep: bigint("last_time_step", { mode: "number" }),
});

/** Single-use recovery codes, stored as SHA-256 hashes. */
export const operatorRecoveryCode = pgTable(
  "operator_recovery_code",
  {
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: at("used_at"),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.codeHash] })],
);

/**
 * Who changed what, when, from what to what: every operator (`scope` OPERATOR) and store-console (`scope` STORE)
 * write. `action` is the route (`PATCH /api/v1/admin/banner/{id}`); `target` its ids; `before` and `after` the
 * row as it was and as the call left it (or the request, where a route has no row to show).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: at("at").notNull().defaultNow(),
    /** No foreign keys here: the log keeps the ids of members and stores long gone, and no cascade may touch it. */
    actorId: integer("actor_id").notNull(),
    /** The actor's email at the time: kept when the member is gone. */
    actorEmail: text("actor_email").notNull(),
    scope: text("scope").notNull(),
    affiliateId: integer("affiliate_id"),
    action: text("action").notNull(),
    target: text("target").notNull().default(""),
    status: integer("status").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc(), t.id.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.id.desc()),
    index("audit_log_affiliate_idx").on(t.affiliateId, t.id.desc()),
    check("audit_log_scope_valid", sql`${t.scope} in ('OPERATOR', 'STORE')`),
  ],
);

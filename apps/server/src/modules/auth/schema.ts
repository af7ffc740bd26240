/** Sessions: one row per refresh-token family, and its single-use refresh tokens (decision 007). */
import { index, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { at, createDate, foreignId, identity } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/**
 * A login session: one refresh-token family. The access token's `sid` claim is this id, so revoking the
 * row (logout, replayed refresh token, password change, withdrawal) ends every token of the family at once.
 */
export const memberSession = pgTable(
  "member_session",
  {
    id: text("id").primaryKey(),
    memberId: foreignId("member_id", () => member.id),
    loginType: text("login_type").notNull(),
    createDate: createDate(),
    /** Absolute lifetime: no rotation extends it. */
    expiresAt: at("expires_at").notNull(),
    lastUsedAt: at("last_used_at").notNull().defaultNow(),
    revokedAt: at("revoked_at"),
    revokeReason: text("revoke_reason"),
    userAgent: text("user_agent"),
    /** When an operator confirmed the console's second factor in this session (domain/operator.ts consoleOpen). */
    secondFactorAt: at("second_factor_at"),
  },
  (t) => [index("member_session_member_idx").on(t.memberId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; each is used once, then replaced by the next. */
export const refreshToken = pgTable(
  "refresh_token",
  {
    id: identity(),
    sessionId: text("session_id")
      .notNull()
      .references(() => memberSession.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createDate: createDate(),
    usedAt: at("used_at"),
  },
  (t) => [uniqueIndex("refresh_token_hash_key").on(t.tokenHash), index("refresh_token_session_idx").on(t.sessionId)],
);

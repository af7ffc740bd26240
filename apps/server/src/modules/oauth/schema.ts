/** Social logins linked to members. */
import { sql } from "drizzle-orm";
import { check, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createDate, foreignId, identity } from "../../db/columns.ts";
import { member } from "../member/schema.ts";

/** A social login linked to a member, on (provider, subject) only: never on the e-mail address. */
export const memberSocialAccount = pgTable(
  "member_social_account",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id),
    provider: text("provider").notNull(),
    subject: text("subject").notNull(),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("member_social_account_subject_key").on(t.provider, t.subject),
    uniqueIndex("member_social_account_member_provider_key").on(t.memberId, t.provider),
    check("member_social_account_provider_valid", sql`${t.provider} in ('KAKAO', 'NAVER', 'GMAIL', 'APPLE')`),
  ],
);

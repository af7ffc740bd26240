/** SQL of the links' sealed tokens and of the revocations waiting for a provider (social-revocations.ts). */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "./repository.ts";
import { memberSocialAccount, memberSocialRevocation } from "./schema.ts";

export type SocialRevocationRow = typeof memberSocialRevocation.$inferSelect;

export function createSocialRevocationRepository(db: Db) {
  return {
    async findSealedTokens(provider: string, subject: string): Promise<string | null> {
      const [row] = await db
        .select({ sealedTokens: memberSocialAccount.sealedTokens })
        .from(memberSocialAccount)
        .where(and(eq(memberSocialAccount.provider, provider), eq(memberSocialAccount.subject, subject)))
        .limit(1);
      return row?.sealedTokens ?? null;
    },

    async setSealedTokens(provider: string, subject: string, sealedTokens: string): Promise<void> {
      await db
        .update(memberSocialAccount)
        .set({ sealedTokens })
        .where(and(eq(memberSocialAccount.provider, provider), eq(memberSocialAccount.subject, subject)));
    },

    /** Deletes the member's links (one provider's, or all) and answers what they were. */
    async deleteLinks(memberId: number, provider?: string) {
      return db
        .delete(memberSocialAccount)
        .where(
          provider
            ? and(eq(memberSocialAccount.memberId, memberId), eq(memberSocialAccount.provider, provider))
            : eq(memberSocialAccount.memberId, memberId),
        )
        .returning({
          provider: memberSocialAccount.provider,
          subject: memberSocialAccount.subject,
          sealedTokens: memberSocialAccount.sealedTokens,
        });
    },

    async insertRevocation(values: {
      memberId: number;
      provider: string;
      subject: string;
      sealedTokens: string | null;
      cause: "UNLINK" | "WITHDRAWAL";
    }): Promise<number> {
      const [row] = await db.insert(memberSocialRevocation).values(values).returning({ id: memberSocialRevocation.id });
      return row?.id as number;
    },

    /** Counts a try of a PENDING revocation; undefined when it is settled (or unknown). */
    async countTry(id: number): Promise<SocialRevocationRow | undefined> {
      const [row] = await db
        .update(memberSocialRevocation)
        .set({ tries: sql`${memberSocialRevocation.tries} + 1` })
        .where(and(eq(memberSocialRevocation.id, id), eq(memberSocialRevocation.state, "PENDING")))
        .returning();
      return row;
    },

    /** Settles a PENDING revocation and drops its tokens. */
    async settle(id: number, state: string, lastError: string | null, at: Date): Promise<void> {
      await db
        .update(memberSocialRevocation)
        .set({ state, lastError, sealedTokens: null, settledAt: at })
        .where(and(eq(memberSocialRevocation.id, id), eq(memberSocialRevocation.state, "PENDING")));
    },

    async noteError(id: number, lastError: string): Promise<void> {
      await db.update(memberSocialRevocation).set({ lastError }).where(eq(memberSocialRevocation.id, id));
    },
  };
}

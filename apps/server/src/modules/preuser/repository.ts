/** Pre-user SQL: recruitments with their applicant counts and review links, applications, review links. */
import { and, asc, count, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.ts";
import { member } from "../member/schema.ts";
import { preuser, preuserRecruitment, preuserReviewLink } from "./schema.ts";

export type PreuserRecruitmentRow = typeof preuserRecruitment.$inferSelect;
export type PreuserRow = typeof preuser.$inferSelect;
export type PreuserReviewLinkRow = typeof preuserReviewLink.$inferSelect;

const ACTIVE_STATES = ["APPLY", "SELECTED", "UNSELECTED"];

export function createPreuserRepository(db: Database | Transaction) {
  return {
    async findRecruitments(window: { limit: number; offset: number }): Promise<PreuserRecruitmentRow[]> {
      return db
        .select()
        .from(preuserRecruitment)
        .orderBy(desc(preuserRecruitment.startDate), desc(preuserRecruitment.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    /** Active applications (not cancelled or deleted) per recruitment. */
    async countApplicants(recruitmentIds: number[]): Promise<Map<number, number>> {
      if (recruitmentIds.length === 0) return new Map();
      const rows = await db
        .select({ recruitmentId: preuser.recruitmentId, n: count() })
        .from(preuser)
        .where(and(inArray(preuser.recruitmentId, recruitmentIds), inArray(preuser.state, ACTIVE_STATES)))
        .groupBy(preuser.recruitmentId);
      return new Map(rows.map((r) => [r.recruitmentId, r.n]));
    },

    async countRecruitments(): Promise<number> {
      return (await db.select({ n: count() }).from(preuserRecruitment))[0]?.n ?? 0;
    },

    async findRecruitment(id: number): Promise<PreuserRecruitmentRow | undefined> {
      return (await db.select().from(preuserRecruitment).where(eq(preuserRecruitment.id, id)).limit(1))[0];
    },

    /** Review links on the recruitments, with the testers' nicknames, oldest first. */
    async findLinksOfRecruitments(recruitmentIds: number[]) {
      if (recruitmentIds.length === 0) return [];
      return db
        .select({ link: preuserReviewLink, recruitmentId: preuser.recruitmentId, nickname: member.nickname })
        .from(preuserReviewLink)
        .innerJoin(preuser, eq(preuser.id, preuserReviewLink.preuserId))
        .innerJoin(member, eq(member.id, preuser.memberId))
        .where(and(inArray(preuser.recruitmentId, recruitmentIds), eq(preuser.state, "SELECTED")))
        .orderBy(preuserReviewLink.id);
    },

    /** Every recruitment for the console, newest start first. */
    async allRecruitments(): Promise<PreuserRecruitmentRow[]> {
      return db
        .select()
        .from(preuserRecruitment)
        .orderBy(desc(preuserRecruitment.startDate), desc(preuserRecruitment.id));
    },

    /** A recruitment's applications (but deleted ones), oldest first, with the applicants' nicknames. */
    async findApplicants(recruitmentId: number) {
      return db
        .select({ preuser, nickname: member.nickname })
        .from(preuser)
        .innerJoin(member, eq(member.id, preuser.memberId))
        .where(and(eq(preuser.recruitmentId, recruitmentId), ne(preuser.state, "DELETE")))
        .orderBy(asc(preuser.id));
    },

    async findLinksOf(preuserIds: number[]): Promise<PreuserReviewLinkRow[]> {
      if (preuserIds.length === 0) return [];
      return db
        .select()
        .from(preuserReviewLink)
        .where(inArray(preuserReviewLink.preuserId, preuserIds))
        .orderBy(asc(preuserReviewLink.id));
    },

    async findMine(memberId: number, window: { limit: number; offset: number }) {
      return db
        .select({ preuser, recruitmentTitle: preuserRecruitment.title })
        .from(preuser)
        .innerJoin(preuserRecruitment, eq(preuserRecruitment.id, preuser.recruitmentId))
        .where(and(eq(preuser.memberId, memberId), inArray(preuser.state, [...ACTIVE_STATES, "CANCEL"])))
        .orderBy(desc(preuser.id))
        .limit(window.limit)
        .offset(window.offset);
    },

    async findPreuser(id: number): Promise<(PreuserRow & { recruitmentTitle: string }) | undefined> {
      const rows = await db
        .select({ preuser, recruitmentTitle: preuserRecruitment.title })
        .from(preuser)
        .innerJoin(preuserRecruitment, eq(preuserRecruitment.id, preuser.recruitmentId))
        .where(eq(preuser.id, id))
        .limit(1);
      const row = rows[0];
      return row ? { ...row.preuser, recruitmentTitle: row.recruitmentTitle } : undefined;
    },

    /** A new application, or a cancelled one applying again; undefined when one is already active. */
    async apply(recruitmentId: number, memberId: number, now: Date): Promise<PreuserRow | undefined> {
      const rows = await db
        .insert(preuser)
        .values({ recruitmentId, memberId, state: "APPLY", createDate: now, updateDate: now })
        .onConflictDoUpdate({
          target: [preuser.recruitmentId, preuser.memberId],
          set: { state: "APPLY", updateDate: now },
          setWhere: eq(preuser.state, "CANCEL"),
        })
        .returning();
      return rows[0];
    },

    /** Moves an application from one state to another; undefined when it was not in `from`. */
    async changeState(id: number, from: string, to: string, now: Date): Promise<PreuserRow | undefined> {
      const rows = await db
        .update(preuser)
        .set({ state: to, updateDate: now })
        .where(and(eq(preuser.id, id), eq(preuser.state, from)))
        .returning();
      return rows[0];
    },

    async insertLink(preuserId: number, linkType: string, url: string): Promise<PreuserReviewLinkRow | undefined> {
      const rows = await db
        .insert(preuserReviewLink)
        .values({ preuserId, linkType, url })
        .onConflictDoNothing({ target: [preuserReviewLink.preuserId, preuserReviewLink.url] })
        .returning();
      return rows[0];
    },

    async findLinks(preuserId: number): Promise<PreuserReviewLinkRow[]> {
      return db
        .select()
        .from(preuserReviewLink)
        .where(eq(preuserReviewLink.preuserId, preuserId))
        .orderBy(preuserReviewLink.id);
    },
  };
}

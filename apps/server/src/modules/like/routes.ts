/**
 * Likes: my like on a target, like, unlike by the like record's id, and who liked it. A member's like counts
 * once however many requests arrive together (unique row + ON CONFLICT, count moved in the same transaction).
 */

import { Liker, LikeState } from "@mulmung/contract/comment";
import { Id } from "@mulmung/contract/common";
import { writerDisplayName } from "@mulmung/domain/display";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../http/app-error.ts";
import { currentMember, requireMember } from "../../http/auth.ts";
import { addMark, type MarkKind, removeMark } from "../shared/member-mark.ts";
import { requireRowAccess } from "../shared/row-access.ts";
import { LIKE_TARGETS, type LikeTarget } from "./targets.ts";

const security = [{ bearerAuth: [] }];
const LIKE: MarkKind = { markTable: "like_log", countColumn: "likes" };

export const likeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db;

  const requireVisible = (target: LikeTarget, id: number, memberId: number | null) =>
    requireRowAccess(db, target, id, memberId);

  async function likesOf(target: LikeTarget, id: number): Promise<number> {
    const result = await db.execute<{ likes: number }>(
      sql`select likes from ${sql.identifier(target.table)} where id = ${id}`,
    );
    return result.rows[0]?.likes ?? 0;
  }

  for (const target of LIKE_TARGETS) {
    const base = `/api/v1/${target.segment}/:id`;
    const tags = [target.segment];
    const limit = { rateLimit: { max: 60, timeWindow: "1 minute" } };

    app.get(
      `${base}/like`,
      {
        preHandler: requireMember,
        schema: {
          tags,
          security,
          summary: "My like on it, if any",
          params: z.object({ id: Id }),
          response: { 200: LikeState },
        },
      },
      async (request) => {
        const me = currentMember(request);
        await requireVisible(target, request.params.id, me.id);
        const found = await db.execute<{ id: number }>(sql`
          select id from like_log where member_id = ${me.id} and target_type = ${target.type} and target_id = ${request.params.id}`);
        return {
          id: found.rows[0]?.id ?? null,
          isLiked: found.rows.length > 0,
          likes: await likesOf(target, request.params.id),
        };
      },
    );

    app.post(
      `${base}/like`,
      {
        preHandler: requireMember,
        config: limit,
        schema: { tags, security, summary: "Like it", params: z.object({ id: Id }), response: { 200: LikeState } },
      },
      async (request) => {
        const me = currentMember(request);
        const id = request.params.id;
        await requireVisible(target, id, me.id);
        const saved = await addMark(db, LIKE, target, id, me.id);
        return { id: saved.id, isLiked: true, likes: saved.count };
      },
    );

    app.delete(
      `${base}/like/:likeId`,
      {
        preHandler: requireMember,
        config: limit,
        schema: {
          tags,
          security,
          summary: "Unlike by the like record's id",
          params: z.object({ id: Id, likeId: Id }),
          response: { 200: LikeState },
        },
      },
      async (request) => {
        const me = currentMember(request);
        const { id, likeId } = request.params;
        const result = await removeMark(db, LIKE, target, id, me.id, likeId);
        if (!result.removed) throw AppError.notFound("좋아요 기록을 찾을 수 없습니다.");
        return { id: null, isLiked: false, likes: result.count };
      },
    );

    app.get(
      `${base}/likes`,
      {
        schema: {
          tags,
          summary: "Who liked it, newest first",
          params: z.object({ id: Id }),
          querystring: z.object({
            size: z.coerce.number().int().min(1).max(100).default(10),
            offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
          }),
          response: { 200: z.object({ items: z.array(Liker), nextOffset: z.number().nullable() }) },
        },
      },
      async (request) => {
        await requireVisible(target, request.params.id, null);
        const { size, offset } = request.query;
        const rows = await db.execute<{
          id: number;
          member_id: number;
          nickname: string | null;
          profile_image_url: string | null;
          withdrawn_at: Date | null;
          create_date: Date;
        }>(sql`
          select l.id, l.member_id, m.nickname, m.profile_image_url, m.withdrawn_at, l.create_date
          from like_log l join member m on m.id = l.member_id
          where l.target_type = ${target.type} and l.target_id = ${request.params.id}
          order by l.id desc limit ${size + 1} offset ${offset}`);
        return {
          items: rows.rows.slice(0, size).map((r) => ({
            likeId: r.id,
            createDate: new Date(r.create_date).toISOString(),
            member: {
              id: r.member_id,
              nickname: writerDisplayName({ nickname: r.nickname, withdrawnAt: r.withdrawn_at }),
              profileImageUrl: r.withdrawn_at ? null : r.profile_image_url,
            },
          })),
          nextOffset: rows.rows.length > size ? offset + size : null,
        };
      },
    );
  }
};

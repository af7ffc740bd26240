/** Comments and replies (API.md "Comments and replies"), likes and who liked. */
import { z } from "zod";

export const CommentContent = z
  .string()
  .trim()
  .min(1, "댓글 내용을 입력해주세요")
  .max(1000, "댓글은 1000자까지 쓸 수 있습니다");

export const CommentWriter = z.object({ id: z.number(), nickname: z.string(), profileImageUrl: z.string().nullable() });

export const Reply = z.object({
  id: z.number(),
  replyToId: z.number(),
  content: z.string(),
  isEdited: z.boolean(),
  isHidden: z.boolean().meta({ description: "hidden after reports: content is the notice, except for its writer" }),
  createDate: z.string(),
  member: CommentWriter,
});

export const Comment = z.object({
  id: z.number(),
  content: z.string().meta({ description: "empty for a deleted comment kept for its replies" }),
  isDeleted: z.boolean(),
  isEdited: z.boolean(),
  isHidden: z.boolean().meta({ description: "hidden after reports: content is the notice, except for its writer" }),
  createDate: z.string(),
  member: CommentWriter.nullable(),
  replies: z.array(Reply),
});
export type Comment = z.infer<typeof Comment>;

export const CommentUpdate = z.object({ content: CommentContent });

export const LikeState = z.object({ id: z.number().nullable(), isLiked: z.boolean(), likes: z.number() });
export type LikeState = z.infer<typeof LikeState>;

export const Liker = z.object({
  likeId: z.number(),
  member: CommentWriter,
  createDate: z.string(),
});

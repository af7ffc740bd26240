/**
 * The intents a farm page's and a record page's actions share: like, bookmark and the owner's 공개 switch. Comments
 * go from the browser (components/comments).
 */
import type { BookmarkState } from "@mulmung/contract/bookmark";
import type { Comment, LikeState } from "@mulmung/contract/comment";
import type { ListPage } from "@mulmung/contract/common";
import { type ActionOutcome, type Api, actionOutcome, apiCall, loadOr } from "../../lib/api.server.ts";
import { parseId } from "../../lib/paths.ts";
import { commentListPath, type SocialKind } from "./comment-paths.ts";
import { BREEDING_MESSAGE as M } from "./messages.ts";

export type { LikeState, SocialKind };

const SEGMENT = { farm: "breeding-farm", record: "breeding-daily-record" } as const;

export interface SocialState {
  like: LikeState;
  bookmark: BookmarkState;
  /** The first page of comments (10, id ascending); the page loads the next ones itself. */
  comments: ListPage<Comment>;
  isLoggedIn: boolean;
}

/** What the viewer sees under a farm or record: their like and bookmark, and the first page of comments. */
export async function loadSocial(
  api: Api,
  kind: SocialKind,
  id: number,
  counts: { likes: number; bookmarkCount: number },
): Promise<SocialState> {
  const [like, bookmark, comments] = await Promise.all([
    apiCall<LikeState>(api, `/api/v1/${SEGMENT[kind]}/${id}/like`),
    loadOr(api, `/api/v1/${SEGMENT[kind]}/${id}/bookmark`, {
      id: null,
      isBookmarked: false,
      bookmarkCount: counts.bookmarkCount,
    }),
    loadOr<ListPage<Comment>>(api, commentListPath(kind, id, 0), {
      items: [],
      nextOffset: null,
    }),
  ]);
  return {
    like: like.ok ? like.body : { id: null, isLiked: false, likes: counts.likes },
    bookmark,
    comments,
    isLoggedIn: like.ok || like.status !== 401,
  };
}

/** Runs one shared intent from a submitted form; undefined when the intent is the page's own (or unknown). */
export async function handleSocialIntent(
  api: Api,
  kind: SocialKind,
  id: number,
  form: FormData,
): Promise<ActionOutcome | undefined> {
  const intent = String(form.get("intent") ?? "");
  const base = `/api/v1/${SEGMENT[kind]}/${id}`;
  switch (intent) {
    case "like":
      return actionOutcome(intent, await apiCall(api, `${base}/like`, { method: "POST" }));
    case "unlike":
      return actionOutcome(
        intent,
        await apiCall(api, `${base}/like/${Number(form.get("likeId"))}`, { method: "DELETE" }),
      );
    case "bookmark":
      return actionOutcome(intent, await apiCall(api, `${base}/bookmark`, { method: "POST" }));
    case "unbookmark":
      return actionOutcome(intent, await apiCall(api, `${base}/bookmark`, { method: "DELETE" }));
    case "setPublic": {
      const isPublic = form.get("isPublic") === "true";
      const result = await apiCall(api, `${base}/public`, { method: "PATCH", body: { isPublic } });
      return actionOutcome(intent, result, isPublic ? M.madePublic : M.madePrivate);
    }
    default:
      return undefined;
  }
}

/**
 * A farm or record page's action: the id from the path (`notFound` when it is none), the shared intents above,
 * then the page's own (`own`, undefined when it is not one of them either: the generic error).
 */
export async function detailAction(
  api: Api,
  kind: SocialKind,
  rawId: string | undefined,
  request: Request,
  notFound: string,
  own: (intent: string, id: number, form: FormData) => Promise<ActionOutcome | undefined>,
): Promise<ActionOutcome> {
  const id = parseId(rawId);
  if (id === null) return { ok: false, intent: "", message: notFound };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const outcome = (await handleSocialIntent(api, kind, id, form)) ?? (await own(intent, id, form));
  return outcome ?? { ok: false, intent, message: M.genericError };
}

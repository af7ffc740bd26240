/** Bookmarks (API.md "Bookmarks"): one route set per target, plus my list and counts. */

import { BookmarkCounts, BookmarkList, BookmarkListQuery, BookmarkState } from "@mulmung/contract/bookmark";
import { IdParams } from "@mulmung/contract/common";
import { apiPlugin, perMinute } from "../../http/route.ts";

export const bookmarkRoutes = apiPlugin({ tags: ["bookmarks"] }, (route, { bookmarks }) => {
  for (const target of bookmarks.targets) {
    const url = `/api/v1/${target.segment}/:id/bookmark`;
    const on = { access: "member", params: IdParams, response: BookmarkState } as const;
    route.post(url, {
      ...on,
      summary: `Bookmark a ${target.segment}`,
      config: perMinute(60),
      // SPEC §7/§9: a creation answers 201 (again for a bookmark that was already there: it is the member's mark).
      status: 201,
      handler: ({ member, params }) => bookmarks.add(target, params.id, member.id),
    });
    route.get(url, {
      ...on,
      summary: `My bookmark on a ${target.segment}`,
      handler: ({ member, params }) => bookmarks.mine(target, params.id, member.id),
    });
    route.delete(url, {
      ...on,
      summary: `Remove my bookmark on a ${target.segment}`,
      config: perMinute(60),
      handler: ({ member, params }) => bookmarks.remove(target, params.id, member.id),
    });
  }

  route.get("/api/v1/bookmark", {
    summary: "My bookmarks, newest first",
    access: "member",
    querystring: BookmarkListQuery,
    response: BookmarkList,
    handler: ({ member, query }) => bookmarks.list(member.id, query),
  });

  route.get("/api/v1/bookmark/count", {
    summary: "How many bookmarks I have per type",
    access: "member",
    response: BookmarkCounts,
    handler: ({ member }) => bookmarks.counts(member.id),
  });
});

/** Loaders' view of the member: the server calls the API as the browser's session (refresh cookie). */
import type { Member } from "@mulmung/contract/member";
import { type AppLoadContext, redirect } from "react-router";
import { loadOr } from "../../lib/api.server.ts";
import { loginPath } from "../../lib/paths.ts";

export async function loadMember(context: AppLoadContext): Promise<Member | null> {
  return loadOr<Member | null>(context.api, "/api/v1/member/me", null);
}

/** The member, or a redirect to login that comes back to this page. */
export async function requireMemberPage(context: AppLoadContext, request: Request): Promise<Member> {
  const member = await loadMember(context);
  if (!member) {
    const url = new URL(request.url);
    throw redirect(loginPath(`${url.pathname}${url.search}`));
  }
  return member;
}

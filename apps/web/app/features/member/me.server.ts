/** Loaders' view of the member: the server calls the API as the browser's session (refresh cookie). */
import type { Member } from "@mulmung/contract/member";
import { type AppLoadContext, redirect } from "react-router";
import { loginPath } from "../../lib/paths.ts";

export async function loadMember(context: AppLoadContext): Promise<Member | null> {
  const res = await context.api("/api/v1/member/me");
  return res.status === 200 ? (res.body as Member) : null;
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

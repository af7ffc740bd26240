/**
 * The console's door, on the server, before anything of a console page is drawn (issue 27):
 *   not signed in                          → log in, and come back
 *   signed in, not an operator             → the app's 404 page (the API answers 404 to everyone but operators)
 *   an operator, console not open          → /admin/second-factor (set-up without an authenticator, else the code)
 *   an operator whose session confirmed it → the page
 */
import type { SecondFactorState } from "@mulmung/contract/admin";
import type { Member } from "@mulmung/contract/member";
import { type AppLoadContext, data, redirect } from "react-router";
import { apiCall, loadOr, pageFailure } from "../../lib/api.server.ts";
import { isConsolePath, loginPath, PATH, safeRedirect, secondFactorPath } from "../../lib/paths.ts";

export const SECOND_FACTOR_STATE_PATH = "/api/v1/admin/second-factor";

export interface Operator {
  member: Member;
  secondFactor: SecondFactorState;
}

function here(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** The operator and where their session stands with the second factor; the guard's first two steps. */
async function loadOperator(context: AppLoadContext, request: Request): Promise<Operator> {
  const [state, member] = await Promise.all([
    apiCall<SecondFactorState>(context.api, SECOND_FACTOR_STATE_PATH),
    loadOr<Member | null>(context.api, "/api/v1/member/me", null),
  ]);
  if (!member) throw redirect(loginPath(here(request)));
  if (state.ok) return { member, secondFactor: state.body };
  if (state.status === 404) throw data(null, { status: 404 });
  throw pageFailure(state, request);
}

/** A console page's loader starts here: the operator, or the page is never drawn. */
export async function requireConsole(context: AppLoadContext, request: Request): Promise<Operator> {
  const operator = await loadOperator(context, request);
  if (!operator.secondFactor.consoleOpen) throw redirect(secondFactorPath(here(request)));
  return operator;
}

/** The code page's loader: an operator whose console is shut; once it is open, the page they were going to. */
export async function requireSecondFactorPage(
  context: AppLoadContext,
  request: Request,
): Promise<Operator & { redirectTo: string }> {
  const operator = await loadOperator(context, request);
  const wanted = safeRedirect(new URL(request.url).searchParams.get("redirect"), PATH.admin);
  // Only console pages: this page must not become a way to send an operator anywhere else.
  const path = wanted.split("?")[0] ?? "";
  const redirectTo = isConsolePath(path) && path !== PATH.adminSecondFactor ? wanted : PATH.admin;
  if (operator.secondFactor.consoleOpen) throw redirect(redirectTo);
  return { ...operator, redirectTo };
}

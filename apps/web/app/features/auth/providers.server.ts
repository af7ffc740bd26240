/** Which social logins the server offers now, for the login page's loader. */
import type { OAuthProviders } from "@mulmung/contract/auth";
import type { SocialLoginType } from "@mulmung/contract/member";
import type { AppLoadContext } from "react-router";
import { loadOr } from "../../lib/api.server.ts";

export async function loadSocialProviders(context: AppLoadContext): Promise<SocialLoginType[]> {
  return (await loadOr<OAuthProviders>(context.api, "/api/v1/oauth/providers", { items: [] })).items;
}

/** Which social logins the server offers now, for the login page's loader. */
import type { OAuthProviders } from "@mulmung/contract/auth";
import type { SocialLoginType } from "@mulmung/contract/member";
import type { AppLoadContext } from "react-router";

export async function loadSocialProviders(context: AppLoadContext): Promise<SocialLoginType[]> {
  const res = await context.api("/api/v1/oauth/providers");
  return res.status === 200 ? (res.body as OAuthProviders).items : [];
}

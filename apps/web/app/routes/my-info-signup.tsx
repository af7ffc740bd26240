import { LOGIN_TYPE_LABEL } from "@mulmung/domain/enums";
import { redirect } from "react-router";
import { FormPage } from "../components/page-header.tsx";
import { AUTH_MESSAGE } from "../features/auth/messages.ts";
import { SignupForm, type SocialSignup } from "../features/auth/signup-form.tsx";
import { loadMember } from "../features/member/me.server.ts";
import { apiCall } from "../lib/api.server.ts";
import { PATH, withQuery } from "../lib/paths.ts";
import type { Route } from "./+types/my-info-signup";

export const meta: Route.MetaFunction = () => [{ title: "회원가입 - 물멍" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  if (await loadMember(context)) throw redirect(PATH.myInfo);
  const loginType = new URL(request.url).searchParams.get("loginType");
  if (!loginType || loginType === "EMAIL") return { social: null };
  // A social sign-up: the callback left a signed ticket cookie; without it, start over from login.
  const res = await apiCall<SocialSignup>(context.api, "/api/v1/oauth/signup-info");
  if (!res.ok) throw redirect(withQuery(PATH.login, { socialError: "STATE" }));
  return { social: res.body };
}

export default function SignupPage({ loaderData }: Route.ComponentProps) {
  const { social } = loaderData;
  return (
    <FormPage
      title={social ? AUTH_MESSAGE.socialSignupTitle(LOGIN_TYPE_LABEL[social.loginType]) : AUTH_MESSAGE.signupTitle}
    >
      <SignupForm social={social} />
    </FormPage>
  );
}

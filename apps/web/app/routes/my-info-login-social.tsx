import { LOGIN_TYPES, type LoginType } from "@mulmung/domain/enums";
import { FormPage } from "../components/page-header.tsx";
import { AUTH_MESSAGE } from "../features/auth/messages.ts";
import { SocialLoginComplete } from "../features/auth/social-login-complete.tsx";
import type { Route } from "./+types/my-info-login-social";

export const meta: Route.MetaFunction = () => [{ title: "로그인 - 물멍" }];

export function loader({ request }: Route.LoaderArgs) {
  const value = new URL(request.url).searchParams.get("loginType");
  const loginType: LoginType = (LOGIN_TYPES as readonly string[]).includes(value ?? "")
    ? (value as LoginType)
    : "EMAIL";
  return { loginType };
}

export default function SocialLoginLanding({ loaderData }: Route.ComponentProps) {
  return (
    <FormPage title={AUTH_MESSAGE.loginTitle} showBack={false}>
      <SocialLoginComplete loginType={loaderData.loginType} />
    </FormPage>
  );
}

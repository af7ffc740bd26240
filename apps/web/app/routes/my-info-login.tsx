import { redirect } from "react-router";
import { AlertText } from "../components/alert-text.tsx";
import styles from "../components/form.module.css";
import { FormPage } from "../components/page-header.tsx";
import { LoginForm } from "../features/auth/login-form.tsx";
import { AUTH_MESSAGE } from "../features/auth/messages.ts";
import { loadSocialProviders } from "../features/auth/providers.server.ts";
import { SocialLoginButtons } from "../features/auth/social-login-buttons.tsx";
import { loadMember } from "../features/member/me.server.ts";
import { PATH, safeRedirect } from "../lib/paths.ts";
import type { Route } from "./+types/my-info-login";

export const meta: Route.MetaFunction = () => [{ title: "로그인 - 물멍" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirect"), PATH.myInfo);
  const isReLogin = url.searchParams.get("isReLogin") === "true";
  // Someone already logged in has nothing to do here (a re-login notice always shows the form).
  if (!isReLogin && (await loadMember(context))) throw redirect(redirectTo);
  const socialError = url.searchParams.get("socialError");
  return {
    redirectTo,
    isReLogin,
    providers: await loadSocialProviders(context),
    socialError: socialError ? (AUTH_MESSAGE.socialError[socialError] ?? AUTH_MESSAGE.genericError) : null,
  };
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  return (
    <FormPage title={AUTH_MESSAGE.loginTitle}>
      {loaderData.isReLogin ? (
        <p className={styles.notice} role="status">
          {AUTH_MESSAGE.reLoginNotice}
        </p>
      ) : null}
      <AlertText message={loaderData.socialError} className={styles.notice} />
      <LoginForm redirectTo={loaderData.redirectTo} />
      <SocialLoginButtons providers={loaderData.providers} />
    </FormPage>
  );
}

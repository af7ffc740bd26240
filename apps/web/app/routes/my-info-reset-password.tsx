import { FormPage } from "../components/page-header.tsx";
import { AUTH_MESSAGE } from "../features/auth/messages.ts";
import { ResetPasswordForm } from "../features/auth/reset-password-form.tsx";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-reset-password";

export const meta: Route.MetaFunction = () => [
  // The token is in the URL: keep the page out of search engines and referrers.
  ...privatePageMeta("비밀번호 재설정"),
  { name: "referrer", content: "no-referrer" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") };
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  return (
    <FormPage title={AUTH_MESSAGE.resetTitle}>
      <ResetPasswordForm token={loaderData.token} />
    </FormPage>
  );
}

import { redirect } from "react-router";
import type { ShellHandle } from "../components/app-shell/app-shell.tsx";
import { SHELL_MESSAGE } from "../components/messages.ts";
import { PlaceholderPage } from "../components/placeholder-page.tsx";
import type { Route } from "./+types/terms";

/** The footer's terms links (terms_use_service, terms_privacy point here by default). */
const TERMS_TITLE: Record<string, string> = {
  service: SHELL_MESSAGE.termsUseService,
  privacy: SHELL_MESSAGE.termsPrivacy,
};

// Opened from sign-up consent and shared links: the SEO layout (brand bar, no tab bar).
export const handle = { layout: "seo" } satisfies ShellHandle;

export function loader({ params }: Route.LoaderArgs) {
  const title = TERMS_TITLE[params.kind];
  if (!title) throw redirect("/error?status=404");
  return { title };
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.title ?? "약관"} - 물멍` }];

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <PlaceholderPage title={loaderData.title} showBack />;
}

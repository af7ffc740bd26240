import type { Content } from "@mulmung/contract/content";
import { PageHeader } from "../components/page-header.tsx";
import { CONTENT_LIST_PATH, loadItems } from "../features/content/api.server.ts";
import { ContentList } from "../features/content/content-views.tsx";
import { CONTENT_MESSAGE as M } from "../features/content/messages.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/content";

/** /content: contents in their order (SPEC §7: NORMAL, orderNumber ascending, 100). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    contents: await loadItems<Content>(context.api, CONTENT_LIST_PATH),
    url: new URL("/content", request.url).href,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: M.contentTitle, description: M.contentDescription, url: data?.url });

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.contentTitle} />
      <ContentList contents={loaderData.contents} />
    </>
  );
}

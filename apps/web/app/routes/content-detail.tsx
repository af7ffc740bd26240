import type { ContentDetail } from "@mulmung/contract/content";
import { PageHeader } from "../components/page-header.tsx";
import { ContentDetailView } from "../features/content/content-views.tsx";
import { CONTENT_MESSAGE as M } from "../features/content/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/content-detail";

/** /content/:id: one content; the API counts the view. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response(null, { status: 404 });
  return {
    content: await loadOrThrow<ContentDetail>(context.api, `/api/v1/content/${id}`),
    url: new URL(`/content/${id}`, request.url).href,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({
    title: data?.content.title ?? M.contentTitle,
    description: data?.content.summary ?? M.contentDescription,
    url: data?.url,
  });

export default function ContentDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.contentTitle} />
      <ContentDetailView content={loaderData.content} />
    </>
  );
}

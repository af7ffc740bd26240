import type { ContentDetail, SiteEventDetail } from "@mulmung/contract/content";
import { PageHeader } from "../components/page-header.tsx";
import { ContentDetailView, EventDetailView } from "../features/content/content-views.tsx";
import { SITE_CONTENT_PAGE, siteContentKind } from "../features/content/pages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/site-content-detail";

/** /event/:id and /content/:id: one event or content; the API counts the view. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const kind = siteContentKind(new URL(request.url).pathname);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response(null, { status: 404 });
  const path = `/api/v1/${kind}/${id}`;
  const page =
    kind === "event"
      ? { kind, event: await loadOrThrow<SiteEventDetail>(context.api, path) }
      : { kind, content: await loadOrThrow<ContentDetail>(context.api, path) };
  return { ...page, url: new URL(`/${kind}/${id}`, request.url).href };
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  const list = SITE_CONTENT_PAGE[siteContentKind(location.pathname)];
  const item = data ? (data.kind === "event" ? data.event : data.content) : undefined;
  return seoMeta({
    title: item?.title ?? list.title,
    description: item?.summary ?? list.description,
    url: data?.url,
  });
};

export default function SiteContentDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={SITE_CONTENT_PAGE[loaderData.kind].title} />
      {loaderData.kind === "event" ? (
        <EventDetailView event={loaderData.event} />
      ) : (
        <ContentDetailView content={loaderData.content} />
      )}
    </>
  );
}

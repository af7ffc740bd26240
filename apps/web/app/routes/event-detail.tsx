import type { SiteEventDetail } from "@mulmung/contract/content";
import { PageHeader } from "../components/page-header.tsx";
import { EventDetailView } from "../features/content/content-views.tsx";
import { CONTENT_MESSAGE as M } from "../features/content/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/event-detail";

/** /event/:id: one event; the API counts the view. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new Response(null, { status: 404 });
  return {
    event: await loadOrThrow<SiteEventDetail>(context.api, `/api/v1/event/${id}`),
    url: new URL(`/event/${id}`, request.url).href,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({
    title: data?.event.title ?? M.eventTitle,
    description: data?.event.summary ?? M.eventDescription,
    url: data?.url,
  });

export default function EventDetailPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.eventTitle} />
      <EventDetailView event={loaderData.event} />
    </>
  );
}

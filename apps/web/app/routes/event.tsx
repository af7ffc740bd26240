import type { SiteEvent } from "@mulmung/contract/content";
import { PageHeader } from "../components/page-header.tsx";
import { EVENT_LIST_PATH, loadItems } from "../features/content/api.server.ts";
import { EventList } from "../features/content/content-views.tsx";
import { CONTENT_MESSAGE as M } from "../features/content/messages.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/event";

/** /event: events in their order (SPEC §7: NORMAL, orderNumber ascending, 100). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return {
    events: await loadItems<SiteEvent>(context.api, EVENT_LIST_PATH),
    url: new URL("/event", request.url).href,
  };
}

export const meta: Route.MetaFunction = ({ data }) =>
  seoMeta({ title: M.eventTitle, description: M.eventDescription, url: data?.url });

export default function EventPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={M.eventTitle} />
      <EventList events={loaderData.events} />
    </>
  );
}

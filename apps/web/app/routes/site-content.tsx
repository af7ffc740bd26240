import type { Content, SiteEvent } from "@mulmung/contract/content";
import { PageHeader } from "../components/page-header.tsx";
import { CONTENT_LIST_PATH, EVENT_LIST_PATH, loadItems } from "../features/content/api.server.ts";
import { ContentList, EventList } from "../features/content/content-views.tsx";
import { SITE_CONTENT_PAGE, siteContentKind } from "../features/content/pages.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/site-content";

/** /event and /content: events or contents in their order (SPEC §7: NORMAL, orderNumber ascending, 100). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const kind = siteContentKind(new URL(request.url).pathname);
  const page =
    kind === "event"
      ? { kind, events: await loadItems<SiteEvent>(context.api, EVENT_LIST_PATH) }
      : { kind, contents: await loadItems<Content>(context.api, CONTENT_LIST_PATH) };
  return { ...page, url: new URL(`/${kind}`, request.url).href };
}

export const meta: Route.MetaFunction = ({ data, location }) =>
  seoMeta({ ...SITE_CONTENT_PAGE[siteContentKind(location.pathname)], url: data?.url });

export default function SiteContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={SITE_CONTENT_PAGE[loaderData.kind].title} />
      {loaderData.kind === "event" ? (
        <EventList events={loaderData.events} />
      ) : (
        <ContentList contents={loaderData.contents} />
      )}
    </>
  );
}

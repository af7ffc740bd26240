import type { Content, ContentDetail, SiteEventDetail } from "@mulmung/contract/content";
import { PageHeader } from "../components/page-header.tsx";
import { CONTENT_LIST_PATH, loadItems } from "../features/content/api.server.ts";
import { ContentDetailView, ContentList, EventDetailView, EventList } from "../features/content/content-views.tsx";
import { SITE_CONTENT_PAGE, type SiteContentKind, siteContentKind } from "../features/content/pages.ts";
import { loadOrThrow, requirePathId } from "../lib/api.server.ts";
import { useFirstLoad } from "../lib/first-load.ts";
import { seoMeta } from "../lib/seo.ts";
import type { Route } from "./+types/site-content";

/**
 * A list page carries `contents` (or, for /event, `eventList`: the events came with the layout's first load, SPEC
 * §2, lib/first-load.ts), a detail page `event` or `content`.
 */
interface SiteContentData {
  kind: SiteContentKind;
  url: string;
  eventList?: true;
  contents?: Content[];
  event?: SiteEventDetail;
  content?: ContentDetail;
}

/**
 * /event and /content: events or contents in their order (SPEC §7: NORMAL, orderNumber ascending, 100).
 * /event/:id and /content/:id: one event or content; the API counts the view.
 */
export async function loader({ params, request, context }: Route.LoaderArgs): Promise<SiteContentData> {
  const kind = siteContentKind(new URL(request.url).pathname);
  if (params.id === undefined) {
    const url = new URL(`/${kind}`, request.url).href;
    return kind === "event"
      ? { kind, url, eventList: true }
      : { kind, url, contents: await loadItems<Content>(context.api, CONTENT_LIST_PATH) };
  }
  const id = requirePathId(params.id);
  const path = `/api/v1/${kind}/${id}`;
  const url = new URL(`/${kind}/${id}`, request.url).href;
  return kind === "event"
    ? { kind, url, event: await loadOrThrow<SiteEventDetail>(context.api, path) }
    : { kind, url, content: await loadOrThrow<ContentDetail>(context.api, path) };
}

/** A detail page is titled and described by its item; a list page (or a page that failed) by its kind. */
export const meta: Route.MetaFunction = ({ data, location }) => {
  const list = SITE_CONTENT_PAGE[siteContentKind(location.pathname)];
  const item = data?.event ?? data?.content;
  return seoMeta({
    title: item?.title ?? list.title,
    description: item?.summary ?? list.description,
    url: data?.url,
  });
};

function Body({ page }: { page: Route.ComponentProps["loaderData"] }) {
  const { events } = useFirstLoad();
  if (page.eventList) return <EventList events={events} />;
  if (page.contents) return <ContentList contents={page.contents} />;
  if (page.event) return <EventDetailView event={page.event} />;
  return page.content ? <ContentDetailView content={page.content} /> : null;
}

export default function SiteContentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={SITE_CONTENT_PAGE[loaderData.kind].title} />
      <Body page={loaderData} />
    </>
  );
}

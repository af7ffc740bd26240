import type { ListPage } from "@mulmung/contract/common";
import type { PointHistory, PointSummary } from "@mulmung/contract/point";
import { PageHeader } from "../components/page-header.tsx";
import { POINT_MESSAGE } from "../features/point/messages.ts";
import { PointHistoryView, pointHistoryPath, pointTabOf } from "../features/point/point-history-view.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { PATH, withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-point-list";

/** /my-info/point/list?tab=save|used|extinction: 적립금 내역. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const tab = pointTabOf(new URL(request.url).searchParams.get("tab"));
  const [summary, first] = await Promise.all([
    loadOrThrow<PointSummary>(context.api, "/api/v1/point-history/summary", { request }),
    loadOrThrow<ListPage<PointHistory>>(context.api, pointHistoryPath(tab), { request }),
  ]);
  return { tab, summary, first };
}

export const meta: Route.MetaFunction = () => privatePageMeta(POINT_MESSAGE.title);

export default function PointListPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={POINT_MESSAGE.title} />
      <PointHistoryView
        key={loaderData.tab}
        summary={loaderData.summary}
        tab={loaderData.tab}
        first={loaderData.first}
        tabHref={(tab) => withQuery(PATH.points, { tab })}
      />
    </>
  );
}

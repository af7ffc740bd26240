import type { ListPage } from "@mulmung/contract/common";
import type { Preuser, PreuserRecruitment } from "@mulmung/contract/programs";
import { PageHeader } from "../components/page-header.tsx";
import { PREUSER_MESSAGE } from "../features/preuser/messages.ts";
import { PreuserBoard } from "../features/preuser/preuser-board.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { runRouteMiddleware } from "../route-middleware.server.ts";
import type { Route } from "./+types/my-info-preuser-recruitment";

export const meta: Route.MetaFunction = () => [{ title: `${PREUSER_MESSAGE.title} - 물멍` }];

/** /my-info/preuser/preuser-recruitment: recruitments, the member's applications and review links. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await runRouteMiddleware(["member"], { context, request });
  const [recruitments, mine] = await Promise.all([
    loadOrThrow<ListPage<PreuserRecruitment>>(context.api, "/api/v1/preuser-recruitment?size=50"),
    loadOrThrow<ListPage<Preuser>>(context.api, "/api/v1/preuser?size=100", { request }),
  ]);
  return { recruitments: recruitments.items, mine: mine.items };
}

export default function PreuserRecruitmentPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={PREUSER_MESSAGE.title} />
      <PreuserBoard recruitments={loaderData.recruitments} mine={loaderData.mine} />
    </>
  );
}

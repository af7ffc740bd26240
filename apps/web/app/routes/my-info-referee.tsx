import { PageHeader } from "../components/page-header.tsx";
import type { RefereeState } from "../features/member/api.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { RefereeView } from "../features/member/referee-view.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { runRouteMiddleware } from "../route-middleware.server.ts";
import type { Route } from "./+types/my-info-referee";

export const meta: Route.MetaFunction = () => [{ title: "추천인 등록 - 물멍" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await runRouteMiddleware(["member"], { context, request });
  return { referee: await loadOrThrow<RefereeState>(context.api, "/api/v1/referee", { request }) };
}

export default function RefereePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.refereeTitle} />
      <RefereeView initial={loaderData.referee} />
    </>
  );
}

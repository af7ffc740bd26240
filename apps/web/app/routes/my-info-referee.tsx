import { PageHeader } from "../components/page-header.tsx";
import type { RefereeState } from "../features/member/api.ts";
import { requireMemberPage } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { RefereeView } from "../features/member/referee-view.tsx";
import type { Route } from "./+types/my-info-referee";

export const meta: Route.MetaFunction = () => [{ title: "추천인 등록 - 물멍" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMemberPage(context, request);
  const res = await context.api("/api/v1/referee");
  if (res.status !== 200) throw new Response(null, { status: res.status });
  return { referee: res.body as RefereeState };
}

export default function RefereePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.refereeTitle} />
      <RefereeView initial={loaderData.referee} />
    </>
  );
}

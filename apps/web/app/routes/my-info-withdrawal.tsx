import { PageHeader } from "../components/page-header.tsx";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { WithdrawalForm } from "../features/member/withdrawal-form.tsx";
import { runRouteMiddleware } from "../route-middleware.server.ts";
import type { Route } from "./+types/my-info-withdrawal";

export const meta: Route.MetaFunction = () => [{ title: "회원 탈퇴 - 물멍" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await runRouteMiddleware(["member"], { context, request });
  return null;
}

export default function WithdrawalPage() {
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.withdrawalTitle} />
      {/* A full load: every piece of state that knew the member is dropped. */}
      <WithdrawalForm onDone={() => window.location.assign("/")} />
    </>
  );
}

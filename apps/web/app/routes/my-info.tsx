import { useEffect } from "react";
import { PageHeader } from "../components/page-header.tsx";
import { loadMember } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { LoggedOutPrompt, MyInfoView } from "../features/member/my-info-view.tsx";
import { loadOr } from "../lib/api.server.ts";
import { syncMember } from "../lib/session.ts";
import type { Route } from "./+types/my-info";

export const meta: Route.MetaFunction = () => [{ title: "내 정보 - 물멍" }];

export async function loader({ context }: Route.LoaderArgs) {
  const member = await loadMember(context);
  // 내 상점 주문 관리 only for a member who owns a store: the store's order summary answers only them.
  const storeSummary = member ? await loadOr<unknown>(context.api, "/api/v1/affiliate-order/summary", null) : null;
  return { member, hasStore: storeSummary !== null };
}

export default function MyInfoPage({ loaderData }: Route.ComponentProps) {
  const { member, hasStore } = loaderData;
  // The server knows best whether the session is alive: keep the local store in line with it.
  useEffect(() => syncMember(member), [member]);
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.myInfoTitle} showBack={false} />
      {member ? <MyInfoView member={member} hasStore={hasStore} /> : <LoggedOutPrompt />}
    </>
  );
}

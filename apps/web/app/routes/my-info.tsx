import { useEffect } from "react";
import { PageHeader } from "../components/page-header.tsx";
import { loadMember } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { LoggedOutPrompt, MyInfoView } from "../features/member/my-info-view.tsx";
import { syncMember } from "../lib/session.ts";
import type { Route } from "./+types/my-info";

export const meta: Route.MetaFunction = () => [{ title: "내 정보 - 물멍" }];

export async function loader({ context }: Route.LoaderArgs) {
  return { member: await loadMember(context) };
}

export default function MyInfoPage({ loaderData }: Route.ComponentProps) {
  const { member } = loaderData;
  // The server knows best whether the session is alive: keep the local store in line with it.
  useEffect(() => syncMember(member), [member]);
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.myInfoTitle} showBack={false} />
      {member ? <MyInfoView member={member} /> : <LoggedOutPrompt />}
    </>
  );
}

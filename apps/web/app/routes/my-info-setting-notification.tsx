import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { NotificationSettings } from "../features/member/notification-settings.tsx";
import type { Route } from "./+types/my-info-setting-notification";

export const meta: Route.MetaFunction = () => [{ title: "알림 설정 - 물멍" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMemberPage(context, request);
  return { pushInformation: member.pushInformation };
}

export default function NotificationSettingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.notificationTitle} />
      <NotificationSettings initial={loaderData.pushInformation} />
    </>
  );
}

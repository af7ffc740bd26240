import type { PushTopicSettings } from "@mulmung/contract/notification";
import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { NotificationSettings } from "../features/member/notification-settings.tsx";
import { PushSettings } from "../features/notification/push-settings.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import type { Route } from "./+types/my-info-setting-notification";

export const meta: Route.MetaFunction = () => [{ title: "알림 설정 - 물멍" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMemberPage(context, request);
  const topics = await loadOrThrow<PushTopicSettings>(context.api, "/api/v1/push-notification/topic", { request });
  return { pushInformation: member.pushInformation, topics };
}

export default function NotificationSettingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.notificationTitle} />
      <NotificationSettings initial={loaderData.pushInformation} />
      <PushSettings push={loaderData.pushInformation} topics={loaderData.topics} />
    </>
  );
}

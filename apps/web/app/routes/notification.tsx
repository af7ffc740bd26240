import type { PushNotificationList } from "@mulmung/contract/notification";
import { PUSH_LIST_QUERY } from "@mulmung/domain/constants";
import { PageHeader } from "../components/page-header.tsx";
import { NOTIFICATION_MESSAGE } from "../features/notification/messages.ts";
import { NotificationList } from "../features/notification/notification-list.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { parseId, withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/notification";

export const meta: Route.MetaFunction = () => privatePageMeta("알림");

/** SPEC §7 the push list (`orderBy=createDate,DESC&size=30&offset=0`); a visitor is sent to login and back. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const list = await loadOrThrow<PushNotificationList>(
    context.api,
    withQuery("/api/v1/push-notification", { ...PUSH_LIST_QUERY }),
    { request },
  );
  // A tapped web push opens /notification?open=<id> (public/sw.js): the list marks it and goes on.
  const openId = parseId(new URL(request.url).searchParams.get("open"));
  return { items: list.items, now: new Date().toISOString(), openId };
}

export default function NotificationPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={NOTIFICATION_MESSAGE.title} />
      <NotificationList items={loaderData.items} now={loaderData.now} openId={loaderData.openId} />
    </>
  );
}

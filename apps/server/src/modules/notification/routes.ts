/** Notifications and web push (API.md `GET /api/v1/push-notification` and the rows decision 029 adds). */
import {
  OperatorMessageList,
  OperatorPushAudience,
  OperatorPushAudienceRequest,
  OperatorPushRequest,
  OperatorPushResult,
  PushNotification,
  PushNotificationIdParams,
  PushNotificationList,
  PushNotificationListQuery,
  PushTopicSettings,
  UnreadCount,
  UpdatePushTopicRequest,
  VapidPublicKey,
} from "@mulmung/contract/notification";
import { apiPlugin, type ErrorStatus } from "../../http/route.ts";
import { pushStandIn } from "./push-stand-in.ts";
import { PUSH_STAND_IN_PREFIX } from "./web-push.ts";

const errors: ErrorStatus[] = [400, 401, 404];

export const notificationRoutes = apiPlugin({ tags: ["notifications"], errors }, async (route, services, app) => {
  const { notifications } = services;
  if (app.config.localStandIns) {
    // Stands in for a browser vendor's push service; only with the local stand-ins on and only for this machine.
    await app.register(pushStandIn, { prefix: PUSH_STAND_IN_PREFIX });
  }

  route.get("/api/v1/push-notification", {
    summary: "The member's notifications, newest first (30), with the unread count for the header badge",
    access: "member",
    querystring: PushNotificationListQuery,
    response: PushNotificationList,
    handler: ({ member, query }) => notifications.list(member.id, query),
  });

  route.get("/api/v1/push-notification/unread-count", {
    summary: "Notifications not tapped yet (the header badge)",
    access: "member",
    response: UnreadCount,
    handler: ({ member }) => notifications.unreadCount(member.id),
  });

  route.patch("/api/v1/push-notification/:pushNotificationId/click", {
    summary: "Tapping a notification marks it clicked; the app then opens its pageLink",
    access: "member",
    whileSuspended: true,
    params: PushNotificationIdParams,
    response: PushNotification,
    handler: ({ member, params }) => notifications.markClicked(member.id, params.pushNotificationId),
  });

  route.get("/api/v1/push-notification/topic", {
    summary: "The push topics the member receives (SPEC §9 names; AD and EVENT are the consents)",
    access: "member",
    response: PushTopicSettings,
    handler: ({ member }) => notifications.topicSettings(member.id),
  });

  route.patch("/api/v1/push-notification/topic", {
    summary: "Turn one push topic on or off",
    access: "member",
    whileSuspended: true,
    body: UpdatePushTopicRequest,
    response: PushTopicSettings,
    handler: ({ member, body }) => notifications.setTopic(member.id, body.topic, body.isEnabled),
  });

  route.get("/api/v1/push-notification/vapid-public-key", {
    summary: "The server's VAPID public key for PushManager.subscribe",
    errors: [],
    response: VapidPublicKey,
    handler: () => notifications.vapidPublicKey(),
  });

  // An operator's call (the one operator policy): 404 for everyone else, 401 until the console's second factor.
  // One send at two paths: API.md's and the console's.
  const operatorSends: [url: string, summary: string][] = [
    [
      "/api/v1/push-notification/operator",
      "The operator sends an ad or event notification to every member who consented (operators)",
    ],
    [
      "/api/v1/admin/push-message",
      "Operator: an ad or event message to a segment, as advertising law requires (night messages wait for 08:00)",
    ],
  ];
  for (const [url, summary] of operatorSends) {
    route.post(url, {
      summary,
      access: "admin",
      body: OperatorPushRequest,
      status: 201,
      response: OperatorPushResult,
      errors: [400, 401, 404],
      handler: ({ member, body }) => notifications.sendOperatorMessage(member.id, body),
    });
  }

  // A read that carries a body (the segment): POST, and not a write, so it stays out of the audit log.
  route.post("/api/v1/admin/push-message/audience", {
    summary: "Operator: how many a message to this segment would reach now, and how many at 08:00",
    access: "admin",
    audit: false,
    body: OperatorPushAudienceRequest,
    response: OperatorPushAudience,
    errors: [400, 401, 404],
    handler: ({ body }) => notifications.operatorAudience(body),
  });

  route.get("/api/v1/admin/push-message", {
    summary: "Operator: the operator messages sent, newest first, with how many got them now and at 08:00",
    access: "admin",
    response: OperatorMessageList,
    errors: [401, 404],
    handler: () => notifications.operatorMessages(),
  });
});

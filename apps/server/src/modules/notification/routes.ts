/** Notifications and web push (API.md `GET /api/v1/push-notification` and the rows decision 029 adds). */
import { ErrorResponse } from "@mulmung/contract/common";
import {
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
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentMember, requireMember } from "../../http/auth.ts";
import { pushStandIn } from "./push-stand-in.ts";
import { PUSH_STAND_IN_PREFIX } from "./web-push.ts";

const tags = ["notifications"];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { notifications } = app.services;

  if (app.config.localStandIns) {
    // Stands in for a browser vendor's push service; only with the local stand-ins on and only for this machine.
    await app.register(pushStandIn, { prefix: PUSH_STAND_IN_PREFIX });
  }

  app.get(
    "/api/v1/push-notification",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "The member's notifications, newest first (30), with the unread count for the header badge",
        security,
        querystring: PushNotificationListQuery,
        response: { 200: PushNotificationList, ...errors },
      },
    },
    async (request) => notifications.list(currentMember(request).id, request.query),
  );

  app.get(
    "/api/v1/push-notification/unread-count",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Notifications not tapped yet (the header badge)",
        security,
        response: { 200: UnreadCount, ...errors },
      },
    },
    async (request) => notifications.unreadCount(currentMember(request).id),
  );

  app.patch(
    "/api/v1/push-notification/:pushNotificationId/click",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Tapping a notification marks it clicked; the app then opens its pageLink",
        security,
        params: PushNotificationIdParams,
        response: { 200: PushNotification, ...errors },
      },
    },
    async (request) => notifications.markClicked(currentMember(request).id, request.params.pushNotificationId),
  );

  app.get(
    "/api/v1/push-notification/topic",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "The push topics the member receives (SPEC §9 names; AD and EVENT are the consents)",
        security,
        response: { 200: PushTopicSettings, ...errors },
      },
    },
    async (request) => notifications.topicSettings(currentMember(request).id),
  );

  app.patch(
    "/api/v1/push-notification/topic",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "Turn one push topic on or off",
        security,
        body: UpdatePushTopicRequest,
        response: { 200: PushTopicSettings, ...errors },
      },
    },
    async (request) => notifications.setTopic(currentMember(request).id, request.body.topic, request.body.isEnabled),
  );

  app.get(
    "/api/v1/push-notification/vapid-public-key",
    {
      schema: {
        tags,
        summary: "The server's VAPID public key for PushManager.subscribe",
        response: { 200: VapidPublicKey },
      },
    },
    async () => notifications.vapidPublicKey(),
  );

  app.post(
    "/api/v1/push-notification/operator",
    {
      preHandler: requireMember,
      schema: {
        tags,
        summary: "The operator sends an ad or event notification to every member who consented (administrators)",
        security,
        body: OperatorPushRequest,
        response: { 201: OperatorPushResult, 403: ErrorResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await notifications.sendOperatorMessage(currentMember(request), request.body)),
  );
};

/** Notifications (API.md `GET /api/v1/push-notification`) and web push (SPEC §3 Notification, §7, §9). */
import { PAGE_SIZE } from "@mulmung/domain/constants";
import { PUSH_TOPICS } from "@mulmung/domain/enums";
import { z } from "zod";
import { Id, pageOffset, pageSize } from "./common.ts";

export const PushTopic = z.enum(PUSH_TOPICS);

/** SPEC §3 Notification: id, topic, title, body, sentTime, isClick, pageLink. */
export const PushNotification = z
  .object({
    id: z.number().int(),
    topic: PushTopic,
    title: z.string(),
    body: z.string(),
    sentTime: z.string().meta({ description: "ISO-8601" }),
    isClick: z.boolean(),
    pageLink: z.string().meta({ description: "the app's own path the notification opens, e.g. /breeding/farm/3" }),
  })
  .meta({ id: "PushNotification" });
export type PushNotification = z.infer<typeof PushNotification>;

/** `ids=1,2,3` → [1, 2, 3]; at most 30. */
const NotificationIds = z
  .string()
  .regex(/^\d{1,10}(,\d{1,10})*$/, "ids는 쉼표로 구분한 숫자여야 합니다")
  .transform((v) => [...new Set(v.split(",").map(Number))])
  .refine((ids) => ids.length <= PAGE_SIZE.push, `ids는 한 번에 ${PAGE_SIZE.push}개까지 보낼 수 있습니다`)
  .refine((ids) => ids.every((id) => id >= 1 && id <= 2_147_483_647), "ids에 올바르지 않은 번호가 있습니다");

/** SPEC §7: `orderBy=createDate,DESC&size=30&offset=0&ids=` (an empty `ids` means all). */
export const PushNotificationListQuery = z.object({
  orderBy: z.literal("createDate,DESC", { error: "정렬 기준은 createDate,DESC만 지원합니다" }).optional(),
  size: pageSize(PAGE_SIZE.push).default(PAGE_SIZE.push),
  offset: pageOffset.default(0),
  ids: z.union([z.literal("").transform(() => undefined), NotificationIds]).optional(),
});

export const PushNotificationList = z
  .object({
    items: z.array(PushNotification),
    nextOffset: z.number().int().nullable(),
    unreadCount: z.number().int().meta({ description: "the header badge: notifications not clicked yet" }),
  })
  .meta({ id: "PushNotificationList" });
export type PushNotificationList = z.infer<typeof PushNotificationList>;

export const UnreadCount = z.object({ unreadCount: z.number().int() }).meta({ id: "PushNotificationUnreadCount" });

export const PushNotificationIdParams = z.object({ pushNotificationId: Id });

/** The topics a member turns on and off on the settings screen (AD and EVENT are the consents of pushInformation). */
export const SETTABLE_PUSH_TOPICS = [
  "COMMENT",
  "LIKE",
  "COMMUNITY",
  "ORDER_DELIVERY",
  "REVIEW",
  "AFFILIATE",
  "WATER_ALERT",
] as const;
export const SettablePushTopic = z.enum(SETTABLE_PUSH_TOPICS);
export type SettablePushTopic = z.infer<typeof SettablePushTopic>;

export const PushTopicSettings = z
  .object({
    topics: z.array(z.object({ topic: SettablePushTopic, isEnabled: z.boolean() })),
    /** The subscription name per SPEC §9 (`comment`, `dev_comment` in dev mode). */
    subscriptionNames: z.array(z.string()),
  })
  .meta({ id: "PushTopicSettings" });
export type PushTopicSettings = z.infer<typeof PushTopicSettings>;

export const UpdatePushTopicRequest = z.object({ topic: SettablePushTopic, isEnabled: z.boolean() });

/** The server's VAPID public key, for `PushManager.subscribe({ applicationServerKey })`. */
export const VapidPublicKey = z.object({ publicKey: z.string() }).meta({ id: "VapidPublicKey" });

/**
 * Whom an operator's message is for (issue 27): every member, the buyers of a category (a paid order with a product
 * of it, at any level), or the members who bookmarked a store. Consent still decides who of them receives it.
 */
export const PushSegment = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("ALL") }),
    z.object({
      kind: z.literal("CATEGORY_BUYERS"),
      categoryCode: z.string().trim().min(1, "카테고리를 골라주세요.").max(20),
    }),
    z.object({ kind: z.literal("STORE_BOOKMARKERS"), affiliateId: Id }),
  ],
  { error: "받는 사람을 다시 골라주세요." },
);
export type PushSegment = z.infer<typeof PushSegment>;

/**
 * The operator's ad or event message: sent only to members who consented (SPEC §3 pushInformation), as advertising
 * under 정보통신망법 제50조 (domain/ad-message.ts: "(광고)", how to stop, nothing at night without night consent).
 */
export const OperatorPushRequest = z.object({
  segment: PushSegment.default({ kind: "ALL" }),
  topic: z.enum(["AD", "EVENT"]),
  title: z.string().trim().min(1, "제목을 입력해주세요.").max(60, "제목은 60자까지 쓸 수 있습니다."),
  body: z.string().trim().min(1, "내용을 입력해주세요.").max(200, "내용은 200자까지 쓸 수 있습니다."),
  pageLink: z
    .string()
    .regex(/^\/(?!\/)[A-Za-z0-9\-._~/?=&%]*$/, "이동할 화면은 /로 시작하는 앱 안의 경로여야 합니다.")
    .max(300),
});
export const OperatorPushResult = z.object({
  messageId: z.number().int(),
  /** Members it reached now. */
  recipients: z.number().int(),
  /** Members it waits for until the night is over (sent at night, no night consent). */
  deferred: z.number().int(),
  /** When the deferred ones get it (08:00 Seoul), or null. */
  deliverAt: z.string().nullable(),
});

/** Who a message would reach if sent now: the segment and topic; how many now and how many at 08:00. */
export const OperatorPushAudienceRequest = z.object({ topic: z.enum(["AD", "EVENT"]), segment: PushSegment });
export const OperatorPushAudience = z.object({
  now: z.number().int(),
  atMorning: z.number().int(),
  /** When the others get it (08:00 Seoul), or null in the daytime. */
  deliverAt: z.string().nullable(),
});

/** An operator message as the console's history shows it. */
export const OperatorMessage = z.object({
  id: z.number().int(),
  topic: z.enum(["AD", "EVENT"]),
  segment: PushSegment,
  title: z.string(),
  body: z.string(),
  pageLink: z.string(),
  createDate: z.string(),
  sentNow: z.number().int(),
  deferredUntil: z.string().nullable(),
  deferredSent: z.number().int().nullable(),
});
export const OperatorMessageList = z.object({ items: z.array(OperatorMessage) });

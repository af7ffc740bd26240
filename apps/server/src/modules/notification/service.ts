/**
 * Notifications (SPEC §3 Notification, §4, §7, §9; decision 029). Another module's event becomes a notification
 * through `notify` (or `notifyActivity` for comments, replies and likes): it is kept only when the member wants
 * the topic (the settings screen's toggles; AD and EVENT only with the member's consent, whose dates
 * push_information keeps), the member keeps the newest 30, and a push is queued in the same transaction when the
 * member has a device: a browser's web push subscription, or the native app's FCM token (decision 049). The push
 * job sends it (web push encrypted for the subscription, or through FCM HTTP v1); a gone device is removed.
 */
import type { PushPlatform } from "@mulmung/contract/member";
import type {
  PushNotification,
  PushNotificationList,
  PushTopicSettings,
  SettablePushTopic,
} from "@mulmung/contract/notification";
import { type OperatorPushResult, type PushSegment, SETTABLE_PUSH_TOPICS } from "@mulmung/contract/notification";
import { adBody, adTitle, isNight, nightEnd } from "@mulmung/domain/ad-message";
import { type PushTopic, pushSubscriptionName, SUBSCRIBABLE_PUSH_TOPICS } from "@mulmung/domain/enums";
import type { z } from "zod";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { MyInfoService } from "../member/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { type Page, pageOf, pageWindow } from "../shared/paging.ts";
import { parseFcmToken } from "./native-push.ts";
import { type Audience, createNotificationRepository, type PushNotificationRow } from "./repository.ts";
import { parseSubscription, sendWebPush } from "./web-push.ts";

export const SEND_PUSH_JOB = "notification.send-push";
export interface SendPushData {
  notificationId: number;
}

const isSubscribable = (topic: string): topic is (typeof SUBSCRIBABLE_PUSH_TOPICS)[number] =>
  (SUBSCRIBABLE_PUSH_TOPICS as readonly string[]).includes(topic);

export const NOTIFICATION_NOT_FOUND = "알림을 찾을 수 없습니다.";

/** The sweep that delivers operators' messages held over the night once their morning has come (every minute). */
export const DELIVER_MORNING_JOB = "notification.deliver-morning";

/** What another module hands over: whom, which topic, what it says and the screen it opens. */
export interface NotificationInput {
  memberId: number;
  topic: PushTopic;
  title: string;
  body: string;
  /** The app's own path, e.g. `/breeding/farm/3`. */
  pageLink: string;
}

/** A comment, reply or like on a member's row: the comment and like services' registered parents and targets. */
export interface ActivityInput {
  kind: "COMMENT" | "REPLY" | "LIKE";
  target: { table: string; type: "COMMUNITY_BOARD" | "BREEDING_FARM" | "BREEDING_DAILY_RECORD" };
  targetId: number;
  actorId: number;
  /** For a reply: the writer of the comment answered, told too. */
  repliedToMemberId?: number;
  /** The comment's text, shown shortened. */
  content?: string;
}

const TARGET_PAGE: Record<ActivityInput["target"]["type"], { path: string; name: string }> = {
  COMMUNITY_BOARD: { path: "/community/board/", name: "글" },
  BREEDING_FARM: { path: "/breeding/farm/", name: "사육장" },
  BREEDING_DAILY_RECORD: { path: "/breeding/daily-record/", name: "사육 기록" },
};

const excerpt = (text: string, max = 40) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};

function toNotification(row: PushNotificationRow): PushNotification {
  return {
    id: row.id,
    topic: row.topic as PushTopic,
    title: row.title,
    body: row.body,
    sentTime: row.createDate.toISOString(),
    isClick: row.isClick,
    pageLink: row.pageLink,
  };
}

export function createNotificationService(
  deps: Pick<ServiceDeps, "db" | "clock" | "config" | "jobs" | "log" | "fcm"> & { myInfo: MyInfoService },
) {
  const { db, clock, config, jobs, myInfo, fcm } = deps;
  const repository = createNotificationRepository(db);

  const inTransaction = <T>(tx: Transaction | undefined, work: (tx: Transaction) => Promise<T>) =>
    tx ? work(tx) : db.transaction(work);

  /** Whether the member wants this topic now: AD and EVENT by consent, the rest unless turned off. */
  function wants(recipient: NonNullable<Awaited<ReturnType<typeof repository.recipient>>>, topic: PushTopic) {
    if (recipient.withdrawn) return false;
    if (topic === "AD") return recipient.consentAd;
    if (topic === "EVENT") return recipient.consentEvent;
    return recipient.topicOn;
  }

  /** Notifications for an audience in `tx`, pruned, each with its web push job: how many were written. */
  async function deliver(
    tx: Transaction,
    audience: Audience,
    message: { title: string; body: string; pageLink: string },
  ): Promise<number> {
    const sent = await repository.insertForAudience(tx, audience, message);
    await repository.prune(
      tx,
      sent.map((s) => s.memberId),
    );
    for (const s of sent) {
      if (s.hasPushToken) await jobs.send(SEND_PUSH_JOB, { notificationId: s.id } satisfies SendPushData, { tx });
    }
    return sent.length;
  }

  /** The app's push through FCM: shown by the system; a tap opens the notification (data.notificationId, pageLink). */
  async function sendNative(row: PushNotificationRow, token: string): Promise<"SENT" | "GONE" | "SKIPPED"> {
    if (!fcm) {
      deps.log.warn({ notificationId: row.id }, "native push not sent: no FCM_SERVICE_ACCOUNT (and no local stand-in)");
      return "SKIPPED";
    }
    const outcome = await fcm.send(token, {
      title: row.title,
      body: row.body,
      data: { notificationId: String(row.id), topic: row.topic, pageLink: row.pageLink },
    });
    if (outcome === "GONE") {
      await myInfo.dropPushToken(row.memberId, token);
      deps.log.info({ notificationId: row.id }, "FCM token unregistered or invalid; removed");
    }
    return outcome;
  }

  const service = {
    /**
     * Records a notification for a member who wants its topic and queues its web push when they have a
     * subscription, both in `tx` (or a transaction of its own). Returns the notification's id, or null when the
     * member does not want it.
     */
    async notify(input: NotificationInput, options: { tx?: Transaction } = {}): Promise<number | null> {
      const recipient = await repository.recipient(input.memberId, input.topic);
      if (!recipient || !wants(recipient, input.topic)) return null;
      return inTransaction(options.tx, async (tx) => {
        const row = await repository.insert(tx, input);
        await repository.prune(tx, [input.memberId]);
        if (recipient.pushToken) {
          await jobs.send(SEND_PUSH_JOB, { notificationId: row.id } satisfies SendPushData, { tx });
        }
        return row.id;
      });
    },

    /** A comment, reply or like on someone's post, farm or record tells its owner (and a reply the comment's writer). */
    async notifyActivity(input: ActivityInput, options: { tx?: Transaction } = {}): Promise<void> {
      const page = TARGET_PAGE[input.target.type];
      const owner = await repository.ownerOf(input.target.table, input.targetId);
      const nickname = (await repository.nickname(input.actorId)) ?? "회원";
      const pageLink = `${page.path}${input.targetId}`;
      const said = input.content ? `: ${excerpt(input.content)}` : "";
      const sends: NotificationInput[] = [];
      if (input.kind === "LIKE") {
        if (owner !== undefined) {
          sends.push({
            memberId: owner,
            topic: "LIKE",
            title: `내 ${page.name}에 좋아요`,
            body: `${nickname}님이 내 ${page.name}을(를) 좋아합니다.`,
            pageLink,
          });
        }
      } else {
        if (owner !== undefined) {
          sends.push({
            memberId: owner,
            topic: "COMMENT",
            title: input.kind === "REPLY" ? `내 ${page.name}에 새 답글` : `내 ${page.name}에 새 댓글`,
            body: `${nickname}님${said}`,
            pageLink,
          });
        }
        if (input.kind === "REPLY" && input.repliedToMemberId !== undefined && input.repliedToMemberId !== owner) {
          sends.push({
            memberId: input.repliedToMemberId,
            topic: "COMMENT",
            title: "내 댓글에 새 답글",
            body: `${nickname}님${said}`,
            pageLink,
          });
        }
      }
      for (const send of sends) {
        // Nobody is told about what they did themselves.
        if (send.memberId !== input.actorId) await service.notify(send, options);
      }
    },

    /** SPEC §7 the push list: newest first, 30 a page, optionally only `ids`; with the badge's unread count. */
    async list(memberId: number, query: Page & { ids?: number[] | undefined }): Promise<PushNotificationList> {
      const [rows, unreadCount] = await Promise.all([
        repository.list(memberId, pageWindow(query), query.ids),
        repository.unreadCount(memberId),
      ]);
      return { ...pageOf(rows, query, toNotification), unreadCount };
    },

    async unreadCount(memberId: number): Promise<{ unreadCount: number }> {
      return { unreadCount: await repository.unreadCount(memberId) };
    },

    /** Tapping a notification: marked clicked (only the member's own; anyone else's is "not found"). */
    async markClicked(memberId: number, id: number): Promise<PushNotification> {
      const row = await repository.markClicked(memberId, id);
      if (!row) throw AppError.notFound(NOTIFICATION_NOT_FOUND);
      return toNotification(row);
    },

    async topicSettings(memberId: number): Promise<PushTopicSettings> {
      const rows = await repository.topicSettings(memberId);
      const topics = SETTABLE_PUSH_TOPICS.map((topic) => ({
        topic,
        isEnabled: rows.find((r) => r.topic === topic)?.isEnabled ?? true,
      }));
      return {
        topics,
        // A member's own topics (수질 알림) are sent to that member alone: no device subscribes to them.
        subscriptionNames: topics.flatMap((t) =>
          t.isEnabled && isSubscribable(t.topic)
            ? [pushSubscriptionName(t.topic, config.nodeEnv === "development")]
            : [],
        ),
      };
    },

    async setTopic(memberId: number, topic: SettablePushTopic, isEnabled: boolean): Promise<PushTopicSettings> {
      await repository.setTopic(memberId, topic, isEnabled, clock.now());
      return service.topicSettings(memberId);
    },

    /**
     * The device's push token (API.md push-token PATCH): a browser's web push subscription (WEB) or the native app's
     * FCM registration token (ANDROID, IOS), checked, then stored with its platform; null clears it (logout).
     */
    async setPushToken(memberId: number, pushInformationId: number, pushToken: string | null, platform: PushPlatform) {
      if (pushToken === null) return myInfo.updatePushToken(memberId, pushInformationId, null);
      const stored =
        platform === "WEB"
          ? JSON.stringify(parseSubscription(pushToken, { localStandIns: config.localStandIns }))
          : parseFcmToken(pushToken);
      return myInfo.updatePushToken(memberId, pushInformationId, { pushToken: stored, platform });
    },

    async vapidPublicKey(): Promise<{ publicKey: string }> {
      return { publicKey: config.vapid.publicKey };
    },

    /**
     * The operator's ad or event message to a segment (issue 27), as advertising under 정보통신망법 제50조: only to
     * members who consented, "(광고)" first and how to stop at the end; at night (21:00-08:00 Seoul) only to those
     * who consented to night messages, the others get it at 08:00 through a durable job.
     */
    async sendOperatorMessage(
      sentBy: number,
      input: { topic: "AD" | "EVENT"; segment: PushSegment; title: string; body: string; pageLink: string },
    ): Promise<z.output<typeof OperatorPushResult>> {
      const now = clock.now();
      const night = isNight(now);
      const message = { title: adTitle(input.title), body: adBody(input.body), pageLink: input.pageLink };
      return db.transaction(async (tx) => {
        const row = await repository.insertMessage(tx, {
          topic: input.topic,
          segment: input.segment,
          ...message,
          sentBy,
        });
        const audience = { consent: input.topic, segment: input.segment } as const;
        const sent = await deliver(tx, { ...audience, night: night ? "CONSENTED" : "ALL" }, message);
        const deferred = night ? await repository.countAudience(tx, { ...audience, night: "NOT_CONSENTED" }) : 0;
        const deliverAt = night ? nightEnd(now) : null;
        // Held over the night: the minute sweep (DELIVER_MORNING_JOB) sends it from `deferredUntil` on.
        await repository.updateMessage(tx, row.id, { sentNow: sent, deferredUntil: deliverAt });
        return { messageId: row.id, recipients: sent, deferred, deliverAt: deliverAt?.toISOString() ?? null };
      });
    },

    /**
     * The morning sweep (every minute, durable): each message held over the night whose morning has come reaches the
     * segment's consenting members who did not consent to night messages (consent read again now: a withdrawal
     * overnight is honoured), once. Answers how many messages it delivered.
     */
    async deliverMornings(): Promise<number> {
      const due = await repository.dueMessages(clock.now());
      let delivered = 0;
      for (const id of due) if ((await service.deliverMorning(id)) === "SENT") delivered++;
      return delivered;
    },

    /** One held message, if its morning has come and nobody sent it meanwhile (another instance's sweep). */
    async deliverMorning(messageId: number): Promise<"SENT" | "WAITING" | "DONE"> {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await repository.lockMessage(tx, messageId);
        if (!row?.deferredUntil || row.deferredSentAt) return "DONE";
        if (now < row.deferredUntil) return "WAITING";
        const audience = {
          consent: row.topic as "AD" | "EVENT",
          segment: row.segment as PushSegment,
          night: "NOT_CONSENTED",
        } as const;
        const sent = await deliver(tx, audience, { title: row.title, body: row.body, pageLink: row.pageLink });
        await repository.updateMessage(tx, row.id, { deferredSent: sent, deferredSentAt: now });
        return "SENT";
      });
    },

    /** How many a message to this segment would reach if sent now, and how many would wait for 08:00. */
    async operatorAudience(input: { topic: "AD" | "EVENT"; segment: PushSegment }) {
      const now = clock.now();
      const night = isNight(now);
      const audience = { consent: input.topic, segment: input.segment } as const;
      return {
        now: await repository.countAudience(db, { ...audience, night: night ? "CONSENTED" : "ALL" }),
        atMorning: night ? await repository.countAudience(db, { ...audience, night: "NOT_CONSENTED" }) : 0,
        deliverAt: night ? nightEnd(now).toISOString() : null,
      };
    },

    /** The console's history of operator messages, newest first. */
    async operatorMessages() {
      const rows = await repository.messages(100);
      return {
        items: rows.map((row) => ({
          id: row.id,
          topic: row.topic as "AD" | "EVENT",
          segment: row.segment as PushSegment,
          title: row.title,
          body: row.body,
          pageLink: row.pageLink,
          createDate: row.createDate.toISOString(),
          sentNow: row.sentNow,
          deferredUntil: row.deferredUntil?.toISOString() ?? null,
          deferredSent: row.deferredSent,
        })),
      };
    },

    /**
     * The push job: sends the notification to the member's device as it is now: encrypted for a browser's
     * subscription, or through FCM to the app. A notification pruned meanwhile, or a member without a device now,
     * sends nothing; a gone device (web push 404/410, FCM UNREGISTERED or an invalid token) is removed; any other
     * failure throws and the queue retries.
     */
    async sendPush(data: SendPushData): Promise<"SENT" | "GONE" | "SKIPPED"> {
      const row = await repository.find(data.notificationId);
      if (!row) return "SKIPPED";
      const device = await repository.pushDevice(row.memberId);
      if (!device) return "SKIPPED";
      if (device.platform !== "WEB") return sendNative(row, device.token);
      const token = device.token;
      let subscription: ReturnType<typeof parseSubscription>;
      try {
        subscription = parseSubscription(token, { localStandIns: config.localStandIns });
      } catch {
        await myInfo.dropPushToken(row.memberId, token);
        return "GONE";
      }
      const payload = JSON.stringify(toNotification(row));
      const outcome = await sendWebPush(subscription, payload, config.vapid);
      if (outcome === "GONE") {
        await myInfo.dropPushToken(row.memberId, token);
        deps.log.info({ notificationId: row.id }, "push subscription gone; removed");
      }
      return outcome;
    },
  };
  return service;
}

export type NotificationService = ReturnType<typeof createNotificationService>;

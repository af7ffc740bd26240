/** The notification feature's calls (through the one API client). */
import type { PushInformation, PushPlatform } from "@mulmung/contract/member";
import type { PushNotification, PushTopicSettings, SettablePushTopic } from "@mulmung/contract/notification";
import { apiRequest } from "../../lib/api-client.ts";

export const markClicked = (id: number) =>
  apiRequest<PushNotification>(`/api/v1/push-notification/${id}/click`, { method: "PATCH" });

export const unreadCount = () => apiRequest<{ unreadCount: number }>("/api/v1/push-notification/unread-count");

export const setTopic = (topic: SettablePushTopic, isEnabled: boolean) =>
  apiRequest<PushTopicSettings>("/api/v1/push-notification/topic", { method: "PATCH", body: { topic, isEnabled } });

export const vapidPublicKey = () => apiRequest<{ publicKey: string }>("/api/v1/push-notification/vapid-public-key");

/** The device's token: a web push subscription (WEB) or the app's FCM token (ANDROID, IOS); null clears it. */
export const savePushToken = (pushInformationId: number, pushToken: string | null, platform: PushPlatform = "WEB") =>
  apiRequest<PushInformation>(`/api/v1/push-information/${pushInformationId}`, {
    method: "PATCH",
    body: { pushToken, platform },
  });

/**
 * The settings screen's push part (/my-info/setting/notification): this device's push (in a browser the web push
 * subscription: service worker + Push API with the server's VAPID key; in the app the FCM token from
 * lib/native/push.ts), stored as the member's pushToken with its platform, and one toggle per topic.
 */
import type { PushInformation, PushPlatform } from "@mulmung/contract/member";
import type { PushTopicSettings, SettablePushTopic } from "@mulmung/contract/notification";
import { PUSH_TOPIC_LABEL } from "@mulmung/domain/enums";
import { MESSAGE } from "@mulmung/domain/errors";
import { useState } from "react";
import { Switch } from "../../components/switch.tsx";
import { useToast } from "../../components/toast.tsx";
import { isNativeApp, registerNativePush, unregisterNativePush } from "../../lib/native/push.ts";
import { setPushInformation, useIsClient } from "../../lib/session.ts";
import { savePushToken, setTopic, vapidPublicKey } from "./api.ts";
import { NOTIFICATION_MESSAGE, TOPIC_DETAIL } from "./messages.ts";
import styles from "./notification.module.css";

const SERVICE_WORKER = "/sw.js";

const pushSupported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** Subscribes this device: the app's FCM token or this browser's web push subscription, or why not. */
async function subscribeDevice(): Promise<{ token: string; platform: PushPlatform } | { message: string }> {
  if (isNativeApp()) {
    const registered = await registerNativePush();
    if ("token" in registered) return registered;
    return {
      message: registered.failure === "DENIED" ? NOTIFICATION_MESSAGE.deviceDeniedApp : MESSAGE.pushTokenFailed,
    };
  }
  if (!pushSupported()) return { message: NOTIFICATION_MESSAGE.deviceUnsupported };
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { message: NOTIFICATION_MESSAGE.deviceDenied };
  const key = await vapidPublicKey();
  if (!key.ok) return { message: key.message };
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER);
    await navigator.serviceWorker.ready;
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key.body.publicKey }));
    return { token: JSON.stringify(subscription), platform: "WEB" };
  } catch {
    // SPEC §8 push token failure.
    return { message: MESSAGE.pushTokenFailed };
  }
}

async function unsubscribeDevice(): Promise<void> {
  if (isNativeApp()) return unregisterNativePush();
  if (!pushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER);
  await (await registration?.pushManager.getSubscription())?.unsubscribe();
}

export function PushSettings({ push, topics }: { push: PushInformation; topics: PushTopicSettings }) {
  const toast = useToast();
  const isClient = useIsClient();
  const [device, setDevice] = useState<PushPlatform | null>(
    push.pushToken === null ? null : (push.pushPlatform ?? "WEB"),
  );
  // In the app the switch is about the app's token; in a browser, about a web push subscription.
  const isApp = isClient && isNativeApp();
  const hasToken = device !== null && (device === "WEB") !== isApp;
  const [state, setState] = useState(topics);
  const [pending, setPending] = useState<string | null>(null);

  async function toggleDevice(on: boolean) {
    setPending("device");
    try {
      if (on) {
        const subscribed = await subscribeDevice();
        if ("message" in subscribed) return toast.bottom(subscribed.message);
        const res = await savePushToken(push.id, subscribed.token, subscribed.platform);
        if (!res.ok) return toast.bottom(res.message);
        setPushInformation(res.body);
        setDevice(subscribed.platform);
        toast.bottom(NOTIFICATION_MESSAGE.deviceOn);
      } else {
        await unsubscribeDevice().catch(() => undefined);
        const res = await savePushToken(push.id, null);
        if (!res.ok) return toast.bottom(res.message);
        setPushInformation(res.body);
        setDevice(null);
        toast.bottom(NOTIFICATION_MESSAGE.deviceOff);
      }
    } finally {
      setPending(null);
    }
  }

  async function toggleTopic(topic: SettablePushTopic, isEnabled: boolean) {
    setPending(topic);
    const res = await setTopic(topic, isEnabled);
    setPending(null);
    if (!res.ok) return toast.bottom(res.message);
    setState(res.body);
    const label = PUSH_TOPIC_LABEL[topic];
    toast.bottom(isEnabled ? NOTIFICATION_MESSAGE.topicOn(label) : NOTIFICATION_MESSAGE.topicOff(label));
  }

  return (
    <>
      <section className={styles.section} aria-labelledby="push-device-title">
        <div className={styles.toggleRow}>
          <div>
            <label id="push-device-title" htmlFor="push-device" className={styles.label}>
              {NOTIFICATION_MESSAGE.deviceTitle}
            </label>
            <p className={styles.detail}>
              {isApp ? NOTIFICATION_MESSAGE.deviceHintApp : NOTIFICATION_MESSAGE.deviceHint}
            </p>
          </div>
          <Switch
            id="push-device"
            className={styles.toggle}
            checked={hasToken}
            disabled={!isClient || pending !== null}
            onChange={(e) => toggleDevice(e.target.checked)}
          />
        </div>
      </section>
      <section className={styles.section} aria-labelledby="push-topics-title">
        <h2 id="push-topics-title" className={styles.sectionTitle}>
          {NOTIFICATION_MESSAGE.topicsTitle}
        </h2>
        <p className={styles.sectionHint}>{NOTIFICATION_MESSAGE.topicsHint}</p>
        {state.topics.map(({ topic, isEnabled }) => (
          <div key={topic} className={styles.toggleRow}>
            <div>
              <label htmlFor={`topic-${topic}`} className={styles.label}>
                {PUSH_TOPIC_LABEL[topic]}
              </label>
              <p className={styles.detail}>{TOPIC_DETAIL[topic]}</p>
            </div>
            <Switch
              id={`topic-${topic}`}
              className={styles.toggle}
              checked={isEnabled}
              disabled={!isClient || pending !== null}
              onChange={(e) => toggleTopic(topic, e.target.checked)}
            />
          </div>
        ))}
      </section>
    </>
  );
}

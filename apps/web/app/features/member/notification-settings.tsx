/** /my-info/setting/notification: ad and event consent, each with the date it last changed (SPEC §3). */
import type { PushInformation } from "@mulmung/contract/member";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { useState } from "react";
import form from "../../components/form.module.css";
import { Switch } from "../../components/switch.tsx";
import { useToast } from "../../components/toast.tsx";
import { setPushInformation, useIsClient } from "../../lib/session.ts";
import { updatePushSettings } from "./api.ts";
import styles from "./member.module.css";
import { MEMBER_MESSAGE } from "./messages.ts";

type Key = "isAdNotification" | "isEventNotification" | "isNightAdNotification";
const DATE_OF: Record<Key, "adNotificationDate" | "eventNotificationDate" | "nightAdNotificationDate"> = {
  isAdNotification: "adNotificationDate",
  isEventNotification: "eventNotificationDate",
  isNightAdNotification: "nightAdNotificationDate",
};

export function NotificationSettings({ initial }: { initial: PushInformation }) {
  const toast = useToast();
  const isClient = useIsClient();
  const [push, setPush] = useState(initial);
  const [pending, setPending] = useState<Key | null>(null);

  async function toggle(key: Key, label: string, value: boolean) {
    setPending(key);
    const res = await updatePushSettings({ [key]: value });
    setPending(null);
    if (!res.ok) return toast.bottom(res.message);
    setPush(res.body);
    setPushInformation(res.body);
    const date = formatSeoulDateTime(res.body[DATE_OF[key]] ?? new Date());
    toast.bottom(
      value ? MEMBER_MESSAGE.notificationAgreed(label, date) : MEMBER_MESSAGE.notificationRefused(label, date),
    );
  }

  const rows: [Key, string, string, string | null][] = [
    ["isAdNotification", MEMBER_MESSAGE.notificationAd, MEMBER_MESSAGE.notificationAdDetail, push.adNotificationDate],
    [
      "isEventNotification",
      MEMBER_MESSAGE.notificationEvent,
      MEMBER_MESSAGE.notificationEventDetail,
      push.eventNotificationDate,
    ],
    [
      "isNightAdNotification",
      MEMBER_MESSAGE.notificationNightAd,
      MEMBER_MESSAGE.notificationNightAdDetail,
      push.nightAdNotificationDate,
    ],
  ];
  return (
    <div style={{ marginTop: 8 }}>
      {rows.map(([key, label, detail, date]) => (
        <div key={key} className={styles.toggleRow}>
          <div>
            <label htmlFor={key} className={form.label}>
              {label}
            </label>
            <p className={form.hint}>{detail}</p>
            {date ? (
              <p className={form.hint}>{MEMBER_MESSAGE.notificationChangedAt(formatSeoulDateTime(date))}</p>
            ) : null}
          </div>
          <Switch
            id={key}
            checked={push[key]}
            disabled={!isClient || pending !== null}
            onChange={(e) => toggle(key, label, e.target.checked)}
          />
        </div>
      ))}
    </div>
  );
}

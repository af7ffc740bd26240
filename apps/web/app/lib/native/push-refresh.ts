/**
 * In the app, a member whose push goes to the app keeps a current token: once per app start (and after a login that
 * brings such a member), the device registers again without asking, and a token FCM has changed meanwhile (a
 * reinstall, restored data) replaces the stored one. A member who turned push off, or never allowed it, is left alone.
 */
import type { PushInformation } from "@mulmung/contract/member";
import { apiRequest } from "../api-client.ts";
import { getSession, setPushInformation, subscribeSession } from "../session.ts";
import { registeredToken, registerNativePush } from "./push.ts";

/** Starts watching the session; answers the stop. Call on native only. */
export function keepNativeTokenFresh(): () => void {
  let checkedFor: number | null = null;
  const check = async () => {
    const push = getSession().pushInformation;
    // Once per member and app start: a switch turned on a moment ago needs no second registration.
    if (!push?.id || push.id === checkedFor) return;
    checkedFor = push.id;
    if (push.pushPlatform !== "ANDROID" && push.pushPlatform !== "IOS") return;
    if (push.pushToken === registeredToken()) return;
    const registered = await registerNativePush({ ask: false });
    if (!("token" in registered) || registered.token === push.pushToken) return;
    const res = await apiRequest<PushInformation>(`/api/v1/push-information/${push.id}`, {
      method: "PATCH",
      body: { pushToken: registered.token, platform: registered.platform },
    });
    if (res.ok) setPushInformation(res.body);
  };
  check().catch(() => undefined);
  return subscribeSession(() => {
    check().catch(() => undefined);
  });
}

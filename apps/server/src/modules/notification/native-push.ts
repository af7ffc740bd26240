/**
 * The native app's push token (decision 049): the FCM registration token `@capacitor/push-notifications` hands the
 * app, stored as the member's pushToken with platform ANDROID or IOS and sent to through FCM HTTP v1
 * (services/push/fcm.ts). Checked before it is stored, as a web push subscription is.
 */
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";

/** FCM registration tokens: URL-safe base64 with a colon after the instance id, some 150 to 200 characters. */
const FCM_TOKEN = /^[A-Za-z0-9_:-]{16,4096}$/;

/** The token as stored; anything that cannot be an FCM token is 400 PUSH_SUBSCRIPTION_INVALID. */
export function parseFcmToken(token: string): string {
  if (!FCM_TOKEN.test(token)) throw AppError.of(ErrorCode.PUSH_SUBSCRIPTION_INVALID);
  return token;
}

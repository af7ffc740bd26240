// Login session rules of SPEC §3 and §4: token prefix, the 401 flow and what logout clears.
import type { LoginType } from "./enums.ts";
import { ErrorCode } from "./errors.ts";

/** SPEC §3: the access token is kept with this prefix. */
export const BEARER_PREFIX = "Bearer ";

/** SPEC §3 accessToken: the token with the "Bearer " prefix, added once (never doubled). */
export function toBearerToken(token: string): string {
  return token.startsWith(BEARER_PREFIX) ? token : `${BEARER_PREFIX}${token}`;
}

export type UnauthorizedAction = "REFRESH_AND_RETRY" | "LOGOUT_AND_REDIRECT" | "CONFIRM_SECOND_FACTOR";

/**
 * SPEC §4 login session: on a 401 the request is refreshed-and-retried once; with no refresh token, or
 * when the retried request (or the refresh itself) fails again, the person is logged out and sent to login.
 * An operator's 401 `SECOND_FACTOR_REQUIRED` (issue 27) is not about the session at all: the session is fine, the
 * console wants a code from the authenticator, so it neither refreshes nor logs out but asks for the code.
 */
export function onUnauthorized(input: {
  hasRefreshToken: boolean;
  hasRetried: boolean;
  code?: unknown;
}): UnauthorizedAction {
  if (input.code === ErrorCode.SECOND_FACTOR_REQUIRED) return "CONFIRM_SECOND_FACTOR";
  return input.hasRefreshToken && !input.hasRetried ? "REFRESH_AND_RETRY" : "LOGOUT_AND_REDIRECT";
}

/** SPEC §3 pushInformation. */
export interface PushInformation {
  id: number | null;
  isAdNotification: boolean;
  isEventNotification: boolean;
  pushToken: string | null;
  /** What the token is: WEB (web push) or the app's FCM token (ANDROID, IOS). */
  pushPlatform?: "WEB" | "ANDROID" | "IOS" | null;
  adNotificationDate: string | null;
  eventNotificationDate: string | null;
  isNightAdNotification?: boolean;
  nightAdNotificationDate?: string | null;
}

/** The parts of the device session that logout touches (SPEC §3, §4). */
export interface SessionState<Member = unknown, Social = unknown, Certification = unknown, Item = unknown> {
  accessToken: string | null;
  refreshToken: string | null;
  loginType: LoginType | null;
  member: Member | null;
  socialLoginInformation: Social | null;
  certificationState: Certification | null;
  pushInformation: PushInformation | null;
  todayDailyRecords: readonly Item[];
  breedingFarmList: readonly Item[];
}

/** No one logged in on this device: no tokens, member, social information, certification, push, records or farms. */
export const LOGGED_OUT_SESSION: SessionState<never, never, never, never> = {
  accessToken: null,
  refreshToken: null,
  loginType: null,
  member: null,
  socialLoginInformation: null,
  certificationState: null,
  pushInformation: null,
  todayDailyRecords: [],
  breedingFarmList: [],
};

/**
 * SPEC §4 logout: clears tokens, login type, member, social info, certification, push token, today's
 * records and the farm list; keeps the ad and event notification settings. Other fields pass through.
 */
export function logoutSession<S extends SessionState>(state: S): S {
  const push = state.pushInformation;
  return {
    ...state,
    ...LOGGED_OUT_SESSION,
    pushInformation:
      push === null
        ? null
        : {
            id: null,
            pushToken: null,
            pushPlatform: null,
            isAdNotification: push.isAdNotification,
            isEventNotification: push.isEventNotification,
            adNotificationDate: push.adNotificationDate,
            eventNotificationDate: push.eventNotificationDate,
            isNightAdNotification: push.isNightAdNotification ?? false,
            nightAdNotificationDate: push.nightAdNotificationDate ?? null,
          },
  };
}

/**
 * Advertising messages under 정보통신망법 제50조 (issue 27): the operators' ad and event pushes go only to members
 * who consented to that kind, say "(광고)" first, say how to stop receiving them, and reach no one between 21:00 and
 * 08:00 Seoul time who did not separately consent to night messages: theirs wait until 08:00.
 */

export const AD_MARK = "(광고)";
/** How to stop receiving, in every advertising message (제50조 ④). */
export const AD_OPT_OUT = "수신거부: 물멍 앱 내 정보 > 설정 > 알림 설정에서 광고·이벤트 알림을 끌 수 있습니다.";

/** Seoul has no daylight saving: UTC+9 all year. */
const SEOUL_OFFSET_MS = 9 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** The night the law guards: from 21:00 to 08:00 Seoul time. */
export const NIGHT_START_HOUR = 21;
export const NIGHT_END_HOUR = 8;

/** The title as sent: "(광고)" first, once. */
export function adTitle(title: string): string {
  const trimmed = title.trim();
  return trimmed.startsWith(AD_MARK) ? trimmed : `${AD_MARK} ${trimmed}`;
}

/** The body as sent: the message, then how to stop receiving it. */
export function adBody(body: string): string {
  const trimmed = body.trim();
  return trimmed.includes(AD_OPT_OUT) ? trimmed : `${trimmed}\n${AD_OPT_OUT}`;
}

/** Whether `at` falls in the night (21:00 ≤ Seoul time < 08:00). */
export function isNight(at: Date): boolean {
  const hour = new Date(at.getTime() + SEOUL_OFFSET_MS).getUTCHours();
  return hour >= NIGHT_START_HOUR || hour < NIGHT_END_HOUR;
}

/** The night's end after `at`: the next 08:00 Seoul time (at itself when it is 08:00 sharp). */
export function nightEnd(at: Date): Date {
  const seoul = new Date(at.getTime() + SEOUL_OFFSET_MS);
  const morning = Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate(), NIGHT_END_HOUR);
  const next = morning >= seoul.getTime() ? morning : morning + 24 * HOUR_MS;
  return new Date(next - SEOUL_OFFSET_MS);
}

/** When a member gets an advertising message sent at `now`: now, or at 08:00 when it is night and they did not consent. */
export function adDeliveryTime(now: Date, nightConsent: boolean): Date {
  return !nightConsent && isNight(now) ? nightEnd(now) : now;
}

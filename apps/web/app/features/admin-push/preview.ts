/**
 * The 알림 발송 page's pure parts: the message as the law makes it go out (domain/ad-message.ts: "(광고)" first, how
 * to stop at the end, nobody without night consent reached between 21:00 and 08:00 Seoul time), and the words for
 * a segment and a category tree.
 */
import { adBody, adTitle, isNight, nightEnd } from "@mulmung/domain/ad-message";
import { formatSeoulDateTime } from "@mulmung/domain/time";

export interface MessagePreview {
  title: string;
  body: string;
  /** Sent now, the members without night consent wait until `morning` (Seoul "2026.11.28 08:00"); else null. */
  morning: string | null;
  /** Now in Seoul, "2026.11.27 22:00". */
  now: string;
}

export function messagePreview(input: { title: string; body: string }, now: Date): MessagePreview {
  return {
    title: adTitle(input.title),
    body: adBody(input.body),
    morning: isNight(now) ? formatSeoulDateTime(nightEnd(now)) : null,
    now: formatSeoulDateTime(now),
  };
}

export type Segment =
  | { kind: "ALL" }
  | { kind: "CATEGORY_BUYERS"; categoryCode: string }
  | { kind: "STORE_BOOKMARKERS"; affiliateId: number };

/** A segment in words: 전체 회원, 카테고리 구매자 (수초), 스토어 즐겨찾기 회원 (물멍 수족관). */
export function segmentText(
  segment: Segment,
  labels: Record<string, string>,
  names: { category: (code: string) => string; store: (id: number) => string },
): string {
  const kind = labels[segment.kind] ?? segment.kind;
  if (segment.kind === "CATEGORY_BUYERS") return `${kind} (${names.category(segment.categoryCode)})`;
  if (segment.kind === "STORE_BOOKMARKERS") return `${kind} (${names.store(segment.affiliateId)})`;
  return kind;
}

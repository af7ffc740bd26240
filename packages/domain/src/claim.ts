/**
 * Claims on an order line (decision 035): cancel, return, exchange and dead-on-arrival (DOA) requests a buyer
 * files and the store decides, and the live-arrival guarantee's window. Pure rules; the claim module applies them.
 */

import { storedNumberOf } from "./service-setting.ts";
import { formatSeoulDateTime } from "./time.ts";

export const CLAIM_TYPES = ["CANCEL", "RETURN", "EXCHANGE", "DOA"] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];
export const CLAIM_TYPE_LABEL: Readonly<Record<ClaimType, string>> = {
  CANCEL: "취소",
  RETURN: "반품",
  EXCHANGE: "교환",
  DOA: "폐사 보상",
};

/** REQUESTED → APPROVED (refund under way) → REFUNDED; REQUESTED → RESHIPPED (approved, resent); → DECLINED. */
export const CLAIM_STATES = ["REQUESTED", "APPROVED", "REFUNDED", "RESHIPPED", "DECLINED"] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export const CLAIM_STATE_LABEL: Readonly<Record<ClaimState, string>> = {
  REQUESTED: "처리 대기",
  APPROVED: "환불 진행 중",
  REFUNDED: "환불 완료",
  RESHIPPED: "재발송 승인",
  DECLINED: "요청 거절",
};
/** States in which a claim is still open (one open claim per line). */
export const OPEN_CLAIM_STATES: readonly ClaimState[] = ["REQUESTED", "APPROVED"];
/** States that settled a line in the buyer's favour: it was refunded or resent, and takes no further claim. */
export const SETTLED_CLAIM_STATES: readonly ClaimState[] = ["REFUNDED", "RESHIPPED"];

/**
 * Why a line takes no claim whatever its part's state: one is open (wait for the store), or one settled it
 * (refunded, resent), or the line was cancelled on its own. Null when the line's claims leave it claimable.
 */
export function lineClaimBlock(
  line: { cancelled: boolean },
  claimStates: readonly ClaimState[],
): "open" | "settled" | null {
  if (claimStates.some((state) => OPEN_CLAIM_STATES.includes(state))) return "open";
  if (line.cancelled || claimStates.some((state) => SETTLED_CLAIM_STATES.includes(state))) return "settled";
  return null;
}

/**
 * The live-arrival guarantee's line under a covered product (null for one it does not cover): the deadline while the
 * window is open, that it passed once it has, and neither while a claim is open or once one settled the line (a
 * claim filed a minute after delivery does not make the window "passed").
 */
export function liveArrivalNotice(
  line: { covered: boolean; windowHours: number; deliveredAt: Date | null; block: "open" | "settled" | null },
  now: Date,
): string | null {
  if (!line.covered) return null;
  if (line.block === "open") return "처리 중인 요청이 있어요. 판매자가 처리하면 알려드릴게요.";
  if (line.block === "settled") return "이 상품의 요청은 처리가 끝났어요.";
  if (!line.deliveredAt) return `도착 후 ${line.windowHours}시간 이내 폐사 보상을 신청할 수 있어요.`;
  const deadline = doaDeadline(line.deliveredAt, line.windowHours);
  return now < deadline
    ? `${formatSeoulDateTime(deadline)}까지 폐사 보상을 신청할 수 있어요.`
    : `폐사 보상 신청 기간(도착 후 ${line.windowHours}시간)이 지났습니다.`;
}

/** What the buyer reads when a settled line is claimed again. */
export const CLAIM_SETTLED_MESSAGE = "이미 환불되었거나 다시 보내드린 상품이라 다시 요청할 수 없어요.";

export const CLAIM_RESOLUTIONS = ["REFUND", "RESHIP"] as const;
export type ClaimResolution = (typeof CLAIM_RESOLUTIONS)[number];
export const CLAIM_RESOLUTION_LABEL: Readonly<Record<ClaimResolution, string>> = {
  REFUND: "환불",
  RESHIP: "재발송",
};

/** What the store may answer a claim of each type with. */
export function claimResolutions(type: ClaimType): readonly ClaimResolution[] {
  switch (type) {
    case "CANCEL":
    case "RETURN":
      return ["REFUND"];
    case "EXCHANGE":
      return ["RESHIP"];
    case "DOA":
      return ["REFUND", "RESHIP"];
  }
}

/** Reason presets per type (the buyer picks one and may add text). */
export const CLAIM_REASONS: Readonly<Record<ClaimType, readonly string[]>> = {
  CANCEL: ["단순 변심", "주문 실수", "배송 지연", "기타"],
  RETURN: ["상품 파손", "상품 불량", "설명과 다른 상품", "단순 변심", "기타"],
  EXCHANGE: ["상품 불량", "다른 상품 배송", "옵션 변경", "기타"],
  DOA: ["도착 시 폐사", "도착 직후 폐사", "심한 상처·질병", "기타"],
};

export const CLAIM_PHOTOS_MAX = 5;
export const CLAIM_TEXT_MAX = 1000;
export const CLAIM_DECLINE_REASON_MAX = 500;
export const DOA_WINDOW_HOURS_DEFAULT = 2;
export const DOA_WINDOW_HOURS_MAX = 72;

/** The window a new store starts with: the stored `live_arrival` setting's hours, or the default (issue 27). */
export function liveArrivalWindowOf(data: unknown): number {
  return storedNumberOf(data, "windowHours", { min: 1, max: DOA_WINDOW_HOURS_MAX }, DOA_WINDOW_HOURS_DEFAULT);
}

/** The Korean refusal naming the store's window. */
export function doaWindowMessage(hours: number): string {
  return `폐사 보상은 도착 후 ${hours}시간 이내에만 신청할 수 있어요.`;
}

/** The end of a DOA window: `hours` after the part was marked delivered. */
export function doaDeadline(deliveredAt: Date, hours: number): Date {
  return new Date(deliveredAt.getTime() + hours * 3_600_000);
}

export interface ClaimablePart {
  orderState: string;
  deliveryState: string;
  deliveredAt: Date | null;
}

/**
 * Which claim types a line may be given now. CANCEL: before shipping (paid or preparing; the buyer's immediate
 * cancel of the whole part stays, a claim is for one line the store must take out). RETURN / EXCHANGE: delivered,
 * not yet confirmed. DOA: a covered product, delivered, inside the store's window.
 */
export function claimableTypes(
  part: ClaimablePart,
  line: { covered: boolean; windowHours: number },
  now: Date,
): ClaimType[] {
  const open = part.orderState === "PAYMENT_SUCCESS" || part.orderState === "PREPARING";
  if (!open) return [];
  if (part.deliveryState === "WAIT") return ["CANCEL"];
  if (part.deliveryState !== "SUCCESS") return [];
  const types: ClaimType[] = ["RETURN", "EXCHANGE"];
  if (line.covered && part.deliveredAt && now < doaDeadline(part.deliveredAt, line.windowHours)) types.push("DOA");
  return types;
}

// The error catalogue of SPEC §8: codes the API returns as `{ code, message }`, their HTTP status and the
// Korean message a person sees, plus the fixed messages of §8.

import { BASKET_MAX_PRODUCTS, BASKET_QUANTITY } from "./basket.ts";
import { withParticle } from "./wording.ts";

/** SPEC §8 "an empty error shows a generic message asking the user to retry". */
export const GENERIC_ERROR_MESSAGE = "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해주세요.";

/**
 * The error catalogue: every code the API may return, by name, with the HTTP status the server answers with
 * and the Korean message a person sees. The product's own codes of SPEC §8 are numbers (`code`); every other code
 * is its own name, a string.
 */
const CATALOGUE = {
  /** Sign-up with an email that already has an account. */
  DUPLICATE_EMAIL: { code: 1000, status: 409, message: "이미 가입된 이메일입니다." },
  /** Password help or login for an email with no account. */
  EMAIL_NOT_REGISTERED: { code: 1001, status: 404, message: "가입되지 않은 이메일입니다." },
  /** Login with a wrong email or password. 400, not 401: a 401 would start the token-refresh flow. */
  EMAIL_OR_PASSWORD_MISMATCH: { code: 1003, status: 400, message: "이메일 또는 비밀번호가 일치하지 않습니다." },
  /** Withdrawal requested by someone not allowed to withdraw the membership. */
  WITHDRAWAL_NOT_ALLOWED: { code: 1012, status: 403, message: "회원 탈퇴 권한이 없습니다." },
  /** Withdrawal requested by a partner (affiliate) member: it must go through the support centre. */
  AFFILIATE_WITHDRAWAL_VIA_SUPPORT: {
    code: 1013,
    status: 403,
    message: "파트너(제휴) 회원 탈퇴는 고객센터를 통해 진행해주세요.",
  },
  /** Login or action on an account that has already been withdrawn. */
  ALREADY_WITHDRAWN: { code: 1014, status: 409, message: "이미 탈퇴한 계정입니다." },
  /** Reading something the caller may not see, or that its owner made private. */
  ACCESS_DENIED_OR_PRIVATE: { code: 9003, status: 403, message: "접근 권한이 없거나 비공개로 전환되었습니다." },
  /** Service under maintenance (HTTP 503); passed to the caller rather than handled globally. */
  UNDER_MAINTENANCE: { code: 9900, status: 503, message: "서비스 점검 중입니다. 잠시 후 다시 이용해주세요." },
  /** A request body, query or parameter failed validation; the message names the field. */
  VALIDATION: { status: 400, message: "입력값을 확인해 주세요." },
  /** No valid access token for a member-only call. */
  UNAUTHORIZED: { status: 401, message: "로그인이 필요합니다." },
  /** Authenticated, but acting on someone else's resource. */
  FORBIDDEN: { status: 403, message: "접근 권한이 없습니다." },
  /** The addressed resource does not exist (or is deleted). */
  NOT_FOUND: { status: 404, message: "요청하신 정보를 찾을 수 없습니다." },
  /** A request body over the size limit. */
  PAYLOAD_TOO_LARGE: { status: 413, message: "요청 크기가 너무 큽니다." },
  /** A request body in a format the endpoint does not read (content type). */
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "지원하지 않는 요청 형식입니다." },
  /** Too many requests from one client. */
  RATE_LIMITED: { status: 429, message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요." },
  /** The SMS or mail service refused or did not answer (a phone code or reset mail was not sent). */
  MESSAGE_NOT_SENT: { status: 502, message: "메시지를 보내지 못했습니다. 잠시 후 다시 시도해주세요." },
  /** The database is down or restarting (HTTP 503 with Retry-After); trying again shortly works. */
  SERVICE_UNAVAILABLE: { status: 503, message: "잠시 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해 주세요." },
  /** Sign-up or profile edit with a nickname another member uses. */
  DUPLICATE_NICKNAME: { status: 409, message: "이미 사용 중인 닉네임입니다." },
  /** Sign-up or phone change with a number another account uses. */
  DUPLICATE_PHONE_NUMBER: { status: 409, message: "이미 가입된 휴대폰 번호입니다." },
  /** A step that needs a verified phone number without a valid verification. */
  PHONE_NOT_VERIFIED: {
    status: 400,
    message: "휴대폰 번호 인증이 완료되지 않았거나 만료되었습니다. 인증을 다시 진행해주세요.",
  },
  /** Too many wrong phone codes: a new code must be requested. */
  PHONE_CODE_LOCKED: { status: 400, message: "인증 시도 횟수를 초과했습니다. 인증번호를 다시 요청해주세요." },
  /** A phone code past its lifetime. */
  PHONE_CODE_EXPIRED: { status: 400, message: "인증번호가 만료되었습니다. 다시 요청해주세요." },
  /** A wrong phone code (the message says how many tries are left). */
  PHONE_CODE_MISMATCH: { status: 400, message: "인증번호가 일치하지 않습니다." },
  /** Account recovery for a phone number with no account. */
  MEMBER_NOT_FOUND: { status: 404, message: "가입된 계정이 없습니다." },
  /** A password reset link that is expired, used or unknown. */
  RESET_TOKEN_INVALID: {
    status: 400,
    message: "비밀번호 재설정 링크가 만료되었거나 이미 사용되었습니다. 다시 요청해주세요.",
  },
  /** Password change with a wrong current password. */
  PASSWORD_MISMATCH: { status: 400, message: "현재 비밀번호가 일치하지 않습니다." },
  /** A password action on an account that signs in through a social provider. */
  SOCIAL_ACCOUNT: { status: 400, message: "소셜 로그인으로 가입한 계정입니다." },
  /** A social sign-up ticket that expired or was used. */
  SOCIAL_SIGNUP_EXPIRED: { status: 400, message: "소셜 로그인 정보가 만료되었습니다. 처음부터 다시 시도해주세요." },
  /** Linking a social account that belongs to an account already. */
  SOCIAL_ALREADY_LINKED: { status: 409, message: "이미 가입된 소셜 계정입니다. 로그인해주세요." },
  /** Unlinking the only way the member can log in. */
  CANNOT_UNLINK: {
    status: 400,
    message: "로그인할 다른 방법이 없어 연결을 해제할 수 없습니다. 탈퇴를 원하시면 회원 탈퇴를 이용해주세요.",
  },
  /** A referral code that belongs to no member. */
  REFERRAL_CODE_NOT_FOUND: { status: 404, message: "존재하지 않는 추천인 코드입니다." },
  /** Registering one's own referral code. */
  REFEREE_SELF: { status: 400, message: "본인의 추천인 코드는 등록할 수 없습니다." },
  /** A second referrer for the same member. */
  REFEREE_ALREADY_REGISTERED: { status: 409, message: "이미 추천인을 등록했습니다." },
  /** More shipping destinations than a member may keep. */
  SHIPPING_DESTINATION_LIMIT: { status: 400, message: "더 이상 배송지를 등록할 수 없습니다." },
  /** A second partner-store application while one is under review. */
  REGISTRATION_PENDING: { status: 409, message: "이미 검토 중인 입점 신청이 있습니다. 결과를 기다려 주세요." },
  /** A second report of the same post or comment by the same member. */
  DUPLICATE_REPORT: { status: 409, message: "이미 신고했습니다." },
  /** A second daily record for the same farm and date. */
  DUPLICATE_RECORD_DATE: { status: 409, message: "이 날짜의 기록이 이미 있습니다. 기존 기록을 수정해주세요." },
  /** More images in one upload than allowed. */
  TOO_MANY_IMAGES: { status: 413, message: "한 번에 올릴 수 있는 사진 수를 넘었습니다." },
  /** An upload that is not one of the accepted image formats. */
  UNSUPPORTED_IMAGE: { status: 415, message: "JPG, PNG, WEBP, GIF 사진만 올릴 수 있습니다." },
  /** An image file over the size limit. */
  IMAGE_TOO_LARGE: { status: 413, message: "사진 용량이 너무 큽니다." },
  /** An image over the pixel limit. */
  IMAGE_TOO_MANY_PIXELS: { status: 413, message: "사진 해상도가 너무 큽니다." },
  /** An image file that cannot be decoded. */
  BROKEN_IMAGE: { status: 400, message: "사진 파일을 읽을 수 없습니다." },
  /** Adding to the basket a product (or option) with nothing left in stock. */
  SOLD_OUT: { status: 409, message: "품절된 상품입니다." },
  /** A basket or order quantity above what is left in stock (the message says how many are left). */
  STOCK_SHORT: { status: 409, message: "재고가 부족합니다." },
  /** Adding to the basket, or ordering, a product its store has stopped selling. */
  PRODUCT_NOT_ON_SALE: { status: 409, message: "판매가 중지된 상품입니다." },
  /** A basket product without an option of every required option group. */
  OPTION_REQUIRED: { status: 400, message: "필수 옵션을 선택해주세요." },
  /** A basket quantity above the most one line holds (merging included). */
  BASKET_QUANTITY_LIMIT: { status: 400, message: `한 상품은 ${BASKET_QUANTITY.max}개까지 담을 수 있습니다.` },
  /** A new product for a basket that already holds the most products it may. */
  BASKET_FULL: {
    status: 400,
    message: `장바구니에는 ${BASKET_MAX_PRODUCTS}개 상품까지 담을 수 있습니다. 다른 상품을 정리한 뒤 담아주세요.`,
  },
  /** The QR image could not be made. */
  QR_FAILED: { status: 500, message: "잠시 후 다시 시도해주세요." },
  /** An order line with an option of another product, or the same option twice. */
  OPTION_INVALID: { status: 400, message: "옵션을 다시 선택해주세요." },
  /** An add-on (packing) with a quantity of its own: it goes with its product line, one per line. */
  ADD_ON_QUANTITY: { status: 400, message: "추가 구성(포장 등)은 상품마다 1개만 선택할 수 있어요." },
  /** Confirming an order form that has no shipping destination. */
  SHIPPING_DESTINATION_REQUIRED: { status: 400, message: "배송지를 선택해주세요." },
  /** An order step that its current state does not allow (already paid, shipped, cancelled, ...). */
  ORDER_STATE_CONFLICT: { status: 409, message: "이미 처리된 주문입니다. 주문 상태를 확인해주세요." },
  /** An order form or unpaid order past its deadline. */
  ORDER_EXPIRED: { status: 409, message: "주문 가능 시간이 지났습니다. 다시 주문해주세요." },
  /** Using more points than the member's balance. */
  POINT_INSUFFICIENT: { status: 400, message: "보유한 적립금보다 많이 사용할 수 없습니다." },
  /** Using points beyond what the order leaves to pay (the gateway must still take at least 1원). */
  POINT_OVER_PAYABLE: {
    status: 400,
    message: "적립금은 결제할 금액보다 적게 사용해주세요. 적립금만으로는 결제할 수 없습니다.",
  },
  /** A production request completed before its required steps, or changed after completion. */
  PRODUCTION_REQUEST_STEP: {
    status: 400,
    message: "예산, 크기, 난이도, 기타, 컨셉을 모두 입력한 뒤 의뢰를 완료해 주세요.",
  },
  /** A new production request while the member already has one in progress. */
  PRODUCTION_REQUEST_WRITING: {
    status: 409,
    message: "작성 중인 제작 의뢰가 있습니다. 이어서 작성하거나 삭제한 뒤 새로 시작해 주세요.",
  },
  /** A webhook whose signature is missing, wrong or too old. */
  WEBHOOK_SIGNATURE_INVALID: { status: 401, message: "웹훅 서명이 올바르지 않습니다." },
  /** A refund of a virtual-account payment needs the member's refund account. */
  REFUND_ACCOUNT_REQUIRED: { status: 400, message: "가상계좌로 결제한 주문은 환불받을 계좌를 먼저 등록해주세요." },
  /** A claim type the order line's state does not allow now (not delivered yet, already confirmed, ...). */
  CLAIM_NOT_ALLOWED: { status: 409, message: "지금은 이 상품에 이 요청을 할 수 없습니다. 주문 상태를 확인해주세요." },
  /** A dead-on-arrival claim after the store's window (the message names the window). */
  CLAIM_WINDOW_CLOSED: { status: 409, message: "폐사 보상 신청 기간이 지났습니다." },
  /** A dead-on-arrival claim without a photo. */
  CLAIM_PHOTO_REQUIRED: { status: 400, message: "폐사 보상 신청에는 사진이 1장 이상 필요해요." },
  /** A second claim on a line whose claim is still open. */
  CLAIM_ALREADY_OPEN: { status: 409, message: "이 상품에 처리 중인 요청이 있습니다. 처리 결과를 기다려주세요." },
  /** A claim decided already, or answered with a resolution its type does not allow. */
  CLAIM_STATE_CONFLICT: { status: 409, message: "이미 처리된 요청입니다." },
  /** A part with an open claim on one of its lines cannot be confirmed until the claim is decided (decision 035). */
  CLAIM_OPEN: {
    status: 409,
    message: "처리 중인 취소·반품·교환 요청이 있어 구매 확정을 할 수 없어요. 요청이 처리된 후 다시 시도해주세요.",
  },
  /** A device push token that is not one: a web push subscription with a foreign endpoint or keys that are not a P-256 point and a 16-byte secret, or an app token that cannot be an FCM token. */
  PUSH_SUBSCRIPTION_INVALID: {
    status: 400,
    message: "알림을 받을 수 없는 기기 정보입니다. 알림 권한을 다시 허용해주세요.",
  },
  /** A mulbti answer to a question (or with an answer) that does not exist, or an incomplete quiz. */
  MULBTI_INVALID_ANSWER: { status: 400, message: "물BTI 답변을 확인해 주세요. 모든 질문에 한 번씩 답해 주세요." },
  /** A raffle entry outside its period. */
  RAFFLE_NOT_OPEN: { status: 409, message: "지금은 응모 기간이 아닙니다." },
  /** A second raffle entry by the same member. */
  RAFFLE_ALREADY_ENTERED: { status: 409, message: "이미 응모한 래플입니다." },
  /** A coupon the member already holds (one per member). */
  COUPON_ALREADY_DOWNLOADED: { status: 409, message: "이미 받은 쿠폰입니다." },
  /** Every copy of a coupon has been issued. */
  COUPON_SOLD_OUT: { status: 409, message: "쿠폰이 모두 소진되었습니다." },
  /** A coupon code nobody issued, or one that is not open now. */
  COUPON_CODE_INVALID: { status: 400, message: "유효하지 않은 쿠폰 코드입니다. 코드를 다시 확인해주세요." },
  /** A coupon that cannot be used here: not the member's, used, expired, another store's, or under its minimum. */
  COUPON_NOT_APPLICABLE: { status: 400, message: "이 주문에는 사용할 수 없는 쿠폰입니다." },
  /** A pre-user application outside the recruitment's period. */
  PREUSER_NOT_OPEN: { status: 409, message: "지금은 체험단 모집 기간이 아닙니다." },
  /** A second pre-user application to the same recruitment. */
  PREUSER_ALREADY_APPLIED: { status: 409, message: "이미 신청한 체험단입니다." },
  /** A pre-user change its state does not allow (cancel after selection, review link before it). */
  PREUSER_STATE_CONFLICT: { status: 409, message: "지금 상태에서는 할 수 없는 요청입니다." },
  /** A review link that is not a link of its social type. */
  PREUSER_INVALID_REVIEW_LINK: { status: 400, message: "리뷰 링크를 확인해 주세요." },
  /** The health check could not reach the database (HTTP 503 with Retry-After). */
  DATABASE_UNAVAILABLE: { status: 503, message: "데이터베이스에 연결할 수 없습니다." },
  /** The readiness check could not reach the job queue's own connections (HTTP 503 with Retry-After). */
  JOB_QUEUE_UNAVAILABLE: { status: 503, message: "작업 큐에 연결할 수 없습니다." },
  /** Readiness of an instance that is stopping (SIGTERM): the load balancer sends elsewhere (503, Retry-After). */
  SERVER_DRAINING: { status: 503, message: "이 서버는 종료 중입니다. 잠시 후 다시 시도해 주세요." },
  /** A short share link could not be made (no absolute PUBLIC_URL, or no free code): SPEC §8's "link not created". */
  SHARE_LINK_UNAVAILABLE: { status: 503, message: "링크가 생성되지 않았습니다. 관리자에게 문의해주세요." },
  /** Payments are not set up (no PortOne keys and the local stand-ins off): checkout cannot start. */
  PAYMENT_UNAVAILABLE: { status: 503, message: "지금은 온라인 결제를 이용할 수 없습니다. 고객센터에 문의해 주세요." },
  /** PortOne did not answer in time or answered 5xx; the payment's state is unknown until it is asked again. */
  PAYMENT_GATEWAY_UNAVAILABLE: { status: 503, message: "결제 서비스가 응답하지 않습니다. 잠시 후 다시 시도해 주세요." },
  /** PortOne refused a request (a cancel over the cancellable amount, a stale guard, a PG refusal). */
  PAYMENT_GATEWAY_REFUSED: { status: 502, message: "결제 서비스가 요청을 처리하지 못했습니다." },
  /** A payment webhook whose signature is missing, wrong or too old. */
  PAYMENT_WEBHOOK_REJECTED: { status: 400, message: "결제 알림의 서명을 확인할 수 없습니다." },
  /** No published magazine issue with that id. */
  MAGAZINE_NOT_FOUND: { status: 404, message: "잡지를 찾을 수 없습니다." },
  /** No magazine purchase with that payment id for this member. */
  MAGAZINE_PURCHASE_NOT_FOUND: { status: 404, message: "잡지 결제 내역을 찾을 수 없습니다." },
  /** Buying what the member can already read (a running subscription, an issue bought, a free issue). */
  MAGAZINE_ALREADY_READABLE: { status: 409, message: "이미 구독 중이어서 바로 읽을 수 있습니다." },
  /** A review of an order line that is not the member's own confirmed purchase. */
  REVIEW_NOT_ALLOWED: { status: 403, message: "구매 확정한 내 주문 상품에만 리뷰를 쓸 수 있습니다." },
  /** A second review of the same order line. */
  REVIEW_ALREADY_WRITTEN: { status: 409, message: "이미 리뷰를 작성한 주문 상품입니다." },
  /** A store's second reply to a review. */
  REVIEW_ALREADY_REPLIED: { status: 409, message: "이미 답글을 단 리뷰입니다. 답글은 한 번만 달 수 있습니다." },
  /** An inquiry already answered: the asker can no longer edit it, the store cannot answer it again. */
  INQUIRY_ALREADY_ANSWERED: { status: 409, message: "이미 답변이 달린 문의입니다." },
  /** Anything unexpected; details are logged, never sent. */
  /** A store console call naming a store (or its product) the member does not run: the same 404 as a missing one. */
  STORE_NOT_FOUND: { status: 404, message: "매장을 찾을 수 없습니다." },
  /** A stock edit that the sales since the screen was loaded would take below zero (domain/store-access.ts). */
  STOCK_CHANGED: {
    status: 409,
    message: "그 사이 주문이 들어와 재고가 바뀌었습니다. 새로 불러온 재고를 확인하고 다시 저장해주세요.",
  },
  /** Deleting a product someone has ordered (past orders keep it): it can only stop selling. */
  PRODUCT_HAS_ORDERS: {
    status: 409,
    message: "주문된 적이 있는 상품은 삭제할 수 없습니다. 판매 중지로 바꿔주세요.",
  },
  /** A store's compensation points on one order part past the cap (domain/point.ts AFFILIATE_COMPENSATION_MAX). */
  COMPENSATION_CAP: { status: 409, message: "이 주문에 줄 수 있는 적립금 한도를 넘었습니다." },
  /** Inviting as staff a member who already runs the store. */
  STAFF_ALREADY: { status: 409, message: "이미 이 매장을 함께 운영하는 회원입니다." },
  /** A product category that does not exist. */
  CATEGORY_INVALID: { status: 400, message: "카테고리를 다시 선택해주세요." },
  /** An operator whose session has not confirmed the second factor (TOTP) opening the console (domain/operator.ts). */
  SECOND_FACTOR_REQUIRED: { status: 401, message: "관리자 콘솔은 2단계 인증을 마친 뒤에 열립니다." },
  /** A wrong, expired or already used authenticator or recovery code. */
  SECOND_FACTOR_INVALID: {
    status: 400,
    message: "인증 코드가 맞지 않습니다. 인증 앱의 6자리 코드를 다시 입력해주세요.",
  },
  /** Setting up the authenticator again after it was confirmed (a lost device goes through a recovery code). */
  SECOND_FACTOR_ENROLLED: {
    status: 409,
    message: "이미 인증 앱을 등록했습니다. 등록한 앱의 코드나 복구 코드를 입력해주세요.",
  },
  /** Reordering a list that changed since the screen loaded it (an item added or deleted meanwhile). */
  LIST_CHANGED: { status: 409, message: "그 사이 목록이 바뀌었습니다. 새로 불러온 목록에서 다시 순서를 정해주세요." },
  /** An operator deciding a store registration that is not there (issue 27). */
  REGISTRATION_NOT_FOUND: { status: 404, message: "입점 신청을 찾을 수 없습니다." },
  /** Approving or rejecting a store registration that was already approved or rejected. */
  REGISTRATION_DECIDED: { status: 409, message: "이미 처리된 입점 신청입니다. 목록을 새로 고쳐 확인해주세요." },
  /** Suspending a store that is already suspended. */
  STORE_ALREADY_SUSPENDED: { status: 409, message: "이미 운영이 정지된 상점입니다." },
  /** Resuming a store that is not suspended. */
  STORE_NOT_SUSPENDED: { status: 409, message: "운영이 정지된 상점이 아닙니다." },
  /** A write (any change) by a member an operator suspended; the server's message says until when and why. */
  MEMBER_SUSPENDED: { status: 403, message: "이용이 제한된 계정입니다. 제한 기간이 지나면 다시 이용할 수 있습니다." },
  /** An operator deciding a report queue item that was already decided (no report of it is pending any more). */
  REPORT_ALREADY_DECIDED: { status: 409, message: "이미 처리된 신고입니다. 목록을 새로 불러와 주세요." },
  /** An operator's point deduction larger than the member's balance (a balance never goes below zero). */
  POINT_DEDUCTION_OVER_BALANCE: { status: 409, message: "회원이 보유한 적립금보다 많이 차감할 수 없습니다." },
  /** Retrying or closing a refund on a payment that owes nothing (already paid back or handled). */
  REFUND_NOT_OWED: { status: 409, message: "돌려줄 금액이 남아 있지 않은 결제입니다. 목록을 새로 고쳐 확인해주세요." },
  /** Redeeming a single-use coupon code someone already used. */
  COUPON_CODE_USED: { status: 409, message: "이미 사용된 쿠폰 코드입니다." },
  /** An operator's shared code that another coupon (or a single-use code) already uses. */
  COUPON_CODE_TAKEN: { status: 409, message: "이미 다른 쿠폰에 쓰인 코드입니다. 다른 코드를 정해주세요." },
  INTERNAL: { status: 500, message: GENERIC_ERROR_MESSAGE },
} as const satisfies Record<string, { code?: number; status: number; message: string }>;

type Catalogue = typeof CATALOGUE;

/** Every code the API may return, by name: `ErrorCode.VALIDATION`, `ErrorCode.DUPLICATE_EMAIL` (1000). */
export const ErrorCode = Object.freeze(
  Object.fromEntries(Object.entries(CATALOGUE).map(([name, entry]) => [name, "code" in entry ? entry.code : name])),
) as { readonly [Name in keyof Catalogue]: Catalogue[Name] extends { code: infer Code } ? Code : Name };
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
const ERROR_CODES: readonly ErrorCode[] = Object.values(ErrorCode);

/** The catalogue by code, as the server and the web look it up. */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, { status: number; message: string }>> = Object.fromEntries(
  Object.entries(CATALOGUE).map(([name, { status, message }]) => [
    ErrorCode[name as keyof Catalogue],
    { status, message },
  ]),
) as Record<ErrorCode, { status: number; message: string }>;

/** SPEC §8 error catalogue: whether a value is one of the known codes. */
export function isErrorCode(code: unknown): code is ErrorCode {
  // Compared by value, not as an object key: "1000" (a string) is not the code 1000.
  return ERROR_CODES.some((known) => known === code);
}

/** The product's own numeric codes of SPEC §8 (1000, 1003, 9003, …): their message is always the catalogue's. */
export function isSpecErrorCode(code: unknown): code is ErrorCode & number {
  return typeof code === "number" && isErrorCode(code);
}

/**
 * The one rule for the message a person sees for a failed call (SPEC §8), used by the web for every API error:
 * a SPEC §8 numeric code shows its catalogue message; any other code shows the server's own message when it
 * has one (it names the field or the reason, e.g. "입력값을 확인해 주세요. size: …"), else the catalogue's for a
 * known code, else (an empty error) the generic retry message.
 */
export function errorMessage(code: unknown, serverMessage?: string | null): string {
  if (isSpecErrorCode(code)) return ERROR_CATALOGUE[code].message;
  const own = serverMessage?.trim();
  if (own) return own;
  return isErrorCode(code) ? ERROR_CATALOGUE[code].message : GENERIC_ERROR_MESSAGE;
}

/** SPEC §8 error catalogue: the HTTP status the server answers with for a code. */
export function errorStatus(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}

/** SPEC §7, §8: a 503 carrying code 9900 is maintenance, passed to the caller instead of the error page. */
export function isMaintenanceError(status: number, code: unknown): boolean {
  return status === 503 && code === ErrorCode.UNDER_MAINTENANCE;
}

/** SPEC §5 validation, server side: the VALIDATION message naming the field, e.g. "이메일을 확인해주세요." */
export function validationErrorMessage(field: string): string {
  return `${withParticle(field, "을")} 확인해주세요.`;
}

/** The fixed messages of SPEC §8 (and the dialogs of §4, §5, §6), in Korean. */
export const MESSAGE = {
  reportSucceeded: "신고가 접수되었습니다. 빠르게 처리하겠습니다.",
  reportFailed: "신고 접수에 실패했습니다. 다시 시도해주세요.",
  pushTokenFailed: "알 수 없는 오류가 발생했습니다. 다시 시도해주세요.",
  qrGenerationFailed: "잠시 후 다시 시도해주세요.",
  qrSaveAppOnly: "저장은 앱에서 가능합니다.",
  qrSaveFailed: "저장에 실패했습니다.",
  qrSaved: "저장되었습니다.",
  dynamicLinkMissing: "링크가 생성되지 않았습니다. 관리자에게 문의해주세요.",
  logoutFailed: "로그아웃에 실패했습니다.",
  linkCopied: "복사되었습니다. 다른 분들과 공유해보세요.",
  noResults: "검색 결과가 없습니다.",
  contentPreparing: "콘텐츠를 준비 중입니다.",
  pageNotFound: "페이지를 찾을 수 없습니다.",
  loginRequired: "로그인이 필요합니다.",
  login: "로그인",
  close: "닫기",
  deleteConfirm: "삭제하시겠습니까?",
  confirm: "확인",
  yes: "네",
  no: "아니요",
  searchWordRequired: "검색어를 입력해주세요",
  unknownMiddleware: "Unknown middleware",
} as const;

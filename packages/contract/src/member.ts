/**
 * Members (API.md "Members"): sign-up, my info, profile, phone verification, password help, withdrawal,
 * shipping destinations, refund account and referral. Field rules and messages come from
 * @mulmung/domain/validation so the server and the web forms say the same thing.
 */
import { LOGIN_TYPES } from "@mulmung/domain/enums";
import {
  EMAIL_PATTERN,
  NAME_PATTERN,
  NICKNAME_PATTERN,
  normalizePhone,
  PASSWORD_CHARACTERS_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  VALIDATION_MESSAGE,
} from "@mulmung/domain/validation";
import { z } from "zod";
import { bankAccount, trimmed } from "./common.ts";
import { OwnImageUrl } from "./upload.ts";

// ---- Fields --------------------------------------------------------------------------------------------

export const NICKNAME_MAX_LENGTH = 20;
export const NAME_MAX_LENGTH = 30;
export const PASSWORD_MAX_LENGTH = 64;
export const INTRODUCTION_MAX_LENGTH = 200;
export const WITHDRAWAL_REASON_MAX_LENGTH = 500;
export { WITHDRAWAL_CONFIRM_WORD } from "@mulmung/domain/limits";

export const EmailField = trimmed().pipe(
  z
    .string()
    .min(1, VALIDATION_MESSAGE.emailRequired)
    .max(254, "이메일은 254자 이내로 입력해주세요.")
    .regex(EMAIL_PATTERN, VALIDATION_MESSAGE.emailInvalid)
    .transform((value) => value.toLowerCase()),
);

export const NicknameField = trimmed().pipe(
  z
    .string()
    .min(1, VALIDATION_MESSAGE.nicknameRequired)
    .max(NICKNAME_MAX_LENGTH, `닉네임은 ${NICKNAME_MAX_LENGTH}자 이내로 입력해주세요.`)
    .regex(NICKNAME_PATTERN, VALIDATION_MESSAGE.nicknameInvalid),
);

export const NameField = trimmed().pipe(
  z
    .string()
    .min(1, VALIDATION_MESSAGE.nameRequired)
    .max(NAME_MAX_LENGTH, `이름은 ${NAME_MAX_LENGTH}자 이내로 입력해주세요.`)
    .regex(NAME_PATTERN, VALIDATION_MESSAGE.nameInvalid),
);

/** Not trimmed: a space is a character the rule does not allow (SPEC §5). */
export const PasswordField = z
  .string()
  .min(1, VALIDATION_MESSAGE.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이내로 입력해주세요.`)
  .regex(PASSWORD_CHARACTERS_PATTERN, VALIDATION_MESSAGE.passwordCharacters)
  .regex(PASSWORD_PATTERN, VALIDATION_MESSAGE.passwordInvalid);

/** "010-1234-5678" and "01012345678" are both accepted; the value is the bare 11 digits. */
export const PhoneField = z
  .string()
  .transform((value) => normalizePhone(value))
  .pipe(z.string().min(1, VALIDATION_MESSAGE.phoneRequired).regex(PHONE_PATTERN, VALIDATION_MESSAGE.phoneInvalid));

export const PhoneAuthenticationId = z.uuid("휴대폰 인증 정보가 올바르지 않습니다. 인증을 다시 진행해주세요.");

export const LoginType = z.enum(LOGIN_TYPES, "로그인 방식이 올바르지 않습니다.");
export const SocialLoginType = z.enum(["KAKAO", "NAVER", "GMAIL", "APPLE"], "소셜 로그인 방식이 올바르지 않습니다.");
export type SocialLoginType = z.infer<typeof SocialLoginType>;

export const IdParam = z.object({ id: z.coerce.number().int("번호가 올바르지 않습니다.").min(1).max(2_147_483_647) });

// ---- Responses ------------------------------------------------------------------------------------------

/**
 * What a push token is (SPEC §3 deviceInformation.platform; decision 049): WEB, a browser's PushSubscription as JSON
 * (web push); ANDROID or IOS, the native app's FCM registration token.
 */
export const PushPlatform = z.enum(["WEB", "ANDROID", "IOS"]);
export type PushPlatform = z.infer<typeof PushPlatform>;

/** SPEC §3 pushInformation. Dates are ISO-8601 strings. */
export const PushInformation = z
  .object({
    id: z.number().int(),
    isAdNotification: z.boolean(),
    isEventNotification: z.boolean(),
    pushToken: z.string().nullable(),
    /** What pushToken is (null with it). */
    pushPlatform: PushPlatform.nullable(),
    adNotificationDate: z.string().nullable(),
    eventNotificationDate: z.string().nullable(),
    /** The separate consent to ad and event messages between 21:00 and 08:00 (정보통신망법 제50조). */
    isNightAdNotification: z.boolean(),
    nightAdNotificationDate: z.string().nullable(),
  })
  .meta({ id: "PushInformation" });
export type PushInformation = z.infer<typeof PushInformation>;

/** What a member is: a shopper, a partner store's member, an operator. */
export const MemberRole = z.enum(["MEMBER", "AFFILIATE", "ADMIN"]);

/** Who a member is, as their own account and an operator's order screens show it. */
export const memberIdentity = {
  id: z.number().int(),
  email: z.string().nullable(),
  nickname: z.string().nullable(),
  name: z.string().nullable(),
  phoneNumber: z.string().nullable(),
};

/** The logged-in member (GET /member/me, the login result's `member`). */
export const Member = z
  .object({
    ...memberIdentity,
    loginType: LoginType,
    role: MemberRole,
    point: z.number().int(),
    referralCode: z.string(),
    profileImageUrl: z.string().nullable(),
    introduction: z.string().nullable(),
    isCertified: z.boolean().meta({ description: "휴대폰 번호가 인증번호로 확인되었는지" }),
    hasPassword: z.boolean(),
    socialLoginTypes: z.array(SocialLoginType),
    serviceType: z.string(),
    createDate: z.string(),
    pushInformation: PushInformation,
    /**
     * An operator's suspension while it holds (issue 27): until when (ISO) and why; null when none. A suspended
     * member reads but cannot write (403 MEMBER_SUSPENDED). Always sent by the server.
     */
    suspension: z.object({ until: z.string(), reason: z.string() }).nullable().optional(),
  })
  .meta({ id: "Member" });
export type Member = z.infer<typeof Member>;

/** The public member card: a withdrawn member shows as "탈퇴한 회원". */
export const MemberCard = z
  .object({
    id: z.number().int(),
    nickname: z.string(),
    profileImageUrl: z.string().nullable(),
    isWithdrawn: z.boolean(),
  })
  .meta({ id: "MemberCard" });
export type MemberCard = z.infer<typeof MemberCard>;

export const Profile = MemberCard.extend({
  introduction: z.string().nullable(),
  createDate: z.string(),
}).meta({ id: "Profile" });
export type Profile = z.infer<typeof Profile>;

// ---- Duplicate checks -----------------------------------------------------------------------------------

export const DuplicateEmailQuery = z.object({ email: EmailField });
export const DuplicateNicknameQuery = z.object({ nickname: NicknameField });
export const DuplicatePhoneQuery = z.object({ phoneNumber: PhoneField });
export const DuplicateResult = z.object({ isDuplicate: z.literal(false) });

// ---- Sign-up --------------------------------------------------------------------------------------------

export const SignUpRequest = z
  .object({
    loginType: LoginType.default("EMAIL"),
    email: EmailField.optional(),
    password: PasswordField.optional(),
    nickname: NicknameField,
    name: NameField.optional(),
    phoneNumber: PhoneField.optional(),
    phoneAuthenticationId: PhoneAuthenticationId.optional(),
    isUseService: z.boolean().refine((value) => value, "서비스 이용약관에 동의해주세요."),
    isPrivacy: z.boolean().refine((value) => value, "개인정보 수집 및 이용에 동의해주세요."),
    isReceiveEventAndMarketing: z.boolean().default(false),
    referralCode: trimmed()
      .pipe(z.string().max(20, "추천인 코드가 올바르지 않습니다."))
      .optional()
      .transform((value) => (value ? value.toUpperCase() : undefined)),
    /** Social sign-up: the ticket the OAuth callback issued (web clients send it as a cookie instead). */
    socialSignupToken: z.string().max(4096).optional(),
    /** Ignored: the server fills serviceType (SPEC §3). */
    serviceType: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.loginType !== "EMAIL") return;
    if (!value.email) ctx.addIssue({ code: "custom", path: ["email"], message: VALIDATION_MESSAGE.emailRequired });
    if (!value.password)
      ctx.addIssue({ code: "custom", path: ["password"], message: VALIDATION_MESSAGE.passwordRequired });
    if (!value.phoneNumber)
      ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: VALIDATION_MESSAGE.phoneRequired });
    if (!value.phoneAuthenticationId)
      ctx.addIssue({ code: "custom", path: ["phoneAuthenticationId"], message: "휴대폰 번호 인증을 완료해주세요." });
  });
export type SignUpRequest = z.input<typeof SignUpRequest>;

// ---- My info --------------------------------------------------------------------------------------------

export const UpdateMemberRequest = z
  .object({ name: NameField.optional(), nickname: NicknameField.optional() })
  .refine((v) => v.name !== undefined || v.nickname !== undefined, "변경할 내용을 입력해주세요.");

export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, "현재 비밀번호를 입력해주세요.").max(PASSWORD_MAX_LENGTH),
  newPassword: PasswordField,
});

export const CertificationRequest = z.object({ phoneAuthenticationId: PhoneAuthenticationId });

export const UpdatePushInformationRequest = z
  .object({
    isAdNotification: z.boolean().optional(),
    isEventNotification: z.boolean().optional(),
    isNightAdNotification: z.boolean().optional(),
  })
  .refine(
    (v) =>
      v.isAdNotification !== undefined || v.isEventNotification !== undefined || v.isNightAdNotification !== undefined,
    "변경할 알림 설정을 선택해주세요.",
  );

export const PushTokenRequest = z.object({
  pushToken: z.string().min(1, "푸시 토큰이 비어 있습니다.").max(4096).nullable(),
  /** What the token is: WEB (default, a web push subscription) or the native app's FCM token (ANDROID, IOS). */
  platform: PushPlatform.default("WEB"),
});

export const WithdrawalRequest = z.object({
  word: z.string().max(50, "확인 문구가 올바르지 않습니다."),
  withdrawalReason: trimmed()
    .pipe(
      z
        .string()
        .max(WITHDRAWAL_REASON_MAX_LENGTH, `탈퇴 사유는 ${WITHDRAWAL_REASON_MAX_LENGTH}자 이내로 입력해주세요.`),
    )
    .optional(),
});

export const UpdateProfileRequest = z
  .object({
    nickname: NicknameField.optional(),
    introduction: trimmed()
      .pipe(z.string().max(INTRODUCTION_MAX_LENGTH, `소개는 ${INTRODUCTION_MAX_LENGTH}자 이내로 입력해주세요.`))
      .nullable()
      .optional(),
    profileImageUrl: OwnImageUrl.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), "변경할 내용을 입력해주세요.");

// ---- Phone verification, find member, password reset ----------------------------------------------------

export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_SECONDS = 180;
export const PHONE_CODE_MAX_ATTEMPTS = 5;

export const PhoneAuthenticationRequest = z.object({ phoneNumber: PhoneField });
export const PhoneAuthenticationCreated = z.object({ id: z.string(), expiresAt: z.string() });
export const PhoneAuthenticationConfirmParams = z.object({
  id: PhoneAuthenticationId,
  number: z.string().regex(/^\d{6}$/, "인증번호 6자리 숫자를 입력해주세요."),
});
export const PhoneAuthenticationConfirmed = z.object({
  id: z.string(),
  phoneNumber: z.string(),
  isConfirmed: z.literal(true),
});

export const FindEmailRequest = z.object({ phoneAuthenticationId: PhoneAuthenticationId });
export const FindEmailResult = z.object({
  email: z.string().nullable().meta({ description: "가려진 이메일 (예: de**@mulmung.kr)" }),
  loginType: LoginType,
  createDate: z.string(),
});

export const FindPasswordRequest = z.object({ email: EmailField });
export const FindPasswordResult = z.object({ message: z.string() });
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const ResetPasswordRequest = z.object({
  token: z.string().min(1, "재설정 링크가 올바르지 않습니다.").max(200, "재설정 링크가 올바르지 않습니다."),
  password: PasswordField,
});

// ---- Shipping destinations -----------------------------------------------------------------------------

export const SHIPPING_DESTINATION_LIMIT = 20;

const shortText = (label: string, max: number) =>
  trimmed().pipe(
    z.string().min(1, `${label}을(를) 입력해주세요.`).max(max, `${label}은(는) ${max}자 이내로 입력해주세요.`),
  );

export const ShippingDestinationRequest = z.object({
  name: shortText("배송지 이름", 30),
  recipient: shortText("받는 분", 30),
  phoneNumber: PhoneField,
  postalCode: trimmed().pipe(z.string().regex(/^\d{5}$/, "우편번호는 5자리 숫자로 입력해주세요.")),
  address: shortText("주소", 200),
  detailAddress: trimmed().pipe(z.string().max(200, "상세 주소는 200자 이내로 입력해주세요.")).default(""),
  isDefault: z.boolean().default(false),
});
/** A destination as validated (defaults filled in): what the server stores and the web form edits. */
export type ShippingDestinationInput = z.output<typeof ShippingDestinationRequest>;
export const ShippingDestinationPatch = ShippingDestinationRequest.partial().refine(
  (v) => Object.values(v).some((value) => value !== undefined),
  "변경할 내용을 입력해주세요.",
);

/** Where a parcel goes and who takes it: a shipping destination's, copied into an order as it was then. */
export const destinationFields = {
  name: z.string(),
  recipient: z.string(),
  phoneNumber: z.string(),
  postalCode: z.string(),
  address: z.string(),
  detailAddress: z.string(),
};

export const ShippingDestination = z
  .object({
    id: z.number().int(),
    ...destinationFields,
    isDefault: z.boolean(),
    createDate: z.string(),
  })
  .meta({ id: "ShippingDestination" });
export type ShippingDestination = z.infer<typeof ShippingDestination>;

// ---- Refund account and banks --------------------------------------------------------------------------

export const BankCategory = z.object({ code: z.string(), name: z.string() }).meta({ id: "BankCategory" });
export type BankCategory = z.infer<typeof BankCategory>;

export const RefundAccountRequest = z.object({
  bankCode: z.string().regex(/^\d{3}$/, "은행을 선택해주세요."),
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{10,16}$/, "계좌번호는 숫자 10~16자리로 입력해주세요.")),
  accountHolder: NameField,
});
export const RefundAccount = z
  .object({
    id: z.number().int(),
    bankCode: z.string(),
    ...bankAccount,
    updateDate: z.string(),
  })
  .meta({ id: "RefundAccount" });
export type RefundAccount = z.infer<typeof RefundAccount>;
export const RefundAccountResult = z.object({ refundAccount: RefundAccount.nullable() });

// ---- Referral -------------------------------------------------------------------------------------------

export const RefereeRequest = z.object({
  referralCode: trimmed().pipe(
    z
      .string()
      .min(1, "추천인 코드를 입력해주세요.")
      .max(20, "추천인 코드가 올바르지 않습니다.")
      .transform((value) => value.toUpperCase()),
  ),
});
export const RefereeState = z.object({
  myReferralCode: z.string(),
  referee: z.object({ nickname: z.string(), createDate: z.string() }).nullable(),
  referredCount: z.number().int(),
});
export type RefereeState = z.infer<typeof RefereeState>;

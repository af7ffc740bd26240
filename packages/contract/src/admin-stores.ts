/**
 * Stores as operators run them (issue 27; `/api/v1/admin/store-registration...`, `/api/v1/admin/store...`):
 * registrations approved or rejected with a reason, stores suspended and resumed, each store's platform fee.
 */
import { z } from "zod";
import { FeeRateBp } from "./admin-settings.ts";
import { listOf, PagingQuery } from "./common.ts";

export const REGISTRATION_STATES = ["WAIT", "APPROVED", "REJECTED"] as const;
export const RegistrationState = z.enum(REGISTRATION_STATES, {
  error: "신청 상태는 WAIT, APPROVED, REJECTED 중 하나입니다.",
});

export const StoreRegistrationQuery = PagingQuery.extend({ state: RegistrationState.optional() });
export type StoreRegistrationQuery = z.infer<typeof StoreRegistrationQuery>;

/** An application to become a store, with who applied. */
export const AdminStoreRegistration = z.object({
  id: z.number().int(),
  storeName: z.string(),
  ownerName: z.string(),
  phoneNumber: z.string(),
  businessRegistrationNumber: z.string(),
  address: z.string(),
  description: z.string(),
  state: RegistrationState,
  rejectionReason: z.string().nullable(),
  createDate: z.string(),
  decidedAt: z.string().nullable(),
  /** The store the approval created. */
  affiliateId: z.number().int().nullable(),
  applicant: z.object({
    memberId: z.number().int(),
    email: z.string(),
    nickname: z.string(),
    name: z.string().nullable(),
  }),
});
export type AdminStoreRegistration = z.infer<typeof AdminStoreRegistration>;
export const AdminStoreRegistrationList = listOf(AdminStoreRegistration);
export type AdminStoreRegistrationList = z.infer<typeof AdminStoreRegistrationList>;

const coordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label}를 숫자로 입력해주세요.` })
    .min(-limit, `${label}를 확인해주세요.`)
    .max(limit, `${label}를 확인해주세요.`);

/**
 * Approval: where the store is on the map, when the operator knows (the owner sets it in the store's profile
 * otherwise; until then the store sits at the store lists' default centre).
 */
export const RegistrationApproval = z
  .object({ latitude: coordinate("위도", 90).optional(), longitude: coordinate("경도", 180).optional() })
  .refine((b) => (b.latitude === undefined) === (b.longitude === undefined), {
    message: "위도와 경도는 함께 입력해주세요.",
    path: ["longitude"],
  });
export type RegistrationApproval = z.infer<typeof RegistrationApproval>;

/** Rejection: the reason the applicant is shown. */
export const RegistrationRejection = z.object({
  reason: z
    .string({ error: "반려 사유를 입력해주세요." })
    .trim()
    .min(2, "반려 사유는 2자 이상 입력해주세요.")
    .max(500, "반려 사유는 500자까지입니다."),
});
export type RegistrationRejection = z.infer<typeof RegistrationRejection>;

/** A member's own registrations as they see them (`GET /api/v1/affiliate/registration`), newest first. */
export const MyStoreRegistration = z.object({
  id: z.number().int(),
  storeName: z.string(),
  state: RegistrationState,
  /** Why the operator rejected it (REJECTED only). */
  rejectionReason: z.string().nullable(),
  createDate: z.string(),
  decidedAt: z.string().nullable(),
});
export type MyStoreRegistration = z.infer<typeof MyStoreRegistration>;
export const MyStoreRegistrationList = z.object({ items: z.array(MyStoreRegistration) });
export type MyStoreRegistrationList = z.infer<typeof MyStoreRegistrationList>;

export const ADMIN_STORE_STATES = ["NORMAL", "SUSPENDED"] as const;
export const AdminStoreQuery = PagingQuery.extend({
  query: z.string().trim().max(50, "검색어는 50자까지입니다.").optional(),
  state: z.enum(ADMIN_STORE_STATES, { error: "상점 상태는 NORMAL, SUSPENDED 중 하나입니다." }).optional(),
});
export type AdminStoreQuery = z.infer<typeof AdminStoreQuery>;

export const AdminStore = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  phoneNumber: z.string().nullable(),
  state: z.string(),
  suspensionReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
  owner: z.object({ memberId: z.number().int(), email: z.string(), nickname: z.string() }).nullable(),
  /** The store's own rate; null: the default (`platform_fee`). */
  platformFeeRateBp: z.number().int().nullable(),
  /** The rate 정산 uses now. */
  feeRateBp: z.number().int(),
  productCount: z.number().int(),
  createDate: z.string(),
});
export type AdminStore = z.infer<typeof AdminStore>;
export const AdminStoreList = listOf(AdminStore);
export type AdminStoreList = z.infer<typeof AdminStoreList>;

/** Suspend with a reason, or resume. */
export const StoreSuspension = z
  .object({
    suspended: z.boolean({ error: "정지 여부를 선택해주세요." }),
    reason: z.string({ error: "정지 사유를 입력해주세요." }).trim().max(500, "정지 사유는 500자까지입니다.").optional(),
  })
  .refine((b) => !b.suspended || (b.reason?.length ?? 0) >= 2, {
    message: "정지 사유는 2자 이상 입력해주세요.",
    path: ["reason"],
  });
export type StoreSuspension = z.infer<typeof StoreSuspension>;

/** The store's own platform fee; null returns it to the default. */
export const StoreFee = z.object({ rateBp: FeeRateBp.nullable() });
export type StoreFee = z.infer<typeof StoreFee>;

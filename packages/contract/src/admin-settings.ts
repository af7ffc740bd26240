/**
 * Service settings as the operators' console edits them (issue 27; `/api/v1/admin/service-setting...`): each setting
 * its own schema, validated before it is stored; what members read stays `GET /api/v1/service-setting`.
 */
import { APP_VERSION_PATTERN } from "@mulmung/domain/app-version";
import { DOA_WINDOW_HOURS_MAX } from "@mulmung/domain/claim";
import { POINT_LIMITS } from "@mulmung/domain/point";
import { MAX_FEE_RATE_BP } from "@mulmung/domain/settlement";
import { z } from "zod";

const when = (label: string) =>
  z.iso.datetime({ offset: true, error: `${label}은 날짜와 시간(예: 2026-12-01T02:00:00+09:00)으로 입력해주세요.` });

/** `service_check`: the maintenance switch; with a window, members are stopped only inside it. */
export const ServiceCheckSetting = z
  .object({
    isEnable: z.boolean({ error: "점검 사용 여부를 선택해주세요." }),
    message: z.string({ error: "점검 안내 문구를 입력해주세요." }).trim().max(500, "점검 안내 문구는 500자까지입니다."),
    startAt: when("점검 시작 시각").optional(),
    endAt: when("점검 종료 시각").optional(),
  })
  .refine((check) => !check.startAt || !check.endAt || Date.parse(check.startAt) < Date.parse(check.endAt), {
    message: "점검 종료 시각은 시작 시각보다 뒤여야 합니다.",
    path: ["endAt"],
  });
export type ServiceCheckSetting = z.infer<typeof ServiceCheckSetting>;

/** `order_delivery_memo`: the delivery-memo presets the order form offers, one a line. */
export const DeliveryMemoSetting = z.object({
  isEnable: z.boolean({ error: "배송 메모 사용 여부를 선택해주세요." }),
  memo: z
    .string({ error: "배송 메모 문구를 입력해주세요." })
    .max(1000, "배송 메모 문구는 1000자까지입니다.")
    .refine((memo) => memo.split("\n").every((line) => line.trim().length <= 50), "배송 메모 한 줄은 50자까지입니다."),
});
export type DeliveryMemoSetting = z.infer<typeof DeliveryMemoSetting>;

const points = (label: string) =>
  z
    .number({ error: `${label}을 숫자로 입력해주세요.` })
    .int(`${label}은 정수여야 합니다.`)
    .min(0, `${label}은 0 이상이어야 합니다.`)
    .max(POINT_LIMITS.maxPoints, `${label}은 ${POINT_LIMITS.maxPoints.toLocaleString("ko-KR")}P까지입니다.`);

/** `point_rate`: what purchases, reviews and referrals earn (domain/point.ts DEFAULT_POINT_RATES until set). */
export const PointRateSetting = z.object({
  buyRewardPercent: z
    .number({ error: "구매 적립률을 숫자로 입력해주세요." })
    .min(0, "구매 적립률은 0% 이상이어야 합니다.")
    .max(POINT_LIMITS.maxBuyRewardPercent, `구매 적립률은 ${POINT_LIMITS.maxBuyRewardPercent}%까지입니다.`)
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, "구매 적립률은 소수 둘째 자리까지입니다."),
  reviewTextPoints: points("일반 리뷰 적립금"),
  reviewPhotoPoints: points("포토 리뷰 적립금"),
  refereeReceivedPoints: points("추천인 등록 적립금"),
  refereeSentPoints: points("친구 초대 적립금"),
});
export type PointRateSetting = z.infer<typeof PointRateSetting>;

/** `live_arrival`: the live-arrival window a new store starts with (hours after delivery). */
export const LiveArrivalSetting = z.object({
  windowHours: z
    .number({ error: "생물 도착 보장 시간을 숫자로 입력해주세요." })
    .int("생물 도착 보장 시간은 정수여야 합니다.")
    .min(1, "생물 도착 보장 시간은 1시간 이상이어야 합니다.")
    .max(DOA_WINDOW_HOURS_MAX, `생물 도착 보장 시간은 ${DOA_WINDOW_HOURS_MAX}시간까지입니다.`),
});
export type LiveArrivalSetting = z.infer<typeof LiveArrivalSetting>;

/** Basis points (1000 = 10%) of a platform fee. */
export const FeeRateBp = z
  .number({ error: "수수료율을 숫자로 입력해주세요." })
  .int("수수료율은 0.01% 단위의 정수(bp)여야 합니다.")
  .min(0, "수수료율은 0 이상이어야 합니다.")
  .max(MAX_FEE_RATE_BP, `수수료율은 ${MAX_FEE_RATE_BP / 100}%까지입니다.`);

/** `platform_fee`: the default platform fee of 정산 (a store's own rate comes first). */
export const PlatformFeeSetting = z.object({ rateBp: FeeRateBp });
export type PlatformFeeSetting = z.infer<typeof PlatformFeeSetting>;

const appVersionRule = (label: string) =>
  z.object({
    minimumVersion: z
      .string({ error: `${label} 최소 버전을 입력해주세요.` })
      .trim()
      .refine(
        (version) => version === "" || APP_VERSION_PATTERN.test(version),
        `${label} 최소 버전은 1.4.0처럼 숫자와 점으로 입력해주세요.`,
      ),
    storeUrl: z
      .string({ error: `${label} 스토어 주소를 입력해주세요.` })
      .trim()
      .max(500, `${label} 스토어 주소는 500자까지입니다.`)
      .refine((url) => url === "" || /^https:\/\/\S+$/.test(url), `${label} 스토어 주소는 https://로 시작해야 합니다.`),
  });

/**
 * `app_version` (issue 29, SPEC §3 isAppUpdate): per platform the lowest app version that runs without being asked to
 * update, and the store page it updates from; an empty version asks nobody.
 */
export const AppVersionSetting = z.object({ android: appVersionRule("Android"), ios: appVersionRule("iOS") });
export type AppVersionSetting = z.infer<typeof AppVersionSetting>;

/** The settings the console edits, by their `settingType`, each with the schema its update is validated by. */
export const EDITABLE_SETTINGS = {
  service_check: ServiceCheckSetting,
  order_delivery_memo: DeliveryMemoSetting,
  point_rate: PointRateSetting,
  live_arrival: LiveArrivalSetting,
  platform_fee: PlatformFeeSetting,
  app_version: AppVersionSetting,
} as const;
export type EditableSettingType = keyof typeof EDITABLE_SETTINGS;

/** Every setting the console edits, as in effect (defaults where a setting was never stored). */
export const AdminServiceSettings = z.object({
  ...EDITABLE_SETTINGS,
  /** Whether maintenance stops members at this moment (switched on, and inside its window when it has one). */
  maintenanceActive: z.boolean(),
});
export type AdminServiceSettings = z.infer<typeof AdminServiceSettings>;

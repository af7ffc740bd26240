/** Site content: service settings (SPEC.md section 3, API.md "Site content"). */
import { z } from "zod";
import { listOf } from "./common.ts";

/**
 * One service setting. `settingData` is JSON text, as SPEC.md section 3 says clients parse it
 * ("parsed from JSON"); `parseServiceSettings` of @mulmung/domain/service-setting does that.
 */
export const ServiceSettingItem = z
  .object({
    settingType: z.string().meta({ description: "company_information, terms_use_service, service_check, ..." }),
    settingData: z.string().nullable().meta({ description: "the setting's data as JSON text" }),
  })
  .meta({ id: "ServiceSetting" });
export type ServiceSettingItem = z.infer<typeof ServiceSettingItem>;

/** Every service setting at once (never paged: `nextOffset` is always null). */
export const ServiceSettingList = listOf(ServiceSettingItem);
export type ServiceSettingList = z.infer<typeof ServiceSettingList>;

/** SPEC.md section 3 `company_information`: the business details a Korean online shop must show. */
export const CompanyInformation = z.object({
  companyName: z.string(),
  ceoName: z.string(),
  businessRegistrationNumber: z.string(),
  mailOrderSalesRegistrationNumber: z.string(),
  representativeNumber: z.string(),
  companyAddress: z.string(),
  contactEmail: z.string().optional(),
  csEmail: z.string().optional(),
  message1: z.string().optional(),
  message2: z.string().optional(),
  message3: z.string().optional(),
});
export type CompanyInformation = z.infer<typeof CompanyInformation>;

/**
 * SPEC.md section 3 `service_check`: a maintenance notice switched on by `isEnable`. With a window (issue 27: the
 * console's `startAt` / `endAt`), `GET /api/v1/service-setting` answers `isEnable` true only inside it.
 */
export const ServiceCheck = z.object({
  isEnable: z.boolean(),
  message: z.string().optional(),
  startAt: z.string().optional(),
  endAt: z.string().optional(),
});
export type ServiceCheck = z.infer<typeof ServiceCheck>;

/** SPEC.md section 3 `terms_use_service` and `terms_privacy`. */
export const TermsLink = z.object({ link: z.string() });
export type TermsLink = z.infer<typeof TermsLink>;

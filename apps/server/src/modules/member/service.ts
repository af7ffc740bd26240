/**
 * The member module's public face. Its operations are one service per concern (members.ts, my-info.ts,
 * shipping-destination.ts, …), each built in modules/services.ts; other modules take the ones they use as deps,
 * typed from here. Type-only re-exports: importing this file loads nothing.
 */
export type { MemberService } from "./members.ts";
export type { MyInfoService } from "./my-info.ts";
export type { RefundAccountService } from "./refund-account.ts";
export type { ShippingDestinationService } from "./shipping-destination.ts";
export type { SocialAccountService } from "./social-accounts.ts";
export type { RevocationOutcome, RevocationTry, SocialRevocationService } from "./social-revocations.ts";
export type { ProviderTokens } from "./social-tokens.ts";

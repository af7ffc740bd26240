/**
 * Sign-up (SPEC §3): EMAIL with a verified phone, or a social login vouched for by a sign-up ticket; terms
 * consent, push information and the referral in the same transaction; then logged in.
 */
import { randomInt } from "node:crypto";
import type { LoginResult } from "@mulmung/contract/auth";
import type { Member } from "@mulmung/contract/member";
import { SERVICE_TYPE } from "@mulmung/domain/constants";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { AuthService, IssuedSession } from "../auth/service.ts";
import type { CouponService } from "../coupon/service.ts";
import { socialSignupExpired, verifySocialSignupTicket } from "../oauth/service.ts";
import type { PointService } from "../point/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import type { SiteContentService } from "../site-content/service.ts";
import {
  assertEmailAvailable,
  assertNicknameAvailable,
  assertPhoneAvailable,
  translateUniqueViolation,
} from "./availability.ts";
import { hashPassword } from "./password.ts";
import { phoneNotVerified } from "./phone-verification.ts";
import { referralCodeNotFound, rewardReferral } from "./referral.ts";
import { createMemberRepository } from "./repository.ts";

export interface SignUpInput {
  loginType: Member["loginType"];
  email?: string | undefined;
  password?: string | undefined;
  nickname: string;
  name?: string | undefined;
  phoneNumber?: string | undefined;
  phoneAuthenticationId?: string | undefined;
  isUseService: boolean;
  isPrivacy: boolean;
  isReceiveEventAndMarketing: boolean;
  referralCode?: string | undefined;
}

function isReferralCodeCollision(error: unknown): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  return pg.code === "23505" && pg.constraint === "member_referral_code_key";
}

const REFERRAL_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < 8; i++) code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  return code;
}

export function createSignUpService(
  deps: Pick<ServiceDeps, "db" | "config" | "clock"> & {
    auth: AuthService;
    points: PointService;
    /** A new member gets the coupons whose rule is to be issued on sign-up (the welcome coupon). */
    coupons: Pick<CouponService, "issueOnSignUp">;
    /** What a referral earns (the `point_rate` setting). */
    siteContent: Pick<SiteContentService, "pointRates">;
  },
) {
  const { db } = deps;
  const repository = createMemberRepository(db);

  return {
    /**
     * Creates the member and logs them in. `socialTicket` is the sign-up ticket of a social sign-up (cookie or
     * body); `usedSocialTicket` tells the route to clear its cookie.
     */
    async signUp(
      input: SignUpInput,
      socialTicket: string | undefined,
      userAgent: string | undefined,
    ): Promise<{ result: LoginResult; session: IssuedSession; usedSocialTicket: boolean }> {
      const isEmail = input.loginType === "EMAIL";
      const social =
        !isEmail && socialTicket ? await verifySocialSignupTicket(deps.config.secrets.jwtSecret, socialTicket) : null;
      if (!isEmail && (!social || social.loginType !== input.loginType)) throw socialSignupExpired();
      if (social && (await repository.findSocialAccount(social.loginType, social.subject))) {
        throw AppError.of(ErrorCode.SOCIAL_ALREADY_LINKED, "이미 가입된 소셜 계정입니다. 로그인해주세요.");
      }

      // Pre-checks give the precise answer; the unique indexes still decide races.
      let email: string | null = null;
      if (isEmail) {
        email = input.email as string;
        await assertEmailAvailable(repository, email);
      } else if (social?.email && !(await repository.isEmailTaken(social.email))) {
        // A provider's address is kept as contact data only when free: accounts are never joined by e-mail.
        email = social.email.toLowerCase();
      }
      await assertNicknameAvailable(repository, input.nickname);
      if (input.phoneNumber) await assertPhoneAvailable(repository, input.phoneNumber);
      const referrer = input.referralCode ? await repository.findMemberByReferralCode(input.referralCode) : undefined;
      if (input.referralCode && !referrer) throw referralCodeNotFound();
      if (input.phoneNumber && !input.phoneAuthenticationId) throw phoneNotVerified();
      const passwordHash = isEmail ? await hashPassword(input.password as string) : null;

      let memberId: number | undefined;
      for (let attempt = 0; memberId === undefined; attempt++) {
        try {
          memberId = await db.transaction(async (tx) => {
            const r = createMemberRepository(tx);
            const now = deps.clock.now();
            if (input.phoneNumber && input.phoneAuthenticationId) {
              const phone = await r.consumePhoneAuthentication(input.phoneAuthenticationId, now, input.phoneNumber);
              if (!phone) throw phoneNotVerified();
            }
            const row = await r.insertMember({
              email,
              passwordHash,
              loginType: input.loginType,
              nickname: input.nickname,
              name: input.name ?? null,
              phoneNumber: input.phoneNumber ?? null,
              phoneCertifiedAt: input.phoneNumber ? now : null,
              referralCode: newReferralCode(),
              serviceType: SERVICE_TYPE,
            });
            await r.insertTermsConsent({
              memberId: row.id,
              isUseService: input.isUseService,
              isPrivacy: input.isPrivacy,
              isReceiveEventAndMarketing: input.isReceiveEventAndMarketing,
            });
            await r.insertPushInformation({
              memberId: row.id,
              isAdNotification: input.isReceiveEventAndMarketing,
              isEventNotification: input.isReceiveEventAndMarketing,
              date: now,
            });
            if (social)
              await r.insertSocialAccount({
                memberId: row.id,
                provider: social.loginType,
                subject: social.subject,
                sealedTokens: social.sealedTokens,
              });
            // The welcome coupon the sign-up pages promise, by the rule operators set on the coupon.
            await deps.coupons.issueOnSignUp(tx, row.id);
            if (referrer) {
              const refereeId = await r.insertReferee(row.id, referrer.id);
              if (refereeId)
                await rewardReferral(
                  deps.points,
                  tx,
                  { refereeId, memberId: row.id, referrerMemberId: referrer.id },
                  await deps.siteContent.pointRates(),
                );
            }
            return row.id;
          });
        } catch (error) {
          if (isReferralCodeCollision(error) && attempt < 3) continue;
          if (error instanceof AppError) throw error;
          translateUniqueViolation(error);
        }
      }
      const login = await deps.auth.issueLogin(memberId, input.loginType, userAgent);
      return { ...login, usedSocialTicket: social !== null };
    },
  };
}

export type SignUpService = ReturnType<typeof createSignUpService>;

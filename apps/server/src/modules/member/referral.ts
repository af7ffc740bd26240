/** Referral (SPEC §3): each member has a code; a member registers the code of whoever invited them, once. */
import { writerDisplayName } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../services.ts";
import { createMemberRepository } from "./repository.ts";

export function referralCodeNotFound(): AppError {
  return AppError.of(ErrorCode.REFERRAL_CODE_NOT_FOUND, "존재하지 않는 추천인 코드입니다.");
}

export function createReferralService(deps: Pick<ServiceDeps, "db">) {
  const repository = createMemberRepository(deps.db);

  async function state(memberId: number) {
    const row = await repository.findMemberById(memberId);
    if (!row) throw AppError.of(ErrorCode.UNAUTHORIZED);
    const [found, referredCount] = await Promise.all([
      repository.findReferee(memberId),
      repository.countReferred(memberId),
    ]);
    return {
      myReferralCode: row.referralCode,
      referee: found ? { nickname: writerDisplayName(found), createDate: found.createDate.toISOString() } : null,
      referredCount,
    };
  }

  return {
    state,

    async register(memberId: number, referralCode: string) {
      const referrer = await repository.findMemberByReferralCode(referralCode);
      if (!referrer) throw referralCodeNotFound();
      if (referrer.id === memberId) {
        throw AppError.of(ErrorCode.REFEREE_SELF, "본인의 추천인 코드는 등록할 수 없습니다.");
      }
      const inserted = await repository.insertReferee(memberId, referrer.id);
      if (!inserted) throw AppError.of(ErrorCode.REFEREE_ALREADY_REGISTERED, "이미 추천인을 등록했습니다.");
      return state(memberId);
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;

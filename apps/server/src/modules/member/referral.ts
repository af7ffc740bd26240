/** Referral (SPEC §3): each member has a code; a member registers the code of whoever invited them, once. */
import { writerDisplayName } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import type { PointRates } from "@mulmung/domain/point";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { PointService } from "../point/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import type { SiteContentService } from "../site-content/service.ts";
import { createMemberRepository } from "./repository.ts";

export function referralCodeNotFound(): AppError {
  return AppError.of(ErrorCode.REFERRAL_CODE_NOT_FOUND, "존재하지 않는 추천인 코드입니다.");
}

/**
 * A registered referral rewards both sides in the referral's transaction: RECEIVED_REFEREE to the new member,
 * SENT_REFEREE to the inviter (once per referral: the ledger's unique cause).
 */
export async function rewardReferral(
  points: PointService,
  tx: Transaction,
  referral: { refereeId: number; memberId: number; referrerMemberId: number },
  rates: Pick<PointRates, "refereeReceivedPoints" | "refereeSentPoints">,
): Promise<void> {
  const received = {
    memberId: referral.memberId,
    type: "RECEIVED_REFEREE",
    amount: rates.refereeReceivedPoints,
    refType: "REFEREE",
    refId: referral.refereeId,
    description: "추천인 코드 등록",
  } as const;
  const sent = {
    memberId: referral.referrerMemberId,
    type: "SENT_REFEREE",
    amount: rates.refereeSentPoints,
    refType: "REFEREE",
    refId: referral.refereeId,
    description: "친구 초대",
  } as const;
  // Members' rows are locked in id order, so two referrals between the same two members cannot deadlock.
  for (const save of [received, sent].sort((a, b) => a.memberId - b.memberId)) await points.save(tx, save);
}

export function createReferralService(
  deps: Pick<ServiceDeps, "db"> & { points: PointService; siteContent: Pick<SiteContentService, "pointRates"> },
) {
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
      await deps.db.transaction(async (tx) => {
        const refereeId = await createMemberRepository(tx).insertReferee(memberId, referrer.id);
        if (!refereeId) throw AppError.of(ErrorCode.REFEREE_ALREADY_REGISTERED, "이미 추천인을 등록했습니다.");
        await rewardReferral(
          deps.points,
          tx,
          { refereeId, memberId, referrerMemberId: referrer.id },
          await deps.siteContent.pointRates(),
        );
      });
      return state(memberId);
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;

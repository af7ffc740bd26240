/**
 * The social logins linked to members: who a provider's subject is, linking one (with the provider's tokens, kept
 * sealed), unlinking one (the provider is told by a job, social-revocations.ts).
 */
import type { SocialLoginType } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createMemberRepository } from "./repository.ts";
import { createSocialRevocationRepository } from "./social-revocation-repository.ts";
import { removeLinksAndQueueRevocations } from "./social-revocations.ts";
import { type ProviderTokens, socialTokenBox } from "./social-tokens.ts";

export type LinkOutcome = "LINKED" | "ALREADY_LINKED_TO_YOU" | "ALREADY_LINKED" | "PROVIDER_TAKEN";

export function createSocialAccountService(deps: Pick<ServiceDeps, "db" | "config" | "jobs">) {
  const repository = createMemberRepository(deps.db);
  const tokens = createSocialRevocationRepository(deps.db);
  const box = socialTokenBox(deps.config.secrets.cookieSecret);
  async function rememberTokens(loginType: SocialLoginType, subject: string, fresh: ProviderTokens): Promise<void> {
    const kept = box.open(await tokens.findSealedTokens(loginType, subject));
    await tokens.setSealedTokens(loginType, subject, box.seal(box.merge(kept, fresh)));
  }

  return {
    /** The provider's tokens sealed, for a sign-up ticket to carry to the sign-up that links them. */
    sealTokens: (fresh: ProviderTokens): string => box.seal(fresh),

    /** Keeps a login's fresh tokens on the link (a refresh token the provider did not send again stays). */
    rememberTokens,

    /** The member a provider's subject is linked to, and whether they have withdrawn; null when none is. */
    async linkedMember(
      loginType: SocialLoginType,
      subject: string,
    ): Promise<{ memberId: number; isWithdrawn: boolean } | null> {
      const linked = await repository.findSocialAccount(loginType, subject);
      if (!linked) return null;
      const row = await repository.findMemberById(linked.memberId);
      return { memberId: linked.memberId, isWithdrawn: !row || row.withdrawnAt !== null };
    },

    /** Links a provider's subject to a member unless it or the provider is taken. */
    async link(
      memberId: number,
      loginType: SocialLoginType,
      subject: string,
      fresh: ProviderTokens,
    ): Promise<LinkOutcome> {
      const linked = await repository.findSocialAccount(loginType, subject);
      if (linked && linked.memberId === memberId) {
        await rememberTokens(loginType, subject, fresh);
        return "ALREADY_LINKED_TO_YOU";
      }
      if (linked) return "ALREADY_LINKED";
      const types = await repository.listSocialLoginTypes(memberId);
      if (types.includes(loginType)) return "PROVIDER_TAKEN";
      await repository.insertSocialAccount({ memberId, provider: loginType, subject, sealedTokens: box.seal(fresh) });
      return "LINKED";
    },

    /**
     * Unlinks a provider, unless it is the member's last way to log in; the provider is told by the
     * `member.revoke-social` job, sent in the same transaction (the member does not wait for it).
     */
    async unlink(memberId: number, loginType: SocialLoginType): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const r = createMemberRepository(tx);
        const row = await r.findMemberForUpdate(memberId);
        const types = await r.listSocialLoginTypes(memberId);
        if (!types.includes(loginType)) throw AppError.notFound("연결된 소셜 계정이 없습니다.");
        if (!row?.passwordHash && types.length <= 1) {
          throw AppError.of(
            ErrorCode.CANNOT_UNLINK,
            "로그인할 다른 방법이 없어 연결을 해제할 수 없습니다. 탈퇴를 원하시면 회원 탈퇴를 이용해주세요.",
          );
        }
        await removeLinksAndQueueRevocations(tx, deps.jobs, memberId, "UNLINK", loginType);
      });
    },
  };
}

export type SocialAccountService = ReturnType<typeof createSocialAccountService>;

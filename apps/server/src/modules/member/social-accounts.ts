/** The social logins linked to members: who a provider's subject is, linking one, unlinking one. */
import type { SocialLoginType } from "@mulmung/contract/member";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createMemberRepository } from "./repository.ts";

export type LinkOutcome = "LINKED" | "ALREADY_LINKED_TO_YOU" | "ALREADY_LINKED" | "PROVIDER_TAKEN";

export function createSocialAccountService(deps: Pick<ServiceDeps, "db">) {
  const repository = createMemberRepository(deps.db);
  return {
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
    async link(memberId: number, loginType: SocialLoginType, subject: string): Promise<LinkOutcome> {
      const linked = await repository.findSocialAccount(loginType, subject);
      if (linked) return linked.memberId === memberId ? "ALREADY_LINKED_TO_YOU" : "ALREADY_LINKED";
      const types = await repository.listSocialLoginTypes(memberId);
      if (types.includes(loginType)) return "PROVIDER_TAKEN";
      await repository.insertSocialAccount({ memberId, provider: loginType, subject });
      return "LINKED";
    },

    /** Unlinks a provider, unless it is the member's last way to log in. */
    async unlink(memberId: number, loginType: SocialLoginType): Promise<void> {
      const row = await repository.findMemberById(memberId);
      const types = await repository.listSocialLoginTypes(memberId);
      if (!types.includes(loginType)) throw AppError.notFound("연결된 소셜 계정이 없습니다.");
      if (!row?.passwordHash && types.length <= 1) {
        throw AppError.of(
          ErrorCode.CANNOT_UNLINK,
          "로그인할 다른 방법이 없어 연결을 해제할 수 없습니다. 탈퇴를 원하시면 회원 탈퇴를 이용해주세요.",
        );
      }
      await repository.deleteSocialAccount(memberId, loginType);
    },
  };
}

export type SocialAccountService = ReturnType<typeof createSocialAccountService>;

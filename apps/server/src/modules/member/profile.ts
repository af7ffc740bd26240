/** Public member cards and profiles, and changing one's own profile. */
import type { MemberCard, Profile } from "@mulmung/contract/member";
import { writerDisplay } from "@mulmung/domain/display";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { ownImageOrKeep } from "../shared/own-image.ts";
import { assertNicknameAvailable, translateUniqueViolation } from "./availability.ts";
import { createMemberRepository } from "./repository.ts";

export function createProfileService(deps: Pick<ServiceDeps, "db" | "config">) {
  const repository = createMemberRepository(deps.db);

  async function profile(id: number): Promise<Profile> {
    const row = await repository.findMemberById(id);
    if (!row) throw AppError.notFound("회원을 찾을 수 없습니다.");
    const shown = writerDisplay(row);
    return {
      id: row.id,
      ...shown,
      introduction: shown.isWithdrawn ? null : row.introduction,
      createDate: row.createDate.toISOString(),
    };
  }

  return {
    profile,

    /** A withdrawn member shows as 탈퇴한 회원, without a picture. */
    async card(id: number): Promise<MemberCard> {
      const row = await repository.findMemberById(id);
      if (!row) throw AppError.notFound("회원을 찾을 수 없습니다.");
      return { id: row.id, ...writerDisplay(row) };
    },

    async update(
      memberId: number,
      input: {
        nickname?: string | undefined;
        introduction?: string | null | undefined;
        profileImageUrl?: string | null | undefined;
      },
    ): Promise<Profile> {
      if (input.nickname !== undefined) await assertNicknameAvailable(repository, input.nickname, memberId);
      try {
        await repository.updateMember(memberId, {
          ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
          ...(input.introduction !== undefined ? { introduction: input.introduction || null } : {}),
          ...(input.profileImageUrl !== undefined
            ? { profileImageUrl: ownImageOrKeep(input.profileImageUrl, deps.config.publicUrl) }
            : {}),
        });
      } catch (error) {
        translateUniqueViolation(error);
      }
      return profile(memberId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

/**
 * Is an email, nickname or phone number free? The live checks while typing, and the pre-checks of sign-up and
 * changes; the unique indexes still decide races (`translateUniqueViolation` gives a race the same answer).
 */
import { WITHDRAWN_MEMBER_NAME } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { AppError } from "../../http/app-error.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { createMemberRepository, type MemberRepository } from "./repository.ts";

const duplicateNickname = () => AppError.of(ErrorCode.DUPLICATE_NICKNAME, "이미 사용 중인 닉네임입니다.");
const duplicatePhone = () => AppError.of(ErrorCode.DUPLICATE_PHONE_NUMBER, "이미 가입된 휴대폰 번호입니다.");

export async function assertEmailAvailable(repository: MemberRepository, email: string): Promise<void> {
  if (await repository.isEmailTaken(email)) throw AppError.of(ErrorCode.DUPLICATE_EMAIL);
}

export async function assertNicknameAvailable(
  repository: MemberRepository,
  nickname: string,
  exceptMemberId?: number,
): Promise<void> {
  if (nickname === WITHDRAWN_MEMBER_NAME) throw duplicateNickname();
  if (await repository.isNicknameTaken(nickname, exceptMemberId)) throw duplicateNickname();
}

export async function assertPhoneAvailable(
  repository: MemberRepository,
  phoneNumber: string,
  exceptMemberId?: number,
): Promise<void> {
  const found = await repository.findMemberByPhone(phoneNumber);
  if (found && found.id !== exceptMemberId) throw duplicatePhone();
}

/** Maps a unique-index violation from a racing request to the same answer the pre-check gives. */
export function translateUniqueViolation(error: unknown): never {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const pg = cause as { code?: string; constraint?: string };
  if (pg.code === "23505") {
    if (pg.constraint === "member_email_key") throw AppError.of(ErrorCode.DUPLICATE_EMAIL);
    if (pg.constraint === "member_nickname_key") throw duplicateNickname();
    if (pg.constraint === "member_phone_number_key") throw duplicatePhone();
  }
  throw error;
}

export function createAvailabilityService(deps: Pick<ServiceDeps, "db">) {
  const repository = createMemberRepository(deps.db);
  return {
    email: (email: string) => assertEmailAvailable(repository, email),
    nickname: (nickname: string) => assertNicknameAvailable(repository, nickname),
    phoneNumber: (phoneNumber: string) => assertPhoneAvailable(repository, phoneNumber),
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

// Input rules of SPEC §5, each with the Korean message a person sees. The raw patterns are exported so a
// zod schema can reuse them (`z.string().regex(PASSWORD_PATTERN, VALIDATION_MESSAGE.passwordInvalid)`).

export type Validation<T = string> = { ok: true; value: T } | { ok: false; message: string };

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = "@$!%*#?&";
/** Weighted QR title length: 20 Latin letters/digits, or 10 Korean characters (each counted as 2). */
export const QR_TITLE_MAX_WIDTH = 20;

/** A loose local@domain.tld: no spaces, one @, a dot in the domain (SPEC §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
/** Hangul syllables and jamo, Latin letters, digits and spaces (SPEC §5). */
export const NICKNAME_PATTERN = /^[가-힣ㄱ-ㅎㅏ-ㅣa-zA-Z0-9 ]+$/;
/** Complete Hangul syllables or Latin letters only; jamo alone are not a name (SPEC §5). */
export const NAME_PATTERN = /^[가-힣a-zA-Z]+$/;
/** Only letters, digits and @$!%*#?&. */
export const PASSWORD_CHARACTERS_PATTERN = /^[A-Za-z\d@$!%*#?&]*$/;
/** At least 8 characters with a letter, a digit and one of @$!%*#?&, and nothing else (SPEC §5). */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[@$!%*#?&])[A-Za-z\d@$!%*#?&]{8,}$/;
/** 010 followed by 8 digits, without separators (SPEC §5, §9). */
export const PHONE_PATTERN = /^010\d{8}$/;
/** An absolute http(s) address (SPEC §5 image source). */
export const IMAGE_SOURCE_PATTERN = /^https?:\/\/\S+$/;
/**
 * An image members attach (post, profile, farm, daily record): only one of our own uploads, as
 * POST /api/v1/image answers it (`/uploads/[directory/]YYYY/MM/<random>.webp`), optionally with our origin in
 * front. A third-party host would let it see (and track) every reader; decision 012.
 */
export const OWN_UPLOAD_PATTERN = /^(https?:\/\/[^/\s]+)?(\/uploads\/[A-Za-z0-9/_-]+\.(?:webp|jpe?g|png|gif))$/;

export const VALIDATION_MESSAGE = {
  emailRequired: "이메일을 입력해주세요.",
  emailInvalid: "올바른 이메일 형식이 아닙니다.",
  nicknameRequired: "닉네임을 입력해주세요.",
  nicknameInvalid: "닉네임은 한글, 영문, 숫자, 공백만 사용할 수 있습니다.",
  nameRequired: "이름을 입력해주세요.",
  nameInvalid: "이름은 한글 또는 영문만 입력할 수 있습니다.",
  passwordRequired: "비밀번호를 입력해주세요.",
  passwordCharacters: `비밀번호에는 영문, 숫자, 특수문자(${PASSWORD_SPECIAL_CHARACTERS})만 사용할 수 있습니다.`,
  passwordInvalid: `비밀번호는 영문, 숫자, 특수문자(${PASSWORD_SPECIAL_CHARACTERS})를 모두 포함해 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`,
  phoneRequired: "휴대폰 번호를 입력해주세요.",
  phoneInvalid: "휴대폰 번호는 010으로 시작하는 11자리 숫자로 입력해주세요.",
  ownImageOnly: "이미지는 물멍에 올린 사진만 사용할 수 있습니다.",
  qrTitleTooLong: "영문/숫자 20자, 한글 10자 이내로 입력해주세요.",
} as const;

const ZERO_WIDTH = "\u200B\u200C\u200D\u2060";
const EDGE_WHITESPACE = new RegExp(`^[\\s${ZERO_WIDTH}]+|[\\s${ZERO_WIDTH}]+$`, "g");

/**
 * SPEC §5 custom trim: removes leading and trailing whitespace. Unlike `String#trim` it accepts null or
 * undefined (giving "") and also strips zero-width spaces, which pasted Korean text often carries.
 */
export function customTrim(value: string | null | undefined): string {
  return (value ?? "").replace(EDGE_WHITESPACE, "");
}

function fail(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

/** SPEC §5 email: a loose local@domain pattern; the value is trimmed. */
export function validateEmail(input: string): Validation {
  const value = customTrim(input);
  if (value === "") return fail(VALIDATION_MESSAGE.emailRequired);
  return EMAIL_PATTERN.test(value) ? { ok: true, value } : fail(VALIDATION_MESSAGE.emailInvalid);
}

/** SPEC §5 nickname: Korean letters, Latin letters, digits and spaces only; trimmed, never blank. */
export function validateNickname(input: string): Validation {
  const value = customTrim(input);
  if (value === "") return fail(VALIDATION_MESSAGE.nicknameRequired);
  return NICKNAME_PATTERN.test(value) ? { ok: true, value } : fail(VALIDATION_MESSAGE.nicknameInvalid);
}

/** SPEC §5 name: Korean letters or Latin letters only (no digits, spaces or symbols); trimmed. */
export function validateName(input: string): Validation {
  const value = customTrim(input);
  if (value === "") return fail(VALIDATION_MESSAGE.nameRequired);
  return NAME_PATTERN.test(value) ? { ok: true, value } : fail(VALIDATION_MESSAGE.nameInvalid);
}

/**
 * SPEC §5 password: at least 8 characters, at least one letter, one digit and one of @$!%*#?&, and no
 * other character. Not trimmed: a space is a character the rule does not allow.
 */
export function validatePassword(input: string): Validation {
  if (input === "") return fail(VALIDATION_MESSAGE.passwordRequired);
  if (!PASSWORD_CHARACTERS_PATTERN.test(input)) return fail(VALIDATION_MESSAGE.passwordCharacters);
  return PASSWORD_PATTERN.test(input) ? { ok: true, value: input } : fail(VALIDATION_MESSAGE.passwordInvalid);
}

/** SPEC §5 phone: strips the hyphens and spaces people type, e.g. "010-1234-5678" -> "01012345678". */
export function normalizePhone(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** SPEC §5 phone: 010 followed by 8 digits; the value is the bare 11 digits. */
export function validatePhone(input: string): Validation {
  const value = normalizePhone(input);
  if (value === "") return fail(VALIDATION_MESSAGE.phoneRequired);
  return PHONE_PATTERN.test(value) ? { ok: true, value } : fail(VALIDATION_MESSAGE.phoneInvalid);
}

/**
 * SPEC §5 phone display: groups digits 3-4-4 with hyphens ("01012345678" -> "010-1234-5678").
 * Works as the person types ("0101" -> "010-1"); digits beyond 11 stay in the last group.
 */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter((group) => group !== "").join("-");
}

/** SPEC §5 image source: the URL must start with http:// or https://. */
export function isImageSource(url: string | null | undefined): url is string {
  return typeof url === "string" && IMAGE_SOURCE_PATTERN.test(url);
}

/**
 * The stored form of one of our own uploads: its `/uploads/...` path, whether given as that path or as an
 * absolute URL on `publicUrl`'s origin; null for anything else (another host, another path).
 */
export function ownUploadPath(url: string | null | undefined, publicUrl: string): string | null {
  const match = typeof url === "string" ? OWN_UPLOAD_PATTERN.exec(url) : null;
  if (!match) return null;
  const [, origin, path] = match;
  if (origin === undefined) return path ?? null;
  return origin === new URL(publicUrl).origin ? (path ?? null) : null;
}

/** SPEC §2 image viewer falls back to a placeholder: the URL when it is a valid image source, else the fallback. */
export function imageSourceOr(url: string | null | undefined, fallback: string): string {
  return isImageSource(url) ? url : fallback;
}

/**
 * SPEC §5 QR title width: ASCII counts 1, any other character (Korean included) counts 2, so that
 * 20 alphanumeric or 10 Korean characters fill the printable label.
 */
export function qrTitleWidth(text: string): number {
  let width = 0;
  for (const character of text) width += (character.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
  return width;
}

/** SPEC §5 QR title: at most 20 alphanumeric or 10 Korean characters (width <= 20); may be empty. */
export function validateQrTitle(input: string): Validation {
  const value = customTrim(input);
  return qrTitleWidth(value) <= QR_TITLE_MAX_WIDTH ? { ok: true, value } : fail(VALIDATION_MESSAGE.qrTitleTooLong);
}

/** SPEC §5 QR title: cuts typed text to the longest prefix that fits the label (for an input's onChange). */
export function clampQrTitle(text: string): string {
  let width = 0;
  let result = "";
  for (const character of text) {
    width += qrTitleWidth(character);
    if (width > QR_TITLE_MAX_WIDTH) break;
    result += character;
  }
  return result;
}

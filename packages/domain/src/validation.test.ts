import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  clampQrTitle,
  customTrim,
  formatPhone,
  imageSourceOr,
  isImageSource,
  NAME_PATTERN,
  NICKNAME_PATTERN,
  normalizePhone,
  ownUploadPath,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  qrTitleWidth,
  VALIDATION_MESSAGE,
  validateEmail,
  validateName,
  validateNickname,
  validatePassword,
  validatePhone,
  validateQrTitle,
} from "./validation.ts";

describe("customTrim (SPEC §5)", () => {
  it("removes leading and trailing whitespace only", () => {
    expect(customTrim("  구피 먹이 \n\t")).toBe("구피 먹이");
    expect(customTrim("\u3000전각 공백\u3000")).toBe("전각 공백");
    expect(customTrim("\u200B보이지 않는 공백\u200B")).toBe("보이지 않는 공백");
  });
  it("turns null and undefined into an empty string", () => {
    expect(customTrim(null)).toBe("");
    expect(customTrim(undefined)).toBe("");
    expect(customTrim("   ")).toBe("");
  });
  it("property: idempotent and never starts or ends with whitespace", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const trimmed = customTrim(text);
        expect(customTrim(trimmed)).toBe(trimmed);
        expect(trimmed).toBe(trimmed.trim());
      }),
    );
  });
});

describe("validateEmail (SPEC §5)", () => {
  it.each(["a@b.co", "user.name+tag@example.co.kr", "물멍@도메인.한국"])("accepts %s", (email) => {
    expect(validateEmail(email)).toEqual({ ok: true, value: email });
  });
  it("trims before checking", () => {
    expect(validateEmail("  a@b.co ")).toEqual({ ok: true, value: "a@b.co" });
  });
  it.each(["plain", "a@b", "@b.co", "a@.co", "a@b.", "a b@c.co", "a@@b.co", "a@b..co"])("rejects %s", (email) => {
    expect(validateEmail(email)).toEqual({ ok: false, message: VALIDATION_MESSAGE.emailInvalid });
  });
  it("asks for an email when blank", () => {
    expect(validateEmail("  ")).toEqual({ ok: false, message: "이메일을 입력해주세요." });
  });
});

describe("validateNickname (SPEC §5)", () => {
  it.each(["물멍러버", "guppy king", "구피123", "ㅋㅋ베타"])("accepts %s", (nickname) => {
    expect(validateNickname(nickname)).toEqual({ ok: true, value: nickname });
  });
  it.each(["구피!", "guppy_king", "베타😀", "名前", "tab\there"])("rejects %s", (nickname) => {
    expect(validateNickname(nickname)).toEqual({ ok: false, message: VALIDATION_MESSAGE.nicknameInvalid });
  });
  it("rejects a blank nickname and trims the edges", () => {
    expect(validateNickname("   ")).toEqual({ ok: false, message: VALIDATION_MESSAGE.nicknameRequired });
    expect(validateNickname(" 물멍 ")).toEqual({ ok: true, value: "물멍" });
  });
  it("exports the pattern for schemas", () => {
    expect(NICKNAME_PATTERN.test("물멍 1")).toBe(true);
    expect(NICKNAME_PATTERN.test("")).toBe(false);
  });
});

describe("validateName (SPEC §5)", () => {
  it.each(["홍길동", "John", "김John"])("accepts %s", (name) => {
    expect(validateName(name)).toEqual({ ok: true, value: name });
  });
  it.each(["홍길동1", "John Smith", "ㅎㄱㄷ", "O'Neil", "홍-길동"])("rejects %s", (name) => {
    expect(validateName(name)).toEqual({ ok: false, message: VALIDATION_MESSAGE.nameInvalid });
  });
  it("asks for a name when blank", () => {
    expect(validateName("")).toEqual({ ok: false, message: "이름을 입력해주세요." });
    expect(NAME_PATTERN.test("")).toBe(false);
  });
});

describe("validatePassword (SPEC §5)", () => {
  it("accepts exactly 8 characters with a letter, a digit and a special character", () => {
    expect(validatePassword("abcd123!")).toEqual({ ok: true, value: "abcd123!" });
  });
  it("rejects 7 characters", () => {
    expect(validatePassword("abc123!")).toEqual({ ok: false, message: VALIDATION_MESSAGE.passwordInvalid });
  });
  it.each(["abcdefg!", "1234567!", "abcd1234"])("rejects %s (a class missing)", (password) => {
    expect(validatePassword(password)).toEqual({ ok: false, message: VALIDATION_MESSAGE.passwordInvalid });
  });
  it.each(["@", "$", "!", "%", "*", "#", "?", "&"])("accepts the special character %s", (special) => {
    expect(validatePassword(`water12${special}`).ok).toBe(true);
  });
  it.each(["water12^", "water 12!", "water12!한", "water12!-"])("rejects other characters: %s", (password) => {
    expect(validatePassword(password)).toEqual({ ok: false, message: VALIDATION_MESSAGE.passwordCharacters });
  });
  it("asks for a password when empty", () => {
    expect(validatePassword("")).toEqual({ ok: false, message: "비밀번호를 입력해주세요." });
  });
  it("property: PASSWORD_PATTERN agrees with the rule stated in words", () => {
    const allowed = "abcXYZ0189@$!%*#?&^ -_한".split("");
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...allowed), { maxLength: 14 }), (characters) => {
        const password = characters.join("");
        const byWords =
          password.length >= 8 &&
          /[A-Za-z]/.test(password) &&
          /\d/.test(password) &&
          /[@$!%*#?&]/.test(password) &&
          characters.every((c) => /[A-Za-z\d@$!%*#?&]/.test(c));
        expect(PASSWORD_PATTERN.test(password)).toBe(byWords);
        expect(validatePassword(password).ok).toBe(byWords);
      }),
    );
  });
});

describe("phone (SPEC §5)", () => {
  it("accepts 010 plus 8 digits, with or without hyphens", () => {
    expect(validatePhone("01012345678")).toEqual({ ok: true, value: "01012345678" });
    expect(validatePhone("010-1234-5678")).toEqual({ ok: true, value: "01012345678" });
  });
  it.each(["0101234567", "010123456789", "01112345678", "0161234567", "010-1234-567a"])("rejects %s", (phone) => {
    expect(validatePhone(phone)).toEqual({ ok: false, message: VALIDATION_MESSAGE.phoneInvalid });
  });
  it("asks for a number when empty", () => {
    expect(validatePhone("")).toEqual({ ok: false, message: VALIDATION_MESSAGE.phoneRequired });
  });
  it("normalizes hyphens and spaces", () => {
    expect(normalizePhone("010 1234-5678")).toBe("01012345678");
  });
  it("formats 3-4-4", () => {
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("010-1234-5678")).toBe("010-1234-5678");
  });
  it("formats as the person types", () => {
    expect(formatPhone("")).toBe("");
    expect(formatPhone("010")).toBe("010");
    expect(formatPhone("0101")).toBe("010-1");
    expect(formatPhone("0101234")).toBe("010-1234");
    expect(formatPhone("01012345")).toBe("010-1234-5");
  });
  it("property: every valid phone formats to 3-4-4 and back", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^010\d{8}$/), (phone) => {
        const formatted = formatPhone(phone);
        expect(formatted).toMatch(/^010-\d{4}-\d{4}$/);
        expect(normalizePhone(formatted)).toBe(phone);
        expect(PHONE_PATTERN.test(phone)).toBe(true);
      }),
    );
  });
});

describe("image source (SPEC §5)", () => {
  it("accepts http:// and https://", () => {
    expect(isImageSource("http://cdn.example.com/a.png")).toBe(true);
    expect(isImageSource("https://cdn.example.com/a.png")).toBe(true);
  });
  it.each(["", "//cdn.example.com/a.png", "ftp://x/a.png", "data:image/png;base64,AAAA", "/images/a.png", "http://"])(
    "rejects %s",
    (url) => {
      expect(isImageSource(url)).toBe(false);
    },
  );
  it("falls back to a placeholder for invalid sources", () => {
    expect(imageSourceOr(null, "/placeholder.png")).toBe("/placeholder.png");
    expect(imageSourceOr("nope", "/placeholder.png")).toBe("/placeholder.png");
    expect(imageSourceOr("https://cdn/a.png", "/placeholder.png")).toBe("https://cdn/a.png");
  });
});

describe("QR title (SPEC §5: 20 alphanumeric or 10 Korean characters)", () => {
  it("counts Korean as two and ASCII as one", () => {
    expect(qrTitleWidth("abc")).toBe(3);
    expect(qrTitleWidth("구피")).toBe(4);
    expect(qrTitleWidth("구피 1")).toBe(6);
  });
  it("accepts 20 alphanumeric and rejects 21", () => {
    expect(validateQrTitle("a".repeat(20))).toEqual({ ok: true, value: "a".repeat(20) });
    expect(validateQrTitle("a".repeat(21))).toEqual({ ok: false, message: VALIDATION_MESSAGE.qrTitleTooLong });
  });
  it("accepts 10 Korean and rejects 11", () => {
    expect(validateQrTitle("가".repeat(10)).ok).toBe(true);
    expect(validateQrTitle("가".repeat(11)).ok).toBe(false);
  });
  it("mixes: 9 Korean + 2 Latin fits, 9 Korean + 3 Latin does not", () => {
    expect(validateQrTitle(`${"가".repeat(9)}ab`).ok).toBe(true);
    expect(validateQrTitle(`${"가".repeat(9)}abc`).ok).toBe(false);
  });
  it("allows an empty title and shows the message naming both limits", () => {
    expect(validateQrTitle("")).toEqual({ ok: true, value: "" });
    expect(VALIDATION_MESSAGE.qrTitleTooLong).toBe("영문/숫자 20자, 한글 10자 이내로 입력해주세요.");
  });
  it("clamps typed text to the longest fitting prefix", () => {
    expect(clampQrTitle("a".repeat(25))).toBe("a".repeat(20));
    expect(clampQrTitle("가".repeat(12))).toBe("가".repeat(10));
    expect(clampQrTitle(`${"a".repeat(19)}가`)).toBe("a".repeat(19));
  });
  it("property: clamped text always validates and is a prefix of the input", () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom("a", "1", " ", "가", "ㅋ", "é") }), (text) => {
        const clamped = clampQrTitle(text);
        expect(text.startsWith(clamped)).toBe(true);
        expect(qrTitleWidth(clamped)).toBeLessThanOrEqual(20);
        if (qrTitleWidth(text) <= 20) expect(clamped).toBe(text);
      }),
    );
  });
});

describe("own uploads only (decision 012)", () => {
  const PUBLIC = "https://mulmung.kr";
  it("accepts our upload paths, relative or on our origin, and stores the path", () => {
    expect(ownUploadPath("/uploads/2026/11/abcDEF_-12.webp", PUBLIC)).toBe("/uploads/2026/11/abcDEF_-12.webp");
    expect(ownUploadPath("https://mulmung.kr/uploads/temporary/2026/11/a.png", PUBLIC)).toBe(
      "/uploads/temporary/2026/11/a.png",
    );
  });

  it("refuses other hosts, other paths and tricks", () => {
    for (const url of [
      "https://tracker.example/uploads/2026/11/a.webp",
      "https://mulmung.kr.evil.example/uploads/a.webp",
      "http://mulmung.kr/uploads/a.webp",
      "https://mulmung.kr/images/a.webp",
      "/uploads/../secrets.webp",
      "/uploads/a.svg",
      "//tracker.example/uploads/a.webp",
      "javascript:alert(1)",
      "",
      null,
    ]) {
      expect(ownUploadPath(url, PUBLIC), String(url)).toBeNull();
    }
  });
});

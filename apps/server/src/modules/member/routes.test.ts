import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, STAND_IN_HEADERS } from "../../../test/test-app.ts";
import {
  affiliate,
  member,
  memberSession,
  memberTermsConsent,
  outboxMessage,
  passwordResetToken,
  phoneAuthentication,
  shippingDestination,
} from "../../db/schema.ts";
import {
  bearer,
  freshIp,
  latestOutboxMessage,
  latestPhoneCode,
  PASSWORD,
  signUpMember,
  uniqueEmail,
  uniqueNickname,
  uniquePhone,
  verifyPhone,
} from "../auth/test-support.ts";

describe("members", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const memberCount = async () => (await t.db.select({ n: count() }).from(member))[0]?.n ?? 0;
  const call = (method: string, url: string, token?: string, payload?: unknown) =>
    t.app.inject({
      method: method as "GET",
      url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
      remoteAddress: freshIp(),
    });
  const login = (email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/authentication",
      payload: { email, password },
      remoteAddress: freshIp(),
    });

  it("answers a visitor's call to a member's route 401 before reading what was sent (SPEC §6)", async () => {
    for (const [method, url, payload] of [
      ["POST", "/api/v1/shipping-destination", { postalCode: "x" }],
      ["POST", "/api/v1/refund-account", { bankCode: 1, accountNumber: [] }],
      ["PATCH", "/api/v1/profile", { introduction: 3 }],
    ] as const) {
      const res = await t.app.inject({ method, url, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe("UNAUTHORIZED");
    }
  });

  describe("duplicate checks", () => {
    it("email: 200 {isDuplicate:false} when free, 409 with 1000 when taken (any case), 400 when malformed", async () => {
      const free = await call("GET", `/api/v1/member/duplicate/email?email=${uniqueEmail()}`);
      expect(free.statusCode).toBe(200);
      expect(free.json()).toEqual({ isDuplicate: false });
      const taken = await call("GET", "/api/v1/member/duplicate/email?email=DEMO@mulmung.kr");
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ code: 1000, message: "이미 가입된 이메일입니다." });
      const bad = await call("GET", "/api/v1/member/duplicate/email?email=not-an-email");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("올바른 이메일 형식이 아닙니다.");
    });

    it("nickname and phone number", async () => {
      expect(
        (await call("GET", `/api/v1/member/duplicate/nickname?nickname=${encodeURIComponent("물멍초보")}`)).json(),
      ).toEqual({
        code: "DUPLICATE_NICKNAME",
        message: "이미 사용 중인 닉네임입니다.",
      });
      expect(
        (await call("GET", `/api/v1/member/duplicate/nickname?nickname=${encodeURIComponent("새 닉네임")}`)).statusCode,
      ).toBe(200);
      const badNick = await call("GET", `/api/v1/member/duplicate/nickname?nickname=${encodeURIComponent("닉네임!")}`);
      expect(badNick.statusCode).toBe(400);
      expect(badNick.json().message).toContain("닉네임은 한글, 영문, 숫자, 공백만 사용할 수 있습니다.");
      const phone = await call("GET", "/api/v1/member/duplicate/phone-number?phoneNumber=010-1234-5678");
      expect(phone.statusCode).toBe(409);
      expect(phone.json().code).toBe("DUPLICATE_PHONE_NUMBER");
      expect((await call("GET", `/api/v1/member/duplicate/phone-number?phoneNumber=${uniquePhone()}`)).statusCode).toBe(
        200,
      );
      const badPhone = await call("GET", "/api/v1/member/duplicate/phone-number?phoneNumber=0111234567");
      expect(badPhone.statusCode).toBe(400);
      expect(badPhone.json().message).toContain("010으로 시작하는 11자리");
    });
  });

  describe("phone verification", () => {
    it("sends a 6-digit code through the outbox (stored hashed) and confirms it once", async () => {
      const phone = uniquePhone();
      const res = await call("POST", "/api/v1/phone-authentication-number", undefined, { phoneNumber: phone });
      expect(res.statusCode).toBe(201);
      const { id, expiresAt } = res.json();
      expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(170_000);
      const code = await latestPhoneCode(t.db, phone);
      const [row] = await t.db.select().from(phoneAuthentication).where(eq(phoneAuthentication.id, id));
      expect(row?.codeHash).not.toContain(code);
      const ok = await call("POST", `/api/v1/phone-authentication-number/${id}/confirm/${code}`);
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ id, phoneNumber: phone, isConfirmed: true });
    });

    it("a wrong number counts down, the sixth try is refused even with the right code", async () => {
      const phone = uniquePhone();
      const { id } = (
        await call("POST", "/api/v1/phone-authentication-number", undefined, { phoneNumber: phone })
      ).json();
      const code = await latestPhoneCode(t.db, phone);
      const wrong = code === "000000" ? "111111" : "000000";
      const first = await call("POST", `/api/v1/phone-authentication-number/${id}/confirm/${wrong}`);
      expect(first.statusCode).toBe(400);
      expect(first.json()).toEqual({
        code: "PHONE_CODE_MISMATCH",
        message: "인증번호가 일치하지 않습니다. (남은 횟수 4회)",
      });
      for (let i = 0; i < 4; i++) await call("POST", `/api/v1/phone-authentication-number/${id}/confirm/${wrong}`);
      const locked = await call("POST", `/api/v1/phone-authentication-number/${id}/confirm/${code}`);
      expect(locked.statusCode).toBe(400);
      expect(locked.json().code).toBe("PHONE_CODE_LOCKED");
    });

    it("an expired code is refused; bad input is 400 and an unknown id 404", async () => {
      const phone = uniquePhone();
      const { id } = (
        await call("POST", "/api/v1/phone-authentication-number", undefined, { phoneNumber: phone })
      ).json();
      await t.db
        .update(phoneAuthentication)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(phoneAuthentication.id, id));
      const expired = await call(
        "POST",
        `/api/v1/phone-authentication-number/${id}/confirm/${await latestPhoneCode(t.db, phone)}`,
      );
      expect(expired.json()).toEqual({
        code: "PHONE_CODE_EXPIRED",
        message: "인증번호가 만료되었습니다. 다시 요청해주세요.",
      });
      const badNumber = await call("POST", `/api/v1/phone-authentication-number/${id}/confirm/12ab`);
      expect(badNumber.statusCode).toBe(400);
      expect(badNumber.json().message).toContain("인증번호 6자리 숫자를 입력해주세요.");
      const unknown = await call(
        "POST",
        "/api/v1/phone-authentication-number/7d1f0c36-5a4a-4c39-9a56-1b2f3c4d5e6f/confirm/123456",
      );
      expect(unknown.statusCode).toBe(404);
      const badPhone = await call("POST", "/api/v1/phone-authentication-number", undefined, {
        phoneNumber: "02-123-4567",
      });
      expect(badPhone.statusCode).toBe(400);
    });

    it("limits codes per phone number (5 an hour) whatever the client address", async () => {
      const phone = uniquePhone();
      for (let i = 0; i < 5; i++) {
        expect(
          (await call("POST", "/api/v1/phone-authentication-number", undefined, { phoneNumber: phone })).statusCode,
        ).toBe(201);
      }
      const sixth = await call("POST", "/api/v1/phone-authentication-number", undefined, { phoneNumber: phone });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().message).toContain("인증번호 요청 횟수를 초과했습니다");
    });

    it("limits code requests per client address", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/v1/phone-authentication-number",
          payload: { phoneNumber: uniquePhone() },
          remoteAddress: ip,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(20);
      expect(statuses[20]).toBe(429);
    });
  });

  describe("POST /api/v1/member (sign-up)", () => {
    it("creates the member with consent, push settings and serviceType, logs them in, and the password is hashed", async () => {
      const phone = uniquePhone();
      const phoneAuthenticationId = await verifyPhone(t.app, t.db, phone);
      const email = uniqueEmail();
      const res = await call("POST", "/api/v1/member", undefined, {
        email,
        password: PASSWORD,
        nickname: "새로운 물멍러",
        name: "홍길동",
        phoneNumber: phone,
        phoneAuthenticationId,
        isUseService: true,
        isPrivacy: true,
        isReceiveEventAndMarketing: true,
        serviceType: "SOMETHING_ELSE",
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.loginType).toBe("EMAIL");
      expect(body.member).toMatchObject({
        email,
        nickname: "새로운 물멍러",
        name: "홍길동",
        phoneNumber: phone,
        isCertified: true,
        hasPassword: true,
        serviceType: "MULMUNG",
        point: 0,
      });
      expect(body.member.referralCode).toMatch(/^[A-Z2-9]{8}$/);
      expect(body.member.pushInformation).toMatchObject({ isAdNotification: true, isEventNotification: true });
      expect(body.member.pushInformation.adNotificationDate).toBeTruthy();
      const [row] = await t.db.select().from(member).where(eq(member.id, body.member.id));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
      const [consent] = await t.db
        .select()
        .from(memberTermsConsent)
        .where(eq(memberTermsConsent.memberId, body.member.id));
      expect(consent).toMatchObject({ isUseService: true, isPrivacy: true, isReceiveEventAndMarketing: true });
      expect((await call("GET", "/api/v1/member/me", body.accessToken)).json().id).toBe(body.member.id);
    });

    it("refuses a taken email with 1000 and writes nothing", async () => {
      const before = await memberCount();
      const phone = uniquePhone();
      const res = await call("POST", "/api/v1/member", undefined, {
        email: "Demo@Mulmung.kr",
        password: PASSWORD,
        nickname: uniqueNickname(),
        phoneNumber: phone,
        phoneAuthenticationId: await verifyPhone(t.app, t.db, phone),
        isUseService: true,
        isPrivacy: true,
        isReceiveEventAndMarketing: false,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 1000, message: "이미 가입된 이메일입니다." });
      expect(await memberCount()).toBe(before);
    });

    it("refuses bad fields with Korean messages naming them, and writes nothing", async () => {
      const before = await memberCount();
      const cases: [Record<string, unknown>, string][] = [
        [
          { password: "short1!" },
          "password: 비밀번호는 영문, 숫자, 특수문자(@$!%*#?&)를 모두 포함해 8자 이상이어야 합니다.",
        ],
        [{ password: "no space 1!" }, "password: 비밀번호에는 영문, 숫자, 특수문자(@$!%*#?&)만 사용할 수 있습니다."],
        [{ email: "a@b" }, "email: 올바른 이메일 형식이 아닙니다."],
        [{ nickname: "<script>" }, "nickname: 닉네임은 한글, 영문, 숫자, 공백만 사용할 수 있습니다."],
        [{ name: "홍길동1" }, "name: 이름은 한글 또는 영문만 입력할 수 있습니다."],
        [{ isUseService: false }, "isUseService: 서비스 이용약관에 동의해주세요."],
        [{ isPrivacy: false }, "isPrivacy: 개인정보 수집 및 이용에 동의해주세요."],
        [{ phoneAuthenticationId: undefined }, "phoneAuthenticationId: 휴대폰 번호 인증을 완료해주세요."],
      ];
      for (const [override, message] of cases) {
        const res = await call("POST", "/api/v1/member", undefined, {
          email: uniqueEmail(),
          password: PASSWORD,
          nickname: uniqueNickname(),
          phoneNumber: uniquePhone(),
          phoneAuthenticationId: "7d1f0c36-5a4a-4c39-9a56-1b2f3c4d5e6f",
          isUseService: true,
          isPrivacy: true,
          isReceiveEventAndMarketing: false,
          ...override,
        });
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        expect(res.json().message).toContain(message);
      }
      expect(await memberCount()).toBe(before);
    });

    it("requires a confirmed verification of the same phone, used only once", async () => {
      const phone = uniquePhone();
      const { id } = (
        await call("POST", "/api/v1/phone-authentication-number", undefined, { phoneNumber: phone })
      ).json();
      const base = {
        password: PASSWORD,
        isUseService: true,
        isPrivacy: true,
        isReceiveEventAndMarketing: false,
      };
      const unconfirmed = await call("POST", "/api/v1/member", undefined, {
        ...base,
        email: uniqueEmail(),
        nickname: uniqueNickname(),
        phoneNumber: phone,
        phoneAuthenticationId: id,
      });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json().code).toBe("PHONE_NOT_VERIFIED");
      const verified = await verifyPhone(t.app, t.db, phone);
      const otherPhone = await call("POST", "/api/v1/member", undefined, {
        ...base,
        email: uniqueEmail(),
        nickname: uniqueNickname(),
        phoneNumber: uniquePhone(),
        phoneAuthenticationId: verified,
      });
      expect(otherPhone.json().code).toBe("PHONE_NOT_VERIFIED");
      const ok = await call("POST", "/api/v1/member", undefined, {
        ...base,
        email: uniqueEmail(),
        nickname: uniqueNickname(),
        phoneNumber: phone,
        phoneAuthenticationId: verified,
      });
      expect(ok.statusCode).toBe(201);
    });

    it("registers a referral code given at sign-up; an unknown code is refused without writing", async () => {
      const referrer = await signUpMember(t.app, t.db);
      const before = await memberCount();
      const phone = uniquePhone();
      const bad = await call("POST", "/api/v1/member", undefined, {
        email: uniqueEmail(),
        password: PASSWORD,
        nickname: uniqueNickname(),
        phoneNumber: phone,
        phoneAuthenticationId: await verifyPhone(t.app, t.db, phone),
        isUseService: true,
        isPrivacy: true,
        isReceiveEventAndMarketing: false,
        referralCode: "NOPE0000",
      });
      expect(bad.statusCode).toBe(404);
      expect(bad.json()).toEqual({ code: "REFERRAL_CODE_NOT_FOUND", message: "존재하지 않는 추천인 코드입니다." });
      expect(await memberCount()).toBe(before);
      const invited = await signUpMember(t.app, t.db, { referralCode: referrer.referralCode.toLowerCase() });
      const state = (await call("GET", "/api/v1/referee", invited.accessToken)).json();
      expect(state.referee.nickname).toBe(referrer.nickname);
      expect((await call("GET", "/api/v1/referee", referrer.accessToken)).json().referredCount).toBe(1);
    });

    it("limits sign-ups per client address", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await t.app.inject({ method: "POST", url: "/api/v1/member", payload: {}, remoteAddress: ip });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 400)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });

  describe("my info", () => {
    it("GET /member/me needs a login", async () => {
      expect((await call("GET", "/api/v1/member/me")).statusCode).toBe(401);
    });

    it("PATCH /member changes name and nickname; a taken nickname is 409 and changes nothing", async () => {
      const m = await signUpMember(t.app, t.db);
      const res = await call("PATCH", "/api/v1/member", m.accessToken, { name: "Kim", nickname: "바뀐 닉네임" });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ name: "Kim", nickname: "바뀐 닉네임" });
      const taken = await call("PATCH", "/api/v1/member", m.accessToken, { nickname: "물멍초보" });
      expect(taken.statusCode).toBe(409);
      expect((await call("GET", "/api/v1/member/me", m.accessToken)).json().nickname).toBe("바뀐 닉네임");
      const empty = await call("PATCH", "/api/v1/member", m.accessToken, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toContain("변경할 내용을 입력해주세요.");
      expect((await call("PATCH", "/api/v1/member", undefined, { name: "Kim" })).statusCode).toBe(401);
    });

    it("PATCH /member/password: wrong current is refused; success keeps this session and ends the others", async () => {
      const m = await signUpMember(t.app, t.db);
      const other = (await login(m.email, PASSWORD)).json();
      const wrong = await call("PATCH", "/api/v1/member/password", m.accessToken, {
        currentPassword: "wrong-pass1!",
        newPassword: "newpass123!",
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ code: "PASSWORD_MISMATCH", message: "현재 비밀번호가 일치하지 않습니다." });
      const weak = await call("PATCH", "/api/v1/member/password", m.accessToken, {
        currentPassword: PASSWORD,
        newPassword: "weak",
      });
      expect(weak.statusCode).toBe(400);
      const ok = await call("PATCH", "/api/v1/member/password", m.accessToken, {
        currentPassword: PASSWORD,
        newPassword: "newpass123!",
      });
      expect(ok.statusCode).toBe(204);
      expect((await call("GET", "/api/v1/member/me", m.accessToken)).statusCode).toBe(200);
      expect((await call("GET", "/api/v1/member/me", other.accessToken)).statusCode).toBe(401);
      expect((await login(m.email, PASSWORD)).statusCode).toBe(400);
      expect((await login(m.email, "newpass123!")).statusCode).toBe(200);
    });

    it("PATCH /member/certification sets a newly verified phone; someone else's number is 409", async () => {
      const m = await signUpMember(t.app, t.db);
      const newPhone = uniquePhone();
      const id = await verifyPhone(t.app, t.db, newPhone);
      const res = await call("PATCH", "/api/v1/member/certification", m.accessToken, { phoneAuthenticationId: id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ phoneNumber: newPhone, isCertified: true });
      const reuse = await call("PATCH", "/api/v1/member/certification", m.accessToken, { phoneAuthenticationId: id });
      expect(reuse.json().code).toBe("PHONE_NOT_VERIFIED");
      const taken = await call("PATCH", "/api/v1/member/certification", m.accessToken, {
        phoneAuthenticationId: await verifyPhone(t.app, t.db, "01012345678"),
      });
      expect(taken.statusCode).toBe(409);
      expect((await call("GET", "/api/v1/member/me", m.accessToken)).json().phoneNumber).toBe(newPhone);
    });

    it("PATCH /member/push-information keeps the date each consent changed", async () => {
      const m = await signUpMember(t.app, t.db);
      const before = (await call("GET", "/api/v1/member/me", m.accessToken)).json().pushInformation;
      const res = await call("PATCH", "/api/v1/member/push-information", m.accessToken, { isAdNotification: true });
      expect(res.statusCode).toBe(200);
      const after = res.json();
      expect(after.isAdNotification).toBe(true);
      expect(after.isEventNotification).toBe(false);
      expect(new Date(after.adNotificationDate).getTime()).toBeGreaterThan(
        new Date(before.adNotificationDate).getTime(),
      );
      expect(after.eventNotificationDate).toBe(before.eventNotificationDate);
      const bad = await call("PATCH", "/api/v1/member/push-information", m.accessToken, { isAdNotification: "yes" });
      expect(bad.statusCode).toBe(400);
      const none = await call("PATCH", "/api/v1/member/push-information", m.accessToken, {});
      expect(none.json().message).toContain("변경할 알림 설정을 선택해주세요.");
    });
  });

  describe("find member and password reset", () => {
    it("finds the masked email of the account with a verified phone", async () => {
      const m = await signUpMember(t.app, t.db);
      const id = await verifyPhone(t.app, t.db, m.phone);
      const res = await call("POST", "/api/v1/member/find-email", undefined, { phoneAuthenticationId: id });
      expect(res.statusCode).toBe(200);
      const [local, domain] = m.email.split("@");
      expect(res.json().email).toBe(`${local?.slice(0, 2)}${"*".repeat((local?.length ?? 0) - 2)}@${domain}`);
      expect(res.json().loginType).toBe("EMAIL");
      const unverified = await call("POST", "/api/v1/member/find-email", undefined, { phoneAuthenticationId: id });
      expect(unverified.statusCode).toBe(400);
      const nobody = await call("POST", "/api/v1/member/find-email", undefined, {
        phoneAuthenticationId: await verifyPhone(t.app, t.db, uniquePhone()),
      });
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().message).toBe("이 휴대폰 번호로 가입된 계정이 없습니다.");
    });

    it("answers the same whether or not the email exists, and mails a one-time link only to a real account", async () => {
      const m = await signUpMember(t.app, t.db);
      const known = await call("POST", "/api/v1/member/find-password", undefined, { email: m.email });
      const unknown = await call("POST", "/api/v1/member/find-password", undefined, { email: "ghost@nowhere.kr" });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      expect(await latestOutboxMessage(t.db, "ghost@nowhere.kr")).toBeUndefined();
      const mail = await latestOutboxMessage(t.db, m.email);
      const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? "")?.[1] as string;
      expect(token).toBeTruthy();
      const [stored] = await t.db.select().from(passwordResetToken).where(eq(passwordResetToken.memberId, m.id));
      expect(stored?.tokenHash).not.toBe(token);

      const weak = await call("POST", "/api/v1/member/reset-password", undefined, { token, password: "weak" });
      expect(weak.statusCode).toBe(400);
      const ok = await call("POST", "/api/v1/member/reset-password", undefined, { token, password: "resetpass1!" });
      expect(ok.statusCode).toBe(204);
      expect((await call("GET", "/api/v1/member/me", m.accessToken)).statusCode).toBe(401);
      expect((await login(m.email, "resetpass1!")).statusCode).toBe(200);
      const again = await call("POST", "/api/v1/member/reset-password", undefined, { token, password: "another12!" });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe("RESET_TOKEN_INVALID");
    });

    it("an expired reset link is refused", async () => {
      const m = await signUpMember(t.app, t.db);
      await call("POST", "/api/v1/member/find-password", undefined, { email: m.email });
      const token = /token=([A-Za-z0-9_-]+)/.exec(
        (await latestOutboxMessage(t.db, m.email))?.body ?? "",
      )?.[1] as string;
      await t.db
        .update(passwordResetToken)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(passwordResetToken.memberId, m.id));
      const res = await call("POST", "/api/v1/member/reset-password", undefined, { token, password: "resetpass1!" });
      expect(res.statusCode).toBe(400);
      expect((await login(m.email, PASSWORD)).statusCode).toBe(200);
    });

    it("limits reset requests per client address", async () => {
      const ip = freshIp();
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/v1/member/find-password",
          payload: { email: uniqueEmail() },
          remoteAddress: ip,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe("public card and profile", () => {
    it("shows another member's card and profile; PATCH /profile changes only my own", async () => {
      const a = await signUpMember(t.app, t.db);
      const b = await signUpMember(t.app, t.db);
      const updated = await call("PATCH", "/api/v1/profile", a.accessToken, {
        introduction: "구피 키우는 중",
        profileImageUrl: "/uploads/2026/11/profile_1.webp",
      });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ id: a.id, introduction: "구피 키우는 중", isWithdrawn: false });
      const card = await call("GET", `/api/v1/member/${a.id}`, b.accessToken);
      expect(card.json()).toEqual({
        id: a.id,
        nickname: a.nickname,
        profileImageUrl: "/uploads/2026/11/profile_1.webp",
        isWithdrawn: false,
      });
      expect(JSON.stringify(card.json())).not.toContain(a.email);
      const profile = await call("GET", `/api/v1/profile/${a.id}`);
      expect(profile.json().introduction).toBe("구피 키우는 중");
      for (const profileImageUrl of [
        "javascript:alert(1)",
        "https://img.example/a.png",
        "https://x.example/uploads/a.png",
      ]) {
        const badImage = await call("PATCH", "/api/v1/profile", a.accessToken, { profileImageUrl });
        expect(badImage.statusCode, profileImageUrl).toBe(400);
        expect(badImage.json().message).toContain("이미지는 물멍에 올린 사진만 사용할 수 있습니다.");
      }
      expect((await call("GET", "/api/v1/member/999999")).statusCode).toBe(404);
      expect((await call("GET", "/api/v1/member/abc")).statusCode).toBe(400);
    });
  });

  describe("shipping destinations", () => {
    const address = {
      name: "집",
      recipient: "김물멍",
      phoneNumber: "010-2222-3333",
      postalCode: "06236",
      address: "서울특별시 강남구 테헤란로 1",
      detailAddress: "101호",
    };

    it("CRUD for the owner; the first is the default and a new default replaces it", async () => {
      const m = await signUpMember(t.app, t.db);
      const first = await call("POST", "/api/v1/shipping-destination", m.accessToken, address);
      expect(first.statusCode).toBe(201);
      expect(first.json()).toMatchObject({ ...address, phoneNumber: "01022223333", isDefault: true });
      const second = (
        await call("POST", "/api/v1/shipping-destination", m.accessToken, { ...address, name: "회사", isDefault: true })
      ).json();
      expect(second.isDefault).toBe(true);
      const list = (await call("GET", "/api/v1/shipping-destination", m.accessToken)).json();
      expect(list.items.map((d: { name: string; isDefault: boolean }) => [d.name, d.isDefault])).toEqual([
        ["회사", true],
        ["집", false],
      ]);
      const patched = await call("PATCH", `/api/v1/shipping-destination/${first.json().id}`, m.accessToken, {
        detailAddress: "202호",
      });
      expect(patched.json().detailAddress).toBe("202호");
      expect(
        (await call("GET", `/api/v1/shipping-destination/${first.json().id}`, m.accessToken)).json().detailAddress,
      ).toBe("202호");
      expect((await call("DELETE", `/api/v1/shipping-destination/${second.id}`, m.accessToken)).statusCode).toBe(204);
      const left = (await call("GET", "/api/v1/shipping-destination", m.accessToken)).json();
      expect(left.items).toHaveLength(1);
      expect(left.items[0].isDefault).toBe(true);
    });

    it("another member can neither read, change nor delete it (404), and it stays as it was", async () => {
      const owner = await signUpMember(t.app, t.db);
      const other = await signUpMember(t.app, t.db);
      const { id } = (await call("POST", "/api/v1/shipping-destination", owner.accessToken, address)).json();
      expect((await call("GET", `/api/v1/shipping-destination/${id}`, other.accessToken)).statusCode).toBe(404);
      expect(
        (await call("PATCH", `/api/v1/shipping-destination/${id}`, other.accessToken, { name: "해킹" })).statusCode,
      ).toBe(404);
      expect((await call("DELETE", `/api/v1/shipping-destination/${id}`, other.accessToken)).statusCode).toBe(404);
      expect((await call("GET", "/api/v1/shipping-destination", other.accessToken)).json().items).toEqual([]);
      expect((await call("GET", `/api/v1/shipping-destination/${id}`, owner.accessToken)).json().name).toBe("집");
      expect((await call("GET", "/api/v1/shipping-destination")).statusCode).toBe(401);
    });

    it("validates the postal code (5 digits) and required fields without writing", async () => {
      const m = await signUpMember(t.app, t.db);
      const bad = await call("POST", "/api/v1/shipping-destination", m.accessToken, { ...address, postalCode: "1234" });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain("postalCode: 우편번호는 5자리 숫자로 입력해주세요.");
      const blank = await call("POST", "/api/v1/shipping-destination", m.accessToken, { ...address, recipient: "  " });
      expect(blank.json().message).toContain("recipient: 받는 분을(를) 입력해주세요.");
      const rows = await t.db.select().from(shippingDestination).where(eq(shippingDestination.memberId, m.id));
      expect(rows).toHaveLength(0);
    });
  });

  describe("refund account and banks", () => {
    it("lists banks, saves and replaces my refund account, validates input", async () => {
      const banks = (await call("GET", "/api/v1/bank-category")).json().items;
      expect(banks).toContainEqual({ code: "090", name: "카카오뱅크" });
      const m = await signUpMember(t.app, t.db);
      expect((await call("GET", "/api/v1/refund-account", m.accessToken)).json()).toEqual({ refundAccount: null });
      const saved = await call("POST", "/api/v1/refund-account", m.accessToken, {
        bankCode: "090",
        accountNumber: "3333-01-1234567",
        accountHolder: "김물멍",
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().refundAccount).toMatchObject({ bankName: "카카오뱅크", accountNumber: "3333011234567" });
      await call("POST", "/api/v1/refund-account", m.accessToken, {
        bankCode: "004",
        accountNumber: "1234567890",
        accountHolder: "김물멍",
      });
      expect((await call("GET", "/api/v1/refund-account", m.accessToken)).json().refundAccount.bankName).toBe(
        "KB국민은행",
      );
      const other = await signUpMember(t.app, t.db);
      expect((await call("GET", "/api/v1/refund-account", other.accessToken)).json()).toEqual({ refundAccount: null });
      const badBank = await call("POST", "/api/v1/refund-account", m.accessToken, {
        bankCode: "999",
        accountNumber: "1234567890",
        accountHolder: "김물멍",
      });
      expect(badBank.statusCode).toBe(400);
      const badNumber = await call("POST", "/api/v1/refund-account", m.accessToken, {
        bankCode: "004",
        accountNumber: "12-34",
        accountHolder: "김물멍",
      });
      expect(badNumber.json().message).toContain("계좌번호는 숫자 10~16자리로 입력해주세요.");
      expect((await call("GET", "/api/v1/refund-account", m.accessToken)).json().refundAccount.bankCode).toBe("004");
    });
  });

  describe("referee", () => {
    it("registers once, never my own code, never an unknown one", async () => {
      const a = await signUpMember(t.app, t.db);
      const b = await signUpMember(t.app, t.db);
      const self = await call("POST", "/api/v1/referee", a.accessToken, { referralCode: a.referralCode });
      expect(self.json()).toEqual({ code: "REFEREE_SELF", message: "본인의 추천인 코드는 등록할 수 없습니다." });
      const unknown = await call("POST", "/api/v1/referee", a.accessToken, { referralCode: "ZZZZZZZZ" });
      expect(unknown.statusCode).toBe(404);
      const ok = await call("POST", "/api/v1/referee", a.accessToken, { referralCode: b.referralCode });
      expect(ok.statusCode).toBe(201);
      expect(ok.json()).toMatchObject({ myReferralCode: a.referralCode, referee: { nickname: b.nickname } });
      const twice = await call("POST", "/api/v1/referee", a.accessToken, { referralCode: "MULMUNG1" });
      expect(twice.statusCode).toBe(409);
      expect((await call("GET", "/api/v1/referee", a.accessToken)).json().referee.nickname).toBe(b.nickname);
      expect((await call("POST", "/api/v1/referee", undefined, { referralCode: b.referralCode })).statusCode).toBe(401);
      const blank = await call("POST", "/api/v1/referee", a.accessToken, { referralCode: " " });
      expect(blank.json().message).toContain("추천인 코드를 입력해주세요.");
    });
  });

  describe("DELETE /api/v1/member (withdrawal)", () => {
    it("a wrong confirmation word is 1012 and changes nothing", async () => {
      const m = await signUpMember(t.app, t.db);
      const res = await call("DELETE", "/api/v1/member", m.accessToken, { word: "탈퇴", withdrawalReason: "" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 1012, message: "회원 탈퇴 권한이 없습니다." });
      expect((await call("GET", "/api/v1/member/me", m.accessToken)).json().email).toBe(m.email);
    });

    it("a partner-store member is sent to the support centre (1013)", async () => {
      const m = await signUpMember(t.app, t.db);
      await t.db.insert(affiliate).values({
        memberId: m.id,
        name: "테스트 수족관",
        address: "서울특별시 중구 1",
        region: "서울특별시",
        latitude: 37.5,
        longitude: 127,
      });
      const res = await call("DELETE", "/api/v1/member", m.accessToken, { word: "회원탈퇴" });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 1013, message: "파트너(제휴) 회원 탈퇴는 고객센터를 통해 진행해주세요." });
    });

    it("erases personal data, revokes sessions, keeps the row; the card shows 탈퇴한 회원; the email can sign up again", async () => {
      const m = await signUpMember(t.app, t.db);
      await call("POST", "/api/v1/shipping-destination", m.accessToken, {
        name: "집",
        recipient: "김물멍",
        phoneNumber: "01022223333",
        postalCode: "06236",
        address: "서울",
      });
      const second = (await login(m.email, PASSWORD)).json();
      const res = await call("DELETE", "/api/v1/member", m.accessToken, {
        word: "회원탈퇴",
        withdrawalReason: "자주 사용하지 않아요",
      });
      expect(res.statusCode).toBe(204);
      const [row] = await t.db.select().from(member).where(eq(member.id, m.id));
      expect(row).toMatchObject({
        email: expect.stringMatching(/^withdrawn:[0-9a-f]{64}$/),
        passwordHash: null,
        nickname: null,
        name: null,
        phoneNumber: null,
        withdrawalReason: "자주 사용하지 않아요",
      });
      expect(row?.withdrawnAt).toBeInstanceOf(Date);
      const live = await t.db.select().from(memberSession).where(eq(memberSession.memberId, m.id));
      expect(live.length).toBeGreaterThan(0);
      expect(live.every((s) => s.revokedAt !== null)).toBe(true);
      expect((await call("GET", "/api/v1/member/me", m.accessToken)).statusCode).toBe(401);
      expect((await call("GET", "/api/v1/member/me", second.accessToken)).statusCode).toBe(401);
      expect(await t.db.select().from(shippingDestination).where(eq(shippingDestination.memberId, m.id))).toHaveLength(
        0,
      );
      expect((await call("GET", `/api/v1/member/${m.id}`)).json()).toEqual({
        id: m.id,
        nickname: "탈퇴한 회원",
        profileImageUrl: null,
        isWithdrawn: true,
      });
      expect(JSON.stringify(row)).not.toContain(m.email);
      const refused = await login(m.email, PASSWORD);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ code: 1014, message: "이미 탈퇴한 계정입니다." });
      const again = await signUpMember(t.app, t.db, { email: m.email, nickname: m.nickname, phoneNumber: m.phone });
      expect(again.id).not.toBe(m.id);
      expect((await login(m.email, PASSWORD)).statusCode).toBe(200);
    });

    it("a withdrawn email answers 1014 at login (any letter case, any password); others still 1001", async () => {
      const m = await signUpMember(t.app, t.db);
      await t.app.services.myInfo.withdraw(m.id, { word: "회원탈퇴" });
      for (const [email, password] of [
        [m.email, PASSWORD],
        [m.email.toUpperCase(), "wrong-password-1"],
      ] as const) {
        const res = await login(email, password);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ code: 1014, message: "이미 탈퇴한 계정입니다." });
      }
      expect((await login(`never-${m.email}`, PASSWORD)).json().code).toBe(1001);
      // The same address can sign up and withdraw again; its newest withdrawal keeps the mark.
      const again = await signUpMember(t.app, t.db, { email: m.email, nickname: m.nickname, phoneNumber: m.phone });
      await t.app.services.myInfo.withdraw(again.id, { word: "회원탈퇴" });
      expect((await login(m.email, PASSWORD)).json().code).toBe(1014);
      const marked = await t.db.select().from(member).where(eq(member.id, m.id));
      expect(marked[0]?.email).toBeNull();
    });

    it("withdrawing twice answers 1014", async () => {
      const m = await signUpMember(t.app, t.db);
      await t.app.services.myInfo.withdraw(m.id, { word: "회원탈퇴" });
      await expect(t.app.services.myInfo.withdraw(m.id, { word: "회원탈퇴" })).rejects.toMatchObject({
        status: 409,
        code: 1014,
        message: "이미 탈퇴한 계정입니다.",
      });
    });

    it("needs a login", async () => {
      expect((await call("DELETE", "/api/v1/member", undefined, { word: "회원탈퇴" })).statusCode).toBe(401);
    });
  });

  it("the local outbox can be read per recipient (it stands in for SMS and mail)", async () => {
    const rows = await t.db.select({ n: count() }).from(outboxMessage);
    expect(rows[0]?.n).toBeGreaterThan(0);
    const phone = uniquePhone();
    await call("POST", "/api/v1/phone-authentication-number", undefined, { phoneNumber: phone });
    const res = await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "GET",
      url: `/api/v1/dev/outbox?recipient=${phone}`,
      remoteAddress: "127.0.0.1",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(1);
    expect(res.json().items[0].body).toMatch(/\[물멍\] 인증번호 \[\d{6}\]/);
    expect(
      (
        await t.app.inject({
          headers: STAND_IN_HEADERS,
          method: "GET",
          url: "/api/v1/dev/outbox",
          remoteAddress: "::1",
        })
      ).statusCode,
    ).toBe(400);
    // Codes are secrets: nobody off this machine may read them.
    const remote = await t.app.inject({
      headers: STAND_IN_HEADERS,
      method: "GET",
      url: `/api/v1/dev/outbox?recipient=${phone}`,
      remoteAddress: "203.0.113.7",
    });
    expect(remote.statusCode).toBe(404);
  });
});

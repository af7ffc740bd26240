/**
 * Expiry rules as services, without HTTP: a phone code and a password reset link against a fixed clock, on a
 * real database and the real local outbox (the stand-in SMS and mail).
 */
import { PASSWORD_RESET_TTL_MINUTES, PHONE_CODE_TTL_SECONDS } from "@mulmung/contract/member";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testConfig } from "../../../test/test-app.ts";
import { createDatabase, type Database } from "../../db/client.ts";
import { type CacheClears, openCacheClears } from "../../http/cache-clear.ts";
import { createMessageService } from "../../services/messaging/message-sender.ts";
import { createSessionService } from "../auth/session.ts";
import { uniquePhone } from "../auth/test-support.ts";
import { fixedClock } from "../shared/clock.ts";
import { createAccountRecoveryService } from "./account-recovery.ts";
import { createPhoneVerificationService } from "./phone-verification.ts";

describe("expiry with a fixed clock (services, no HTTP)", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  const clock = fixedClock(new Date("2026-03-02T09:00:00Z"));
  const config = testConfig();
  const log = pino({ level: "silent" });
  let messages: ReturnType<typeof createMessageService>;
  let cacheClears: CacheClears;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDatabase(database.url, { max: 3 });
    messages = createMessageService({ db, config, log });
    cacheClears = await openCacheClears(db.$client, log);
  });
  afterAll(async () => {
    await cacheClears.close();
    await db.$client.end();
    await database.drop();
  });

  const lastMessage = async (recipient: string) => {
    const [newest] = await messages.outbox(recipient);
    if (!newest) throw new Error(`no message for ${recipient}`);
    return newest.body;
  };

  describe("phone code", () => {
    const phones = () => createPhoneVerificationService({ db, clock, messages });
    const codeIn = (body: string) => /\[(\d{6})\]/.exec(body)?.[1] ?? "";

    it("is accepted up to its last second", async () => {
      const phone = uniquePhone();
      const { id, expiresAt } = await phones().request(phone, "127.0.0.1");
      expect(expiresAt).toBe(new Date(clock.now().getTime() + PHONE_CODE_TTL_SECONDS * 1000).toISOString());
      clock.advance(PHONE_CODE_TTL_SECONDS * 1000 - 1000);
      await expect(phones().confirm(id, codeIn(await lastMessage(phone)))).resolves.toEqual({
        id,
        phoneNumber: phone,
        isConfirmed: true,
      });
    });

    it("expires after PHONE_CODE_TTL_SECONDS, even with the right code", async () => {
      const phone = uniquePhone();
      const { id } = await phones().request(phone, "127.0.0.1");
      clock.advance(PHONE_CODE_TTL_SECONDS * 1000);
      await expect(phones().confirm(id, codeIn(await lastMessage(phone)))).rejects.toMatchObject({
        status: 400,
        code: "PHONE_CODE_EXPIRED",
        message: "인증번호가 만료되었습니다. 다시 요청해주세요.",
      });
    });
  });

  describe("password reset link", () => {
    const recovery = () =>
      createAccountRecoveryService({
        db,
        config,
        clock,
        messages,
        sessions: createSessionService({ db, config, clock, log, cacheClears }),
      });
    const tokenIn = (body: string) => /token=([\w-]+)/.exec(body)?.[1] ?? "";

    it(`works within ${PASSWORD_RESET_TTL_MINUTES} minutes and not after`, async () => {
      await recovery().requestPasswordReset("reviewer1@mulmung.kr");
      const late = tokenIn(await lastMessage("reviewer1@mulmung.kr"));
      clock.advance(PASSWORD_RESET_TTL_MINUTES * 60_000);
      await expect(recovery().resetPassword(late, "new-password-1!")).rejects.toMatchObject({
        status: 400,
        code: "RESET_TOKEN_INVALID",
      });

      await recovery().requestPasswordReset("reviewer2@mulmung.kr");
      const inTime = tokenIn(await lastMessage("reviewer2@mulmung.kr"));
      clock.advance(PASSWORD_RESET_TTL_MINUTES * 60_000 - 1000);
      await expect(recovery().resetPassword(inTime, "new-password-1!")).resolves.toBeUndefined();
    });
  });
});

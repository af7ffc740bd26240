/**
 * Real senders for a real deployment, each against a real local server: mail through nodemailer to an `smtp-server`
 * on loopback (authentication required, as a mail provider does), text messages to a local HTTP server that checks
 * the request the way Solapi does (HMAC-SHA256 API-key signature, fresh date, unused salt, registered sender).
 * And the log: no code, no link, no token at any level, whichever sender is in use.
 */
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, testConfigFromEnv } from "../../../test/test-app.ts";
import { outboxMessage } from "../../db/schema.ts";
import { freshIp, latestPhoneCode, uniquePhone } from "../../modules/auth/test-support.ts";

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** The text part of a simple nodemailer message (quoted-printable or base64). */
function mailText(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

async function startSmtp(user: string, pass: string) {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    allowInsecureAuth: true,
    disabledCommands: ["STARTTLS"],
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) return callback(null, { user });
      return callback(new Error("535 5.7.8 authentication failed"));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith("@bounce.example")) return callback(new Error("550 5.1.1 no such mailbox"));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { mails, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

interface SolapiRequest {
  to: string;
  from: string;
  text: string;
}

/** Answers like Solapi's POST /messages/v4/send, after checking the request as Solapi does. */
async function startSolapi(apiKey: string, apiSecret: string, sender: string) {
  const accepted: SolapiRequest[] = [];
  const refusals: string[] = [];
  const salts = new Set<string>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const answer = (status: number, body: object) => {
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      };
      const refuse = (status: number, errorCode: string, errorMessage: string) => {
        refusals.push(errorCode);
        answer(status, { errorCode, errorMessage });
      };
      if (req.method !== "POST" || req.url !== "/messages/v4/send") return refuse(404, "NotFound", "no such API");
      const auth = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]{64})$/.exec(
        req.headers.authorization ?? "",
      );
      if (!auth) return refuse(401, "InvalidAuthorizationHeader", "bad Authorization header");
      const [, key, date, salt, signature] = auth as unknown as [string, string, string, string, string];
      if (key !== apiKey) return refuse(403, "InvalidApiKey", "unknown API key");
      if (Math.abs(Date.now() - Date.parse(date)) > 15 * 60_000) return refuse(401, "RequestTimeTooSkewed", "date");
      if (salt.length < 12 || salt.length > 64 || salts.has(salt)) return refuse(401, "DuplicatedSignature", "salt");
      const expected = createHmac("sha256", apiSecret)
        .update(date + salt)
        .digest("hex");
      if (expected !== signature) return refuse(401, "SignatureDoesNotMatch", "signature");
      salts.add(salt);
      if (!String(req.headers["content-type"]).startsWith("application/json"))
        return refuse(400, "ValidationError", "json only");
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { message?: Partial<SolapiRequest> };
      const m = body.message;
      if (!m?.to || !m.from || !m.text) return refuse(400, "ValidationError", "message.to, from and text are required");
      if (m.from !== sender) return refuse(400, "InvalidSenderNumber", "unregistered sender number");
      if (m.to.endsWith("0000")) return refuse(402, "NotEnoughBalance", "not enough balance");
      accepted.push(m as SolapiRequest);
      answer(200, {
        groupId: "G4V20261123000000TEST",
        messageId: `M4V${accepted.length}`,
        accountId: "ACCOUNT",
        statusCode: "2000",
        statusMessage: "정상 접수(이통사로 접수 예정) ",
        to: m.to,
        from: m.from,
        type: "SMS",
        country: "82",
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return { accepted, refusals, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function logCapture() {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
}

describe("real senders (public PUBLIC_URL, stand-ins off)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let solapi: Awaited<ReturnType<typeof startSolapi>>;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const log = logCapture();

  beforeAll(async () => {
    smtp = await startSmtp("mailer", "mail-pass");
    solapi = await startSolapi("NCSLOCALTEST", "local-api-secret", "0212345678");
    const config = testConfigFromEnv({
      PUBLIC_URL: "https://shop.example.com",
      SMTP_URL: `smtp://mailer:mail-pass@127.0.0.1:${smtp.port}`,
      SMTP_FROM: "물멍 <no-reply@shop.example.com>",
      SMS_PROVIDER: "solapi",
      SOLAPI_API_KEY: "NCSLOCALTEST",
      SOLAPI_API_SECRET: "local-api-secret",
      SOLAPI_BASE_URL: `http://127.0.0.1:${solapi.port}`,
      SMS_FROM: "0212345678",
    });
    expect(config.localStandIns).toBe(false);
    t = await createTestApp(config, { logStream: log.stream });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await solapi.close();
  });

  const outboxCount = async () => (await t.db.select({ n: count() }).from(outboxMessage))[0]?.n ?? 0;

  it("sends the phone code through the SMS provider's API, signed; the code confirms; nothing lands in the outbox", async () => {
    const before = await outboxCount();
    const phone = uniquePhone();
    const requested = await t.app.inject({
      method: "POST",
      url: "/api/v1/phone-authentication-number",
      payload: { phoneNumber: phone },
      remoteAddress: freshIp(),
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const sms = solapi.accepted.find((m) => m.to === phone);
    expect(sms).toMatchObject({ to: phone, from: "0212345678" });
    const code = /\[(\d{6})\]/.exec(sms?.text ?? "")?.[1] as string;
    expect(sms?.text).toBe(`[물멍] 인증번호 [${code}]를 입력해주세요. (3분 이내)`);
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/v1/phone-authentication-number/${requested.json().id}/confirm/${code}`,
      remoteAddress: freshIp(),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await outboxCount()).toBe(before);

    const text = log.lines.join("");
    expect(text).toContain("sms: message accepted by the provider");
    expect(text).toContain(`${phone.slice(0, 3)}****${phone.slice(-4)}`);
    expect(text).not.toContain(code);
    expect(text).not.toContain(phone);
  });

  it("mails the reset link over SMTP; the link resets the password; neither link nor token is logged", async () => {
    const asked = await t.app.inject({
      method: "POST",
      url: "/api/v1/member/find-password",
      payload: { email: "demo@mulmung.kr" },
      remoteAddress: freshIp(),
    });
    expect(asked.statusCode).toBe(200);
    const mail = smtp.mails.find((m) => m.to.includes("demo@mulmung.kr"));
    expect(mail?.from).toBe("no-reply@shop.example.com");
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    const text = mailText(mail?.raw ?? "");
    const token = /https:\/\/shop\.example\.com\/my-info\/account\/find-member\/reset\?token=([\w-]+)/.exec(text)?.[1];
    expect(token, text).toBeTruthy();

    // Opening the link (a page request) and using the token.
    await t.app.inject({ method: "GET", url: `/my-info/account/find-member/reset?token=${token}` });
    const reset = await t.app.inject({
      method: "POST",
      url: "/api/v1/member/reset-password",
      payload: { token, password: "newpass123!" },
      remoteAddress: freshIp(),
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/authentication",
      payload: { email: "demo@mulmung.kr", password: "newpass123!" },
      remoteAddress: freshIp(),
    });
    expect(login.statusCode).toBe(200);

    const logged = log.lines.join("");
    expect(logged).toContain("smtp: mail sent");
    expect(logged).toContain("de**@mulmung.kr");
    expect(logged).toContain("/my-info/account/find-member/reset?token=***");
    expect(logged).not.toContain(token as string);
  });

  it("answers 502 in Korean when the SMS provider refuses, and logs its code without the message", async () => {
    const phone = `0109${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}0000`;
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/phone-authentication-number",
      payload: { phoneNumber: phone },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      code: "MESSAGE_NOT_SENT",
      message: "메시지를 보내지 못했습니다. 잠시 후 다시 시도해주세요.",
    });
    expect(solapi.refusals).toContain("NotEnoughBalance");
    const line = log.lines.find((l) => l.includes("sms: provider refused the message")) ?? "";
    expect(line).toContain("NotEnoughBalance");
    expect(line).not.toContain("인증번호");
  });

  it("answers 502 in Korean when the mail server refuses the recipient", async () => {
    // A member whose mailbox bounces: sign-up data is not needed, only a row with that e-mail.
    const phone = uniquePhone();
    const requested = await t.app.inject({
      method: "POST",
      url: "/api/v1/phone-authentication-number",
      payload: { phoneNumber: phone },
      remoteAddress: freshIp(),
    });
    const code = /\[(\d{6})\]/.exec(solapi.accepted.find((m) => m.to === phone)?.text ?? "")?.[1];
    await t.app.inject({
      method: "POST",
      url: `/api/v1/phone-authentication-number/${requested.json().id}/confirm/${code}`,
      remoteAddress: freshIp(),
    });
    const email = `gone${Date.now()}@bounce.example`;
    const signup = await t.app.inject({
      method: "POST",
      url: "/api/v1/member",
      payload: {
        email,
        password: "mulmung123!",
        nickname: `반송${Date.now() % 100000}`,
        phoneNumber: phone,
        phoneAuthenticationId: requested.json().id,
        isUseService: true,
        isPrivacy: true,
        isReceiveEventAndMarketing: false,
      },
      remoteAddress: freshIp(),
    });
    expect(signup.statusCode, signup.body).toBe(201);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/member/find-password",
      payload: { email },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().code).toBe("MESSAGE_NOT_SENT");
    expect(log.lines.join("")).toContain("smtp: mail not sent");
  });
});

describe("the local outbox (stand-ins on): stored for this machine, never logged", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const log = logCapture();
  beforeAll(async () => {
    t = await createTestApp({}, { logStream: log.stream });
  });
  afterAll(() => t.close());

  it("logs that a phone code was stored, with the number masked, but never the code, at any level", async () => {
    const phone = uniquePhone();
    const requested = await t.app.inject({
      method: "POST",
      url: "/api/v1/phone-authentication-number",
      payload: { phoneNumber: phone },
      remoteAddress: freshIp(),
    });
    expect(requested.statusCode).toBe(201);
    const code = await latestPhoneCode(t.db, phone);
    const confirmed = await t.app.inject({
      method: "POST",
      url: `/api/v1/phone-authentication-number/${requested.json().id}/confirm/${code}`,
      remoteAddress: freshIp(),
    });
    expect(confirmed.statusCode).toBe(200);

    const text = log.lines.join("");
    expect(text).toContain("local outbox: message stored");
    expect(text).toContain(`/confirm/***`);
    expect(text).not.toContain(code);
    expect(text).not.toContain(phone);
  });
});

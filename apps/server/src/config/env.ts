/**
 * Configuration from environment variables, validated once at start-up. The keys every instance must agree on
 * (config/shared-keys.ts) are completed once the database is up (boot.ts): `loadConfig`, then `withSharedKeys`.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { PaymentMethod } from "@mulmung/domain/enums";
import { z } from "zod";
import { isLoopback } from "../http/loopback.ts";
import { KAKAO_MAP_ENV, type KakaoMapConfig, kakaoMapConfig } from "./kakao-map.ts";
import { type FcmConfig, NATIVE_APP_ENV, type NativeAppConfig, parseNativeApp } from "./native-app.ts";
import { OAUTH_ENV, type OAuthConfig, oauthConfig } from "./oauth.ts";
import { OBJECT_STORAGE_ENV, type ObjectStorageSettings, parseObjectStorage } from "./object-storage.ts";
import { OPERATIONS_ENV, type OperationsConfig, parseOperations } from "./operations.ts";
import {
  type KeySources,
  parseSharedKeys,
  readLocalKeys,
  SHARED_KEYS_ENV,
  type SharedKeys,
  type VapidConfig,
} from "./shared-keys.ts";
import { parseTrustProxy, type TrustProxy } from "./trust-proxy.ts";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /**
   * `off` skips the embedded PostgreSQL's fsync: for throwaway data only (the browser tests' servers), since a machine
   * crash can then corrupt the cluster. A crash of PostgreSQL or of the app loses nothing either way.
   */
  EMBEDDED_PG_FSYNC: z.enum(["on", "off"]).default("on"),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Behind a reverse proxy: how many proxy hops to trust (`1`), or which proxy addresses (`127.0.0.1,10.0.0.0/8`).
   * Never "every hop": the left-most X-Forwarded-For entry is whatever the client wrote.
   */
  TRUST_PROXY: z.string().trim().default("false"),
  /** Local stand-ins (outbox reader, OAuth stand-in): default on only when PUBLIC_URL is a loopback address. */
  LOCAL_STAND_INS: z.enum(["true", "false"]).optional(),
  /** A clock the stand-ins' key may move (browser tests of 08:00 deliveries); only with LOCAL_STAND_INS. */
  STAND_IN_CLOCK: z.enum(["true", "false"]).optional(),
  /** Replaced by LOCAL_STAND_INS; refused so an old setting is not silently ignored. */
  OAUTH_STAND_IN: z.string().optional(),
  // Mail over SMTP (password-reset mail): SMTP_URL, or SMTP_HOST [+ SMTP_PORT, SMTP_USER, SMTP_PASS]; and SMTP_FROM.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASS: z.string().min(1).optional(),
  SMTP_FROM: z.string().min(3).optional(),
  // Text messages (phone codes) through a Korean SMS provider's API.
  SMS_PROVIDER: z.enum(["solapi"]).optional(),
  SOLAPI_API_KEY: z.string().min(1).optional(),
  SOLAPI_API_SECRET: z.string().min(1).optional(),
  SOLAPI_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.solapi.com"),
  /** The registered sender number (발신번호), digits only. */
  SMS_FROM: z
    .string()
    .regex(/^\d{8,12}$/, "숫자만 8~12자리로 입력해주세요.")
    .optional(),
  /**
   * Order writes (order creation, confirmation, payment completion) a member may make a minute, per route, counted
   * in PostgreSQL across instances; 0 turns the limit off (the checkout benchmark buys as one member).
   */
  ORDER_RATE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(20),
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  ...OAUTH_ENV,
  // Payments through PortOne V2: all of these, or none (then the local stand-in while LOCAL_STAND_INS is on).
  PORTONE_STORE_ID: z.string().min(1).optional(),
  PORTONE_API_SECRET: z.string().min(1).optional(),
  PORTONE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, "whsec_로 시작하는 웹훅 시크릿이어야 합니다.")
    .optional(),
  /** One channel key for every method, or one per method below (a per-method key wins). */
  PORTONE_CHANNEL_KEY: z.string().min(1).optional(),
  PORTONE_CHANNEL_KEY_CARD: z.string().min(1).optional(),
  PORTONE_CHANNEL_KEY_MOBILE: z.string().min(1).optional(),
  PORTONE_CHANNEL_KEY_VIRTUAL_ACCOUNT: z.string().min(1).optional(),
  PORTONE_CHANNEL_KEY_TRANSFER: z.string().min(1).optional(),
  PORTONE_CHANNEL_KEY_NAVERPAY: z.string().min(1).optional(),
  PORTONE_CHANNEL_KEY_KAKAOPAY: z.string().min(1).optional(),
  PORTONE_CHANNEL_KEY_TOSSPAY: z.string().min(1).optional(),
  PORTONE_CHANNEL_KEY_LPAY: z.string().min(1).optional(),
  PORTONE_CHANNEL_KEY_PAYCO: z.string().min(1).optional(),
  /** PortOne's API origin; a stand-in run as its own process (tools/portone-stand-in/src/main.ts) in tests. */
  PORTONE_API_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.portone.io"),
  /** Kakao's postcode (주소 검색) script; unset: the local stand-in while LOCAL_STAND_INS, else Kakao's own URL. */
  POSTCODE_SCRIPT_URL: z.url({ protocol: /^https$/ }).optional(),
  ...NATIVE_APP_ENV,
  ...KAKAO_MAP_ENV,
  ...SHARED_KEYS_ENV,
  ...OBJECT_STORAGE_ENV,
  ...OPERATIONS_ENV,
});

/** Kakao's postcode script (주소 검색, decision 037): the real one from its CDN since 2026 (`kakao.Postcode`). */
export const KAKAO_POSTCODE_SCRIPT_URL = "https://t1.kakaocdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js";
/** Where the local postcode stand-in serves its script (only while the stand-ins are on). */
export const POSTCODE_STAND_IN_SCRIPT = "/postcode-stand-in/postcode.v2.js";

/**
 * The address search (주소 검색). `scriptUrl` is what the pages load; `standIn` says it is the local stand-in (same
 * origin, nothing to add to the page policy), else the page policy allows the real widget's origins.
 */
export interface PostcodeConfig {
  scriptUrl: string;
  standIn: boolean;
}

/** POSTCODE_SCRIPT_URL wins; without it the stand-in while the stand-ins are on, else Kakao's script (no key needed). */
export function postcodeConfig(scriptUrl: string | undefined, localStandIns: boolean): PostcodeConfig {
  if (scriptUrl) return { scriptUrl, standIn: false };
  return localStandIns
    ? { scriptUrl: POSTCODE_STAND_IN_SCRIPT, standIn: true }
    : { scriptUrl: KAKAO_POSTCODE_SCRIPT_URL, standIn: false };
}

/** SMTP for mail: a URL (smtp:// or smtps://) or host/port/credentials, and the From address. */
export interface MailConfig {
  smtp: string | { host: string; port: number; secure: boolean; auth?: { user: string; pass: string } };
  from: string;
}

/** A Korean SMS provider's API (Solapi); baseUrl is configurable so tests can stand up a local one. */
export interface SmsConfig {
  provider: "solapi";
  apiKey: string;
  apiSecret: string;
  from: string;
  baseUrl: string;
}

/** The payment methods that go through the gateway (SPEC §3; OURPLATFORM_ACCOUNT is the in-house account). */
export type GatewayPayMethod = Exclude<PaymentMethod, "OURPLATFORM_ACCOUNT">;

/** Each gateway method's channel-key variable suffix (PortOne's own method names). */
export const PORTONE_CHANNEL_KEY_SUFFIX: Readonly<Record<GatewayPayMethod, string>> = {
  CARD: "CARD",
  PHONE: "MOBILE",
  VBANK: "VIRTUAL_ACCOUNT",
  TRANS: "TRANSFER",
  NAVERPAY: "NAVERPAY",
  KAKAOPAY: "KAKAOPAY",
  TOSSPAY: "TOSSPAY",
  LPAY: "LPAY",
  PAYCO: "PAYCO",
};

/**
 * PortOne V2. `standIn`: the in-app stand-in (tools/portone-stand-in), whose API origin is known only once its
 * loopback listener is up (`apiBaseUrl` is filled then); its secrets are made up per process start.
 */
export interface PortOneConfig {
  standIn: boolean;
  storeId: string;
  apiSecret: string;
  webhookSecret: string;
  channelKeys: Record<GatewayPayMethod, string>;
  apiBaseUrl: string;
  /** How long a call to PortOne may take before the gateway gives up (GatewayUnavailable). */
  timeoutMs: number;
  /** The stand-in keeps its payments here, so they outlive an app restart (unset: in memory). */
  standInFile?: string;
}

/** The variables a real PortOne set-up needs (named at start-up when payments are off). */
export const PORTONE_VARIABLES = [
  "PORTONE_STORE_ID",
  "PORTONE_API_SECRET",
  "PORTONE_WEBHOOK_SECRET",
  "PORTONE_CHANNEL_KEY (또는 PORTONE_CHANNEL_KEY_CARD 등 결제 수단별 키)",
] as const;

/** What start-up says when payments are off (no PortOne keys, stand-ins off): the server runs, checkout answers 503. */
export function paymentsOffWarning(config: Pick<Config, "portone" | "publicUrl">): string | undefined {
  if (config.portone) return undefined;
  return `결제(PortOne) 설정이 없어 ${config.publicUrl}에서 온라인 결제를 받을 수 없습니다 (결제 요청은 503 PAYMENT_UNAVAILABLE). 설정할 변수: ${PORTONE_VARIABLES.join(", ")}. (No PortOne keys: payments are off.)`;
}

/** The in-app stand-in's settings: fixed store id and channel keys, secrets made up for this process. */
export function standInPortOneConfig(standInFile?: string): PortOneConfig {
  const channelKeys = Object.fromEntries(
    Object.entries(PORTONE_CHANNEL_KEY_SUFFIX).map(([method, suffix]) => [
      method,
      `channel-key-stand-in-${suffix.toLowerCase().replaceAll("_", "-")}`,
    ]),
  ) as Record<GatewayPayMethod, string>;
  return {
    standIn: true,
    storeId: "store-mulmung-stand-in",
    apiSecret: randomBytes(24).toString("base64url"),
    webhookSecret: `whsec_${randomBytes(32).toString("base64")}`,
    channelKeys,
    apiBaseUrl: "",
    timeoutMs: 10_000,
    ...(standInFile ? { standInFile } : {}),
  };
}

/** jwtSecret and cookieSecret are the same on every instance (JWT_SECRET, COOKIE_SECRET, else the database's). */
export interface Secrets {
  jwtSecret: string;
  cookieSecret: string;
  /**
   * What a caller of the local stand-ins' doors (the outbox, the payment and push stand-ins' controls and windows,
   * the OAuth stand-in) must show besides coming from this machine: a proxy on the same host makes every request
   * look local, so loopback alone proves nothing (http/stand-in-key.ts). Only this machine's files hold it
   * (STAND_IN_KEY, else DATA_DIR/secrets.json): it is never shared through the database.
   */
  standInKey: string;
}

/** `s3` and `assetUrl`: where uploads live and the CDN in front of them (config/object-storage.ts). */
export interface Config extends ObjectStorageSettings {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  /** false: the embedded PostgreSQL runs without fsync (EMBEDDED_PG_FSYNC=off, throwaway data only). */
  embeddedPgFsync?: boolean;
  publicUrl: string;
  logLevel: string;
  seedDemoData: boolean;
  /** Order writes a member may make a minute per route (ORDER_RATE_LIMIT, default 20; 0: no limit). */
  orderRateLimit?: number;
  trustProxy: TrustProxy;
  /**
   * The one switch for everything that stands in for an outside service and would let anyone be anyone: the
   * outbox reader (/api/v1/dev/outbox), the OAuth stand-in provider. Off, neither exists.
   */
  localStandIns: boolean;
  /** The services' clock may be moved through `PUT /api/v1/stand-in/clock` (http/stand-in-clock.ts). */
  standInClock?: boolean;
  secrets: Secrets;
  /** The web push keys (VAPID_*, else the database's; config/shared-keys.ts). */
  vapid: VapidConfig;
  /** Social login keys; a provider without keys uses the stand-in when localStandIns, else is not offered. */
  oauth?: OAuthConfig;
  /** Real senders; a channel without one uses the local outbox (only allowed while localStandIns). */
  mail?: MailConfig;
  sms?: SmsConfig;
  /**
   * Payments (PortOne V2): the real service with every PORTONE_* variable set, else the in-app stand-in while
   * localStandIns, else absent (payments unavailable: checkout answers 503 PAYMENT_UNAVAILABLE).
   */
  portone?: PortOneConfig;
  /** 주소 검색: Kakao's postcode script, or the local stand-in's (decision 037). */
  postcode: PostcodeConfig;
  /** The store map: Kakao Maps' SDK with KAKAO_JAVASCRIPT_KEY, or the local stand-in's (config/kakao-map.ts). */
  kakaoMap: KakaoMapConfig;
  /** The store apps, for App Links and Universal Links (config/native-app.ts). */
  nativeApp?: NativeAppConfig;
  /** Native push: the real FCM, or "STAND_IN" (the local one, started with the app), or absent (not sent). */
  fcm?: FcmConfig | "STAND_IN";
  /** SIGTERM's drain and who may read /metrics (config/operations.ts); absent: no drain, loopback only. */
  operations?: OperationsConfig;
}

export class ConfigError extends Error {}

/** localhost, 127.x.x.x, ::1 (the README's local start). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || isLoopback(host);
}

/**
 * PORTONE_*: all set → the real PortOne (or whatever PORTONE_API_BASE_URL names); none set → the stand-in while
 * the stand-ins are on, else no payments; some set → a problem naming the missing ones (a mistake in any mode).
 */
function parsePortOne(
  e: z.infer<typeof EnvSchema>,
  localStandIns: boolean,
  dataDir: string,
): PortOneConfig | string | undefined {
  const keyOf = (method: GatewayPayMethod) =>
    e[`PORTONE_CHANNEL_KEY_${PORTONE_CHANNEL_KEY_SUFFIX[method]}` as keyof typeof e] as string | undefined;
  const methods = Object.keys(PORTONE_CHANNEL_KEY_SUFFIX) as GatewayPayMethod[];
  const anyKey = e.PORTONE_CHANNEL_KEY !== undefined || methods.some((method) => keyOf(method) !== undefined);
  const given = [e.PORTONE_STORE_ID, e.PORTONE_API_SECRET, e.PORTONE_WEBHOOK_SECRET].some((v) => v !== undefined);
  if (!given && !anyKey)
    return localStandIns ? standInPortOneConfig(path.join(dataDir, "portone-stand-in.jsonl")) : undefined;
  const missing: string[] = [];
  if (!e.PORTONE_STORE_ID) missing.push("PORTONE_STORE_ID");
  if (!e.PORTONE_API_SECRET) missing.push("PORTONE_API_SECRET");
  if (!e.PORTONE_WEBHOOK_SECRET) missing.push("PORTONE_WEBHOOK_SECRET");
  const channelKeys: Partial<Record<GatewayPayMethod, string>> = {};
  const keyless: string[] = [];
  for (const method of methods) {
    const key = keyOf(method) ?? e.PORTONE_CHANNEL_KEY;
    if (key) channelKeys[method] = key;
    else keyless.push(`PORTONE_CHANNEL_KEY_${PORTONE_CHANNEL_KEY_SUFFIX[method]}`);
  }
  if (keyless.length > 0) missing.push(`${keyless.join(", ")} (또는 모든 수단에 쓸 PORTONE_CHANNEL_KEY)`);
  if (missing.length > 0) return `- 결제(PortOne) 설정에 빠진 변수가 있습니다: ${missing.join(", ")}`;
  return {
    standIn: false,
    storeId: e.PORTONE_STORE_ID as string,
    apiSecret: e.PORTONE_API_SECRET as string,
    webhookSecret: e.PORTONE_WEBHOOK_SECRET as string,
    channelKeys: channelKeys as Record<GatewayPayMethod, string>,
    apiBaseUrl: e.PORTONE_API_BASE_URL.replace(/\/+$/, ""),
    timeoutMs: 10_000,
  };
}

/** The configuration before the shared keys are read: where they may come from besides the database. */
export type ConfigBeforeKeys = Omit<Config, "secrets" | "vapid"> & {
  keys: KeySources & { standInKey: string; vapidSubject: string };
};

/** What parseEnv knows of the keys: the environment's only (DATA_DIR is read by loadConfig). */
type ParsedKeys = Pick<KeySources, "given"> & { standInKey?: string; vapidSubject: string };

/** Parses the environment; throws ConfigError naming every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Omit<Config, "secrets" | "vapid"> & { keys: ParsedKeys } {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`환경 변수가 올바르지 않습니다:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.OAUTH_STAND_IN !== undefined) {
    problems.push("- OAUTH_STAND_IN: OAUTH_STAND_IN은 LOCAL_STAND_INS로 바뀌었습니다. LOCAL_STAND_INS를 쓰세요.");
  }
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === "object" && !Array.isArray(trustProxy)) problems.push(`- TRUST_PROXY: ${trustProxy.error}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const localStandIns =
    e.LOCAL_STAND_INS !== undefined ? e.LOCAL_STAND_INS === "true" : isLoopbackHost(new URL(publicUrl).hostname);

  if (e.STAND_IN_CLOCK === "true" && !localStandIns) {
    problems.push("- STAND_IN_CLOCK: 시계를 움직이는 대체 서비스는 LOCAL_STAND_INS가 켜져 있을 때만 쓸 수 있습니다.");
  }

  let mail: MailConfig | undefined;
  const mailMissing: string[] = [];
  if (e.SMTP_URL || e.SMTP_HOST) {
    if (!e.SMTP_FROM) mailMissing.push("SMTP_FROM");
    if (!e.SMTP_URL && Boolean(e.SMTP_USER) !== Boolean(e.SMTP_PASS))
      mailMissing.push(e.SMTP_USER ? "SMTP_PASS" : "SMTP_USER");
    const port = e.SMTP_PORT ?? 587;
    const smtp: MailConfig["smtp"] =
      e.SMTP_URL ??
      ({
        host: e.SMTP_HOST as string,
        port,
        secure: port === 465,
        ...(e.SMTP_USER && e.SMTP_PASS ? { auth: { user: e.SMTP_USER, pass: e.SMTP_PASS } } : {}),
      } as const);
    if (mailMissing.length === 0 && e.SMTP_FROM) mail = { smtp, from: e.SMTP_FROM };
  } else mailMissing.push("SMTP_URL (또는 SMTP_HOST)", "SMTP_FROM");

  let sms: SmsConfig | undefined;
  const smsMissing: string[] = [];
  if (e.SMS_PROVIDER === "solapi") {
    for (const [name, value] of [
      ["SOLAPI_API_KEY", e.SOLAPI_API_KEY],
      ["SOLAPI_API_SECRET", e.SOLAPI_API_SECRET],
      ["SMS_FROM", e.SMS_FROM],
    ] as const) {
      if (!value) smsMissing.push(name);
    }
    if (smsMissing.length === 0) {
      sms = {
        provider: "solapi",
        apiKey: e.SOLAPI_API_KEY as string,
        apiSecret: e.SOLAPI_API_SECRET as string,
        from: e.SMS_FROM as string,
        baseUrl: e.SOLAPI_BASE_URL.replace(/\/+$/, ""),
      };
    }
  } else smsMissing.push("SMS_PROVIDER=solapi", "SOLAPI_API_KEY", "SOLAPI_API_SECRET", "SMS_FROM");

  // A sender that is half configured is a mistake in any mode; a missing one only without the stand-ins.
  if ((e.SMTP_URL || e.SMTP_HOST) && !mail)
    problems.push(`- 메일 설정에 빠진 변수가 있습니다: ${mailMissing.join(", ")}`);
  if (e.SMS_PROVIDER && !sms) problems.push(`- 문자 설정에 빠진 변수가 있습니다: ${smsMissing.join(", ")}`);
  if (!localStandIns && (!mail || !sms)) {
    const missing = [...(mail ? [] : mailMissing), ...(sms ? [] : smsMissing)];
    const why =
      e.LOCAL_STAND_INS === "false"
        ? "LOCAL_STAND_INS=false이므로"
        : `PUBLIC_URL(${publicUrl})이 이 컴퓨터 밖의 주소라 로컬 대체 서비스(LOCAL_STAND_INS)가 꺼져 있으므로`;
    problems.push(
      `- ${why}, 휴대폰 인증번호와 비밀번호 재설정 메일을 보낼 실제 발송 설정이 필요합니다. 빠진 변수: ${missing.join(", ")}. (No real mail/SMS sender configured for a public PUBLIC_URL; set these, or LOCAL_STAND_INS=true only for a private test deployment.)`,
    );
  }
  const portone = parsePortOne(e, localStandIns, path.resolve(e.DATA_DIR));
  if (typeof portone === "string") problems.push(portone);
  const native = parseNativeApp(e, localStandIns);
  problems.push(...native.problems);
  const { problems: storageProblems, ...storage } = parseObjectStorage(e);
  problems.push(...storageProblems);
  const operations = parseOperations(e, e.DATABASE_URL !== undefined);
  if ("problems" in operations) problems.push(...operations.problems);
  if (e.KAKAO_ADMIN_KEY && !(e.KAKAO_CLIENT_ID && e.KAKAO_CLIENT_SECRET)) {
    problems.push("- KAKAO_ADMIN_KEY: KAKAO_CLIENT_ID, KAKAO_CLIENT_SECRET과 함께 설정하세요.");
  }
  const { problems: keyProblems, ...keys } = parseSharedKeys(e, publicUrl);
  problems.push(...keyProblems);

  if (problems.length > 0) throw new ConfigError(`환경 변수가 올바르지 않습니다:\n${problems.join("\n")}`);

  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    ...(e.EMBEDDED_PG_FSYNC === "off" ? { embeddedPgFsync: false } : {}),
    publicUrl,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    orderRateLimit: e.ORDER_RATE_LIMIT,
    trustProxy: trustProxy as TrustProxy,
    localStandIns,
    ...(e.STAND_IN_CLOCK === "true" ? { standInClock: true } : {}),
    ...(mail ? { mail } : {}),
    ...(sms ? { sms } : {}),
    ...(portone && typeof portone === "object" ? { portone } : {}),
    postcode: postcodeConfig(e.POSTCODE_SCRIPT_URL, localStandIns),
    kakaoMap: kakaoMapConfig(e.KAKAO_JAVASCRIPT_KEY, localStandIns),
    nativeApp: native.nativeApp,
    ...(native.fcm ? { fcm: native.fcm } : {}),
    ...storage,
    oauth: oauthConfig(e),
    keys,
    operations: operations as OperationsConfig,
  };
}

/** The environment, and from DATA_DIR this machine's stand-in key and an older install's keys; no database yet. */
export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<ConfigBeforeKeys> {
  const { keys, ...rest } = parseEnv(env);
  const local = await readLocalKeys(rest.dataDir, keys.standInKey);
  return {
    ...rest,
    keys: { given: keys.given, adopt: local.adopt, standInKey: local.standInKey, vapidSubject: keys.vapidSubject },
  };
}

/** The whole configuration, once the shared keys are known (db/shared-keys.ts). */
export function withSharedKeys({ keys, ...rest }: ConfigBeforeKeys, shared: SharedKeys): Config {
  return {
    ...rest,
    secrets: { jwtSecret: shared.jwtSecret, cookieSecret: shared.cookieSecret, standInKey: keys.standInKey },
    vapid: { ...shared.vapid, subject: keys.vapidSubject },
  };
}

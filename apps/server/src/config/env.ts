/**
 * Configuration from environment variables, validated once at start-up. Secrets that are not given are
 * generated on first start and kept in DATA_DIR/secrets.json, so sessions survive a restart.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("localhost"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  JWT_SECRET: z.string().min(32).optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  /** Behind a load balancer: trust X-Forwarded-For from it (rate limits and loopback checks use the client's address). */
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  SEED_DEMO_DATA: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
  // Social login: a provider with no keys uses the local stand-in (tools/oauth-provider) unless it is off.
  KAKAO_CLIENT_ID: z.string().min(1).optional(),
  KAKAO_CLIENT_SECRET: z.string().min(1).optional(),
  NAVER_CLIENT_ID: z.string().min(1).optional(),
  NAVER_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  APPLE_CLIENT_ID: z.string().min(1).optional(),
  APPLE_TEAM_ID: z.string().min(1).optional(),
  APPLE_KEY_ID: z.string().min(1).optional(),
  APPLE_PRIVATE_KEY: z.string().min(1).optional(),
  OAUTH_STAND_IN: z
    .enum(["true", "false"])
    .default("true")
    .transform((v) => v === "true"),
});

/** Real social-login keys per provider (absent: the local stand-in, or the provider is off). */
export interface OAuthConfig {
  kakao?: { clientId: string; clientSecret: string };
  naver?: { clientId: string; clientSecret: string };
  google?: { clientId: string; clientSecret: string };
  apple?: { clientId: string; teamId: string; keyId: string; privateKey: string };
  /** Serve providers without keys from the local stand-in (default true). */
  standIn: boolean;
}

export interface Secrets {
  jwtSecret: string;
  cookieSecret: string;
}

export interface Config {
  nodeEnv: "development" | "production" | "test";
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  embeddedPgPort: number;
  publicUrl: string;
  logLevel: string;
  seedDemoData: boolean;
  trustProxy: boolean;
  secrets: Secrets;
  /** Social login keys; absent means every provider uses the local stand-in. */
  oauth?: OAuthConfig;
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Omit<Config, "secrets"> & { given: Partial<Secrets> } {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `- ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`환경 변수가 올바르지 않습니다:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    trustProxy: e.TRUST_PROXY,
    oauth: {
      ...(e.KAKAO_CLIENT_ID && e.KAKAO_CLIENT_SECRET
        ? { kakao: { clientId: e.KAKAO_CLIENT_ID, clientSecret: e.KAKAO_CLIENT_SECRET } }
        : {}),
      ...(e.NAVER_CLIENT_ID && e.NAVER_CLIENT_SECRET
        ? { naver: { clientId: e.NAVER_CLIENT_ID, clientSecret: e.NAVER_CLIENT_SECRET } }
        : {}),
      ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } }
        : {}),
      ...(e.APPLE_CLIENT_ID && e.APPLE_TEAM_ID && e.APPLE_KEY_ID && e.APPLE_PRIVATE_KEY
        ? {
            apple: {
              clientId: e.APPLE_CLIENT_ID,
              teamId: e.APPLE_TEAM_ID,
              keyId: e.APPLE_KEY_ID,
              privateKey: e.APPLE_PRIVATE_KEY,
            },
          }
        : {}),
      standIn: e.OAUTH_STAND_IN,
    },
    given: { jwtSecret: e.JWT_SECRET, cookieSecret: e.COOKIE_SECRET },
  };
}

/** Secrets from the environment, else from DATA_DIR/secrets.json, else generated and written there. */
export async function resolveSecrets(dataDir: string, given: Partial<Secrets>): Promise<Secrets> {
  const file = path.join(dataDir, "secrets.json");
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(await readFile(file, "utf8")) as Partial<Secrets>;
  // Only generated secrets are written down; a secret given by the environment never lands on disk.
  const keep = { ...stored };
  const pick = (name: keyof Secrets): string => {
    const value = given[name] ?? stored[name];
    if (value) return value;
    keep[name] = randomBytes(32).toString("base64url");
    return keep[name];
  };
  const secrets: Secrets = { jwtSecret: pick("jwtSecret"), cookieSecret: pick("cookieSecret") };
  if (keep.jwtSecret !== stored.jwtSecret || keep.cookieSecret !== stored.cookieSecret) {
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, JSON.stringify(keep, null, 2), { mode: 0o600 });
  }
  return secrets;
}

export async function loadConfig(env: NodeJS.ProcessEnv = process.env): Promise<Config> {
  const { given, ...rest } = parseEnv(env);
  return { ...rest, secrets: await resolveSecrets(rest.dataDir, given) };
}

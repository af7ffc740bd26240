/**
 * Keys every app instance must agree on (decision 053): the JWT secret, the cookie secret (it also seals social
 * tokens and marks withdrawn e-mails) and the web push VAPID pair. Each comes from the environment when given, and
 * is then never written anywhere; otherwise it is generated once into the database (`db/shared-keys.ts`), where every
 * instance reads it. An install from before keeps its keys: with nothing stored yet, the values in DATA_DIR's
 * secrets.json and vapid.json are the ones stored. The stand-in key alone stays in DATA_DIR (secrets.json): it proves
 * a caller holds this machine's files, which is the point of it (http/stand-in-key.ts).
 */
import { createECDH, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";
import { z } from "zod";
import { StartupError } from "../startup-error.ts";

const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const SHARED_KEYS_ENV = {
  JWT_SECRET: z.string().min(32).optional(),
  COOKIE_SECRET: z.string().min(32).optional(),
  /** This machine's key to the local stand-ins' doors (never shared; default DATA_DIR/secrets.json). */
  STAND_IN_KEY: z.string().min(32).optional(),
  /** The web push key pair (`npx web-push generate-vapid-keys`), both or neither; base64url as web-push prints it. */
  VAPID_PUBLIC_KEY: z.string().regex(BASE64URL, "base64url 문자열이어야 합니다.").optional(),
  VAPID_PRIVATE_KEY: z.string().regex(BASE64URL, "base64url 문자열이어야 합니다.").optional(),
  /** Who push services may contact about our pushes: `mailto:` or an https URL (default PUBLIC_URL or mailto:push@host). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "mailto: 주소나 https:// 주소여야 합니다.")
    .optional(),
};

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The web push keys as the sender uses them: the pair and the subject named in every VAPID token. */
export interface VapidConfig extends VapidKeys {
  subject: string;
}

/** What every instance must hold alike. */
export interface SharedKeys {
  jwtSecret: string;
  cookieSecret: string;
  vapid: VapidKeys;
}

/** What start-up knows before the database is up: keys the environment gives, and an older install's files. */
export interface KeySources {
  given: Partial<SharedKeys>;
  /** From DATA_DIR/secrets.json and vapid.json: stored if the database has no key of that name yet. */
  adopt: Partial<SharedKeys>;
}

/** A fresh value for a key nobody gave and no older file holds. */
export function generateKey<K extends keyof SharedKeys>(name: K): SharedKeys[K] {
  if (name === "vapid") return webpush.generateVAPIDKeys() as SharedKeys[K];
  return randomBytes(32).toString("base64url") as SharedKeys[K];
}

/** Whether a base64url pair is a P-256 key pair: the private scalar's public point is the public key. */
export function isVapidPair(keys: VapidKeys): boolean {
  const publicKey = Buffer.from(keys.publicKey, "base64url");
  const privateKey = Buffer.from(keys.privateKey, "base64url");
  if (publicKey.length !== 65 || privateKey.length !== 32) return false;
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(privateKey);
    return ecdh.getPublicKey().equals(publicKey);
  } catch {
    return false;
  }
}

type SharedKeysEnv = z.infer<z.ZodObject<typeof SHARED_KEYS_ENV>>;

/** The keys the environment gives, the VAPID subject, and the problems with them (lines of a ConfigError). */
export function parseSharedKeys(
  e: SharedKeysEnv,
  publicUrl: string,
): { given: Partial<SharedKeys>; standInKey?: string; vapidSubject: string; problems: string[] } {
  const problems: string[] = [];
  const given: Partial<SharedKeys> = {};
  if (e.JWT_SECRET) given.jwtSecret = e.JWT_SECRET;
  if (e.COOKIE_SECRET) given.cookieSecret = e.COOKIE_SECRET;
  if (e.VAPID_PUBLIC_KEY || e.VAPID_PRIVATE_KEY) {
    const vapid = { publicKey: e.VAPID_PUBLIC_KEY ?? "", privateKey: e.VAPID_PRIVATE_KEY ?? "" };
    if (!vapid.publicKey || !vapid.privateKey) {
      problems.push("- VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: 웹 푸시 키는 두 값을 함께 설정하세요.");
    } else if (!isVapidPair(vapid)) {
      problems.push(
        "- VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: 한 쌍의 P-256 키가 아닙니다. `npx web-push generate-vapid-keys`가 출력한 두 값을 그대로 넣으세요.",
      );
    } else given.vapid = vapid;
  }
  const vapidSubject =
    e.VAPID_SUBJECT ?? (publicUrl.startsWith("https://") ? publicUrl : `mailto:push@${new URL(publicUrl).hostname}`);
  return { given, ...(e.STAND_IN_KEY ? { standInKey: e.STAND_IN_KEY } : {}), vapidSubject, problems };
}

/** A key file's JSON; an unreadable one stops the start naming the file (not quoting it: JSON.parse's message would). */
async function readJson(file: string): Promise<Record<string, unknown>> {
  if (!existsSync(file)) return {};
  try {
    const value: unknown = JSON.parse(await readFile(file, "utf8"));
    if (typeof value === "object" && value !== null) return value as Record<string, unknown>;
  } catch {}
  throw new StartupError(`${file} 파일을 읽을 수 없습니다. JSON 형식을 고치거나 파일을 지운 뒤 다시 시작해 주세요.`);
}

const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : undefined);

/**
 * This machine's stand-in key (STAND_IN_KEY, else DATA_DIR/secrets.json, else generated and written there, 0600),
 * and what an older install kept in DATA_DIR of the shared keys (read, never written: they now live in the
 * database, and the files are left as they are).
 */
export async function readLocalKeys(
  dataDir: string,
  givenStandInKey: string | undefined,
): Promise<{ standInKey: string; adopt: Partial<SharedKeys> }> {
  const secretsFile = path.join(dataDir, "secrets.json");
  const stored = await readJson(secretsFile);
  const vapidFile = await readJson(path.join(dataDir, "vapid.json"));
  const adopt: Partial<SharedKeys> = {};
  const jwtSecret = text(stored.jwtSecret);
  const cookieSecret = text(stored.cookieSecret);
  if (jwtSecret) adopt.jwtSecret = jwtSecret;
  if (cookieSecret) adopt.cookieSecret = cookieSecret;
  const vapid = { publicKey: text(vapidFile.publicKey) ?? "", privateKey: text(vapidFile.privateKey) ?? "" };
  if (isVapidPair(vapid)) adopt.vapid = vapid;

  let standInKey = givenStandInKey ?? text(stored.standInKey);
  if (!standInKey) {
    standInKey = randomBytes(32).toString("base64url");
    await mkdir(dataDir, { recursive: true });
    await writeFile(secretsFile, JSON.stringify({ ...stored, standInKey }, null, 2), { mode: 0o600 });
  }
  return { standInKey, adopt };
}

/**
 * The shared keys' one copy (table `shared_key`, decision 053). Every key the environment does not give is offered in
 * one statement (insert … on conflict do nothing, always in the same order) and then read back: instances starting
 * at the same moment all read the first one's values, and a key once stored is never replaced.
 */
import { inArray } from "drizzle-orm";
import { generateKey, isVapidPair, type KeySources, type SharedKeys } from "../config/shared-keys.ts";
import { StartupError } from "../startup-error.ts";
import type { Database } from "./client.ts";
import { sharedKey } from "./schema.ts";

/** Each key's row name, in the order rows are offered (one order for every instance: no deadlock between them). */
const ROW_NAMES: Readonly<Record<keyof SharedKeys, string>> = {
  jwtSecret: "jwt_secret",
  cookieSecret: "cookie_secret",
  vapid: "vapid",
};

const encode = (value: SharedKeys[keyof SharedKeys]) => (typeof value === "string" ? value : JSON.stringify(value));

function decode<K extends keyof SharedKeys>(name: K, value: string): SharedKeys[K] {
  if (name !== "vapid") return value as SharedKeys[K];
  let keys: unknown;
  try {
    keys = JSON.parse(value);
  } catch {
    keys = null;
  }
  const pair = keys as SharedKeys["vapid"] | null;
  if (!pair || typeof pair.publicKey !== "string" || typeof pair.privateKey !== "string" || !isVapidPair(pair)) {
    throw new StartupError(
      "데이터베이스의 shared_key 표에 있는 웹 푸시 키(vapid)를 읽을 수 없습니다. VAPID_PUBLIC_KEY와 VAPID_PRIVATE_KEY를 설정하거나, 그 행을 지운 뒤 다시 시작해 주세요 (기존 푸시 구독은 다시 받아야 합니다).",
    );
  }
  return { publicKey: pair.publicKey, privateKey: pair.privateKey } as SharedKeys[K];
}

/**
 * The keys from the environment where given, else the database's; a key the database lacks is stored first: the
 * older install's value when it had one (sessions and push subscriptions survive the upgrade), else a fresh one.
 * `log` hears which keys were taken over from DATA_DIR (names only, never a value).
 */
export async function resolveSharedKeys(
  db: Database,
  sources: KeySources,
  log: (line: string) => void = () => {},
): Promise<SharedKeys> {
  const names = (Object.keys(ROW_NAMES) as (keyof SharedKeys)[]).filter((name) => sources.given[name] === undefined);
  const keys: Partial<SharedKeys> = { ...sources.given };
  if (names.length === 0) return keys as SharedKeys;

  const offered = names.map((name) => ({
    name: ROW_NAMES[name],
    value: encode(sources.adopt[name] ?? generateKey(name)),
  }));
  const inserted = await db.insert(sharedKey).values(offered).onConflictDoNothing().returning({ name: sharedKey.name });
  const adopted = names.filter(
    (name) => sources.adopt[name] !== undefined && inserted.some((row) => row.name === ROW_NAMES[name]),
  );
  if (adopted.length > 0) {
    log(`DATA_DIR에 있던 키를 데이터베이스(shared_key)로 옮겼습니다: ${adopted.map((n) => ROW_NAMES[n]).join(", ")}`);
  }

  const rows = await db
    .select({ name: sharedKey.name, value: sharedKey.value })
    .from(sharedKey)
    .where(
      inArray(
        sharedKey.name,
        names.map((name) => ROW_NAMES[name]),
      ),
    );
  for (const name of names) {
    const row = rows.find((r) => r.name === ROW_NAMES[name]);
    // Only a row deleted between our insert and this read: a start-up that can simply be retried.
    if (!row) throw new StartupError("공유 키를 데이터베이스에서 읽지 못했습니다. 다시 시작해 주세요.");
    Object.assign(keys, { [name]: decode(name, row.value) });
  }
  return keys as SharedKeys;
}

import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, parseEnv } from "./env.ts";
import { generateKey, readLocalKeys } from "./shared-keys.ts";

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "mulmung-keys-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const problemsOf = (env: Record<string, string>) => {
  try {
    parseEnv(env);
    return "";
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
};

describe("web push keys from the environment (VAPID_*)", () => {
  const pair = generateKey("vapid");

  it("are taken as a pair, with the subject given or made from PUBLIC_URL", () => {
    const { keys } = parseEnv({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    expect(keys.given.vapid).toEqual(pair);
    expect(keys.vapidSubject).toBe("mailto:push@localhost");
    expect(parseEnv({ VAPID_SUBJECT: "mailto:ops@mulmung.kr" }).keys.vapidSubject).toBe("mailto:ops@mulmung.kr");
    expect(parseEnv({ PUBLIC_URL: "https://staging.example.com", LOCAL_STAND_INS: "true" }).keys.vapidSubject).toBe(
      "https://staging.example.com",
    );
  });

  it("refuse half a pair, a mismatched pair and a subject push services cannot reach", () => {
    expect(problemsOf({ VAPID_PUBLIC_KEY: pair.publicKey })).toContain("두 값을 함께 설정하세요");
    const other = generateKey("vapid");
    expect(problemsOf({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey })).toContain(
      "한 쌍의 P-256 키가 아닙니다",
    );
    expect(problemsOf({ VAPID_SUBJECT: "http://example.com" })).toContain("VAPID_SUBJECT");
  });

  it("never land in the configuration's keys when unset (the database's are used)", () => {
    expect(parseEnv({}).keys.given).toEqual({});
    expect(parseEnv({ JWT_SECRET: "j".repeat(32) }).keys.given).toEqual({ jwtSecret: "j".repeat(32) });
  });
});

describe("DATA_DIR's keys", () => {
  it("hold only the stand-in key on a new install (0600), the shared ones living in the database", async () => {
    const dir = await tempDir();
    const { standInKey, adopt } = await readLocalKeys(dir, undefined);
    expect(adopt).toEqual({});
    const file = path.join(dir, "secrets.json");
    expect(JSON.parse(await readFile(file, "utf8"))).toEqual({ standInKey });
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readLocalKeys(dir, undefined)).standInKey).toBe(standInKey);
  });

  it("offer an older install's secrets.json and vapid.json for the database, leaving the files as they were", async () => {
    const dir = await tempDir();
    const secrets = { jwtSecret: "j".repeat(43), cookieSecret: "c".repeat(43), standInKey: "s".repeat(43) };
    const vapid = generateKey("vapid");
    await writeFile(path.join(dir, "secrets.json"), JSON.stringify(secrets));
    await writeFile(path.join(dir, "vapid.json"), JSON.stringify(vapid));
    expect(await readLocalKeys(dir, undefined)).toEqual({
      standInKey: secrets.standInKey,
      adopt: { jwtSecret: secrets.jwtSecret, cookieSecret: secrets.cookieSecret, vapid },
    });
    expect(JSON.parse(await readFile(path.join(dir, "secrets.json"), "utf8"))).toEqual(secrets);
  });

  it("stop the start on an unreadable key file, naming it without quoting it", async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, "secrets.json"), '{"jwtSecret": "half-a-secret');
    const refused = await readLocalKeys(dir, undefined).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(refused).toBe(
      `${path.join(dir, "secrets.json")} 파일을 읽을 수 없습니다. JSON 형식을 고치거나 파일을 지운 뒤 다시 시작해 주세요.`,
    );
  });

  it("write nothing when STAND_IN_KEY is given", async () => {
    const dir = await tempDir();
    expect((await readLocalKeys(dir, "g".repeat(40))).standInKey).toBe("g".repeat(40));
    expect(existsSync(path.join(dir, "secrets.json"))).toBe(false);
  });
});

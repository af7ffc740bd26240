/**
 * The server as an operator runs it: real processes, real ports. Two instances share one DATABASE_URL
 * (migrations under the advisory lock; cache clears and rate limits reach both, decision 014; one set of keys from
 * separate DATA_DIRs, decision 053; one bucket for uploads, decision 052), and an instance killed with SIGKILL starts
 * again on its data.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { startS3Server } from "../test/s3-server.ts";
import { exited, killServers, MAIN, startServer, track } from "../test/server-process.ts";
import { createTestDatabase } from "../test/test-app.ts";
import { generateKey } from "./config/shared-keys.ts";
import { verifyAccessToken } from "./http/auth.ts";
import { STAND_IN_KEY_HEADER } from "./http/stand-in-key.ts";
import { createSubscriber } from "./modules/notification/push-subscriber.ts";

const STAND_IN_KEY = "two-hosts-stand-in-key-0123456789abcdef";

/** Two instances starting at the same moment, each on a DATA_DIR of its own (as on two hosts). */
function startTwoHosts(env: Record<string, string>, dataDirs: [string, string]) {
  return Promise.all([startServer({ ...env, DATA_DIR: dataDirs[0] }), startServer({ ...env, DATA_DIR: dataDirs[1] })]);
}

async function health(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/health`);
  return { status: response.status, body: (await response.json()) as { status?: string } };
}

/** The web push key the instance gives browsers for PushManager.subscribe. */
async function vapidPublicKey(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/push-notification/vapid-public-key`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { publicKey: string }).publicKey;
}

afterAll(killServers);

describe("running the server", () => {
  it("two instances on different ports start together on one empty DATABASE_URL and both serve", async () => {
    const database = await createTestDatabase();
    // An empty database: drop what the template copied so both instances race to migrate and seed it.
    const { default: pg } = await import("pg");
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query("drop schema public cascade; create schema public; drop schema if exists drizzle cascade");
    await client.end();

    // Separate, empty DATA_DIRs (two hosts): the keys are made once, in the database, and both use them.
    const dataDirs = await Promise.all([
      mkdtemp(path.join(os.tmpdir(), "mulmung-proc-a-")),
      mkdtemp(path.join(os.tmpdir(), "mulmung-proc-b-")),
    ]);
    // No balancer to wait for (the drain has its own test, drain.test.ts).
    const env = { DATABASE_URL: database.url, SEED_DEMO_DATA: "false", DRAIN_SECONDS: "0" };
    const [a, b] = await startTwoHosts(env, dataDirs);
    expect(await health(a.port)).toEqual({ status: 200, body: expect.objectContaining({ status: "ok" }) });
    expect(await health(b.port)).toEqual({ status: 200, body: expect.objectContaining({ status: "ok" }) });
    expect(await vapidPublicKey(b.port)).toBe(await vapidPublicKey(a.port));

    a.child.kill("SIGTERM");
    b.child.kill("SIGTERM");
    await Promise.all([exited(a.child), exited(b.child)]);
    expect(a.child.exitCode).toBe(0);
    await Promise.all(dataDirs.map((dataDir) => rm(dataDir, { recursive: true, force: true })));
    await database.drop();
  }, 60_000);

  it("two hosts behind one load balancer: one set of keys, one bucket, a board change, the login limit and a push reach both", async () => {
    // Migrated and seeded, no shared keys stored yet: an install from before decision 053, upgraded.
    const database = await createTestDatabase();
    // Separate DATA_DIRs, as on two hosts, each with the keys an older version generated into it (they differ).
    const olderHost = async (name: string) => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), `mulmung-host-${name}-`));
      const secrets = { jwtSecret: `${name}-jwt-`.padEnd(43, "j"), cookieSecret: `${name}-cookie-`.padEnd(43, "c") };
      const vapid = generateKey("vapid");
      await writeFile(path.join(dataDir, "secrets.json"), JSON.stringify(secrets));
      await writeFile(path.join(dataDir, "vapid.json"), JSON.stringify(vapid));
      return { dataDir, secrets, vapid };
    };
    const hosts = await Promise.all([olderHost("a"), olderHost("b")]);
    // One S3-compatible bucket for both (decision 052): a photo uploaded through one host loads through the other.
    const s3 = await startS3Server();
    // Not "test": API tests exempt 127.0.0.1 from rate limits, an operator's server does not.
    const env = {
      DATABASE_URL: database.url,
      NODE_ENV: "production",
      DRAIN_SECONDS: "0",
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint ?? "",
      S3_REGION: s3.config.region,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: s3.config.credentials?.accessKeyId ?? "",
      S3_SECRET_ACCESS_KEY: s3.config.credentials?.secretAccessKey ?? "",
      // The local push service (a stand-in) answers B's sends; its deliveries are read with this key.
      STAND_IN_KEY,
    };
    const [a, b] = await startTwoHosts(env, [hosts[0].dataDir, hosts[1].dataDir]);
    const api = (port: number, url: string, init: { method?: string; body?: object; authorization?: string } = {}) =>
      fetch(`http://127.0.0.1:${port}${url}`, {
        method: init.method ?? "GET",
        headers: {
          ...(init.body ? { "content-type": "application/json" } : {}),
          ...(init.authorization ? { authorization: init.authorization } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
    const titlesOn = async (port: number) => {
      const res = await api(port, "/api/v1/community-board?dept1Category=FREE");
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { title: string }[] }).items.map((p) => p.title);
    };
    // Well under the board list cache's 2 s: only a clear from the other instance makes a change show this soon.
    const atOnce = { timeout: 700, interval: 20 };

    const login = await api(a.port, "/api/v1/authentication", {
      method: "POST",
      body: { email: "demo@mulmung.kr", password: "mulmung123!" },
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const authorization = `Bearer ${accessToken}`;

    // Started at the same moment, both took one host's older keys (never a fresh pair, never one each): a session
    // made through A is good on B, B gives browsers A's web push key, and sessions from before the upgrade live on.
    expect((await api(b.port, "/api/v1/member/me", { authorization })).status).toBe(200);
    const [keyA, keyB] = await Promise.all([vapidPublicKey(a.port), vapidPublicKey(b.port)]);
    expect(keyB).toBe(keyA);
    const kept = hosts.find((host) => host.vapid.publicKey === keyA);
    expect(kept).toBeDefined();
    expect(await verifyAccessToken(kept?.secrets.jwtSecret ?? "", accessToken)).not.toBeNull();

    // Both tell the balancer to send them traffic.
    for (const port of [a.port, b.port]) {
      expect((await api(port, "/api/health/ready")).status).toBe(200);
    }

    // A photo uploaded through A is served by B, byte for byte.
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#2a7" } })
      .png()
      .toBuffer();
    const uploaded = await api(a.port, "/api/v1/image/base64", {
      method: "POST",
      authorization,
      body: { data: png.toString("base64"), contentType: "image/png" },
    });
    expect(uploaded.status).toBe(201);
    const { link } = ((await uploaded.json()) as { data: { link: string } }).data;
    const [fromA, fromB] = await Promise.all([api(a.port, link), api(b.port, link)]);
    expect([fromA.status, fromB.status]).toEqual([200, 200]);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));

    expect(await titlesOn(b.port)).not.toContain("두 인스턴스 글"); // B keeps this list in its cache
    const written = await api(a.port, "/api/v1/community-board", {
      method: "POST",
      authorization,
      body: { title: "두 인스턴스 글", content: "<p>본문</p>", dept1Category: "FREE", dept2Category: "FREE_DAILY" },
    });
    expect(written.status).toBe(201);
    const { id } = (await written.json()) as { id: number };
    await expect.poll(() => titlesOn(b.port), atOnce).toContain("두 인스턴스 글");

    const deleted = await api(a.port, `/api/v1/community-board/${id}`, { method: "DELETE", authorization });
    expect(deleted.status).toBe(204);
    await expect.poll(() => titlesOn(b.port), atOnce).not.toContain("두 인스턴스 글");

    // Ten failed logins for one account from one address, spread over both instances; the 11th is refused by both.
    const wrong = (port: number) =>
      api(port, "/api/v1/authentication", {
        method: "POST",
        body: { email: "reviewer1@mulmung.kr", password: "wrong-pass1!" },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await wrong(i % 2 === 0 ? a.port : b.port)).status);
    expect(statuses).toEqual(Array(10).fill(400));
    for (const port of [a.port, b.port]) {
      const refused = await wrong(port);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: "RATE_LIMITED" });
    }

    // The member's browser subscribes to web push through A, with the key A gave it; A then goes away, and a like on
    // the member's tank made through B reaches the device from B's job, signed with that same key.
    const device = createSubscriber(`http://localhost:${b.port}/push-stand-in/two-hosts`);
    const me = (await (await api(a.port, "/api/v1/member/me", { authorization })).json()) as {
      pushInformation: { id: number };
    };
    const subscribed = await api(a.port, `/api/v1/push-information/${me.pushInformation.id}`, {
      method: "PATCH",
      authorization,
      body: { pushToken: device.pushToken },
    });
    expect(subscribed.status).toBe(200);
    const farm = await api(a.port, "/api/v1/breeding-farm", {
      method: "POST",
      authorization,
      body: { breedingFarmName: "두 호스트 어항", isPublic: true },
    });
    expect(farm.status).toBe(201);
    const { id: farmId } = (await farm.json()) as { id: number };
    a.child.kill("SIGTERM");
    await exited(a.child);
    const liker = await api(b.port, "/api/v1/authentication", {
      method: "POST",
      body: { email: "store@mulmung.kr", password: "mulmung123!" },
    });
    expect(liker.status).toBe(200);
    const likerToken = ((await liker.json()) as { accessToken: string }).accessToken;
    const liked = await api(b.port, `/api/v1/breeding-farm/${farmId}/like`, {
      method: "POST",
      authorization: `Bearer ${likerToken}`,
    });
    expect(liked.status).toBe(201);
    const deliveries = async () => {
      const res = await fetch(`http://127.0.0.1:${b.port}/push-stand-in/two-hosts`, {
        headers: { [STAND_IN_KEY_HEADER]: STAND_IN_KEY },
      });
      return ((await res.json()) as { deliveries: { body: string; vapidKey: string }[] }).deliveries;
    };
    await expect.poll(deliveries, { timeout: 15_000 }).toHaveLength(1);
    const [delivery] = await deliveries();
    expect(delivery?.vapidKey).toBe(keyA);
    expect(JSON.parse(device.decrypt(delivery?.body ?? ""))).toMatchObject({
      topic: "LIKE",
      pageLink: `/breeding/farm/${farmId}`,
    });

    b.child.kill("SIGTERM");
    await exited(b.child);
    expect([a.child.exitCode, b.child.exitCode]).toEqual([0, 0]);
    await Promise.all(hosts.map(({ dataDir }) => rm(dataDir, { recursive: true, force: true })));
    await database.drop();
    await s3.close();
    // Two server processes starting and stopping, like the other process tests: more than the default 20 s on two busy cores.
  }, 60_000);

  it("a start-up failure is one sentence saying what to do (the port is taken), without a stack", async () => {
    const database = await createTestDatabase();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    const port = typeof address === "object" && address ? address.port : 0;
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mulmung-port-"));
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_LEVEL: "error",
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    track(child);
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    await exited(child);
    taken.close();

    expect(child.exitCode).toBe(1);
    // Without a web build (API tests run before it) the server first says it serves the API only; then the one
    // sentence, and nothing else: no stack, no error object.
    const lines = output
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("웹 앱 빌드가 없습니다"));
    expect(lines).toEqual([
      `포트 ${port}번을 이미 다른 프로그램이 쓰고 있습니다. 그 프로그램을 끄거나 PORT를 다른 값으로 정해 주세요.`,
    ]);
    await rm(dataDir, { recursive: true, force: true });
    await database.drop();
  }, 60_000);

  it("starts again on the same data after being killed with SIGKILL, and stops PostgreSQL on SIGTERM", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mulmung-kill-"));
    const env = { DATA_DIR: dataDir };
    const first = await startServer(env);
    const before = await fetch(`http://127.0.0.1:${first.port}/api/health`);
    expect(before.status).toBe(200);
    first.child.kill("SIGKILL");
    await exited(first.child);

    // The orphaned postmaster is still running on the data directory; the next start must cope.
    const second = await startServer(env);
    expect((await health(second.port)).status).toBe(200);
    expect(second.output()).not.toContain("데모 데이터를 넣습니다");

    second.child.kill("SIGTERM");
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
    // A clean stop leaves no postmaster behind.
    const { existsSync } = await import("node:fs");
    expect(existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    await rm(dataDir, { recursive: true, force: true });
  }, 90_000);

  it("refuses to start with a public PUBLIC_URL and no real senders, naming the missing variables", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "mulmung-refuse-"));
    const refused = await startServer({ DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example.com" }).then(
      () => "",
      (error: Error) => error.message,
    );
    expect(refused).toContain("server exited 1");
    expect(refused).toContain("LOCAL_STAND_INS");
    expect(refused).toMatch(/SMTP_URL.*SMTP_FROM.*SOLAPI_API_KEY/s);
    // Refused before anything was started or written.
    const { existsSync } = await import("node:fs");
    expect(existsSync(path.join(dataDir, "postgres"))).toBe(false);
    await rm(dataDir, { recursive: true, force: true });
  }, 30_000);
});

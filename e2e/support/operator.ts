/**
 * The operators' console for browser tests (issue 27): the demo operator and the codes of its authenticator,
 * generated here from the secret the README documents, as an authenticator app would. The API takes a code once
 * per operator per 30-second step (and no step at or before one it took), so a refused code is followed by the next
 * step's, and failing that, by a code of a later step once it has begun.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect } from "@playwright/test";
import { generate } from "otplib";
import pg from "pg";

export const OPERATOR_EMAIL = "admin@mulmung.kr";
/** README "Operators": the demo operator's time-based key. */
export const OPERATOR_TOTP_SECRET = "MULMUNGADMINDEMOSECRETKEY234567A";

const STEP_SECONDS = 30;

/** The authenticator's code for `secret`, `steps` 30-second steps from now (0 = the code it shows now). */
export function totp(secret = OPERATOR_TOTP_SECRET, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * STEP_SECONDS });
}

/**
 * The last step whose code this worker's tests had taken, per secret. Each worker has its server of its own, so a
 * step taken here is the server's last: the next code is typed for a later step at once, with no refused try. Each
 * try counts against the ten codes a quarter-hour an operator may type (admin/routes.ts); the console specs sign in
 * often enough that refused tries used to use them up.
 */
const lastTaken = new Map<string, number>();

/**
 * Types codes with `attempt` until one is taken: a step after the last one taken here (now's, or the next step's;
 * waiting for the clock when both are taken), at most a minute and a half.
 */
export async function withFreshCode(
  attempt: (code: string) => Promise<boolean>,
  secret = OPERATOR_TOTP_SECRET,
): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const now = Math.floor(Date.now() / 1000 / STEP_SECONDS);
    const last = lastTaken.get(secret) ?? now - 1;
    if (last > now) {
      // Now's and the next step's are taken: the server takes one step either side of now, so wait for a step.
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_SECONDS * 1000 - Date.now() + 200));
      continue;
    }
    const step = Math.max(last + 1, now);
    const taken = await attempt(await generate({ secret, epoch: step * STEP_SECONDS }));
    // Taken, or refused because another session took it: either way no code of this step is taken again.
    lastTaken.set(secret, step);
    if (taken) return;
  }
  throw new Error("no authenticator code was taken within 90 s");
}

/** Opens the console for the session behind `authorization` (an operator's bearer token), through the API. */
export async function openConsoleThroughApi(request: APIRequestContext, authorization: string): Promise<void> {
  await withFreshCode(async (code) => {
    const res = await request.post("/api/v1/admin/second-factor/verification", {
      headers: { authorization },
      data: { code },
    });
    if (res.status() === 204) return true;
    expect(res.status(), await res.text()).toBe(400);
    return false;
  });
}

/** This server's embedded PostgreSQL, for the few facts a test must set below the API (a new operator). */
export function databaseUrl(dataDir: string): string {
  const password = readFileSync(path.join(dataDir, "postgres.password"), "utf8").trim();
  const pgPort = readFileSync(path.join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[3];
  return `postgres://mulmung:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/mulmung`;
}

/** Runs one SQL statement on the server's database. */
export async function sql(dataDir: string, text: string, values: unknown[] = []): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(dataDir) });
  await client.connect();
  try {
    await client.query(text, values);
  } finally {
    await client.end();
  }
}

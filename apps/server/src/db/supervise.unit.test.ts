import { describe, expect, it, vi } from "vitest";
import type { RunningPostgres } from "./embedded-postgres.ts";
import { supervisePostgres } from "./supervise.ts";

/** A postmaster stand-in whose exits the test triggers and whose restarts fail a given number of times. */
function postmaster(failures: number, stopping = false) {
  let exit: (reason: string) => void = () => {};
  let attempts = 0;
  const postgres = {
    onUnexpectedExit: (listener: (reason: string) => void) => {
      exit = listener;
    },
    restart: async () => {
      attempts++;
      if (stopping) return false;
      if (attempts <= failures) throw new Error(`could not bind IPv4 address "127.0.0.1" (attempt ${attempts})`);
      return true;
    },
  } as unknown as RunningPostgres;
  return { postgres, exit: (reason: string) => exit(reason), attempts: () => attempts };
}

describe("supervisePostgres", () => {
  it("logs the exit, retries through failed restarts, and logs the recovery", async () => {
    const lines: string[] = [];
    const gaveUp: string[] = [];
    const p = postmaster(2);
    supervisePostgres(p.postgres, {
      log: (level, line) => lines.push(`${level}: ${line}`),
      onGiveUp: (reason) => gaveUp.push(reason),
      delaysMs: [0, 0, 0, 0],
    });
    p.exit("killed by SIGKILL");
    await vi.waitFor(() => expect(lines).toHaveLength(2));
    expect(p.attempts()).toBe(3);
    expect(gaveUp).toEqual([]);
    expect(lines[0]).toBe("error: PostgreSQL stopped unexpectedly (killed by SIGKILL); restarting it");
    expect(lines[1]).toMatch(/^warn: PostgreSQL is back after [\d.]+ s \(attempt 3\)$/);
    expect(lines).toHaveLength(2);
  });

  it("gives up with the last failure when every attempt fails", async () => {
    const gaveUp: string[] = [];
    const p = postmaster(10);
    supervisePostgres(p.postgres, { log: () => {}, onGiveUp: (reason) => gaveUp.push(reason), delaysMs: [0, 0] });
    p.exit("exited with code 1");
    await vi.waitFor(() => expect(gaveUp).toHaveLength(1));
    expect(p.attempts()).toBe(2);
    expect(gaveUp).toEqual(['could not bind IPv4 address "127.0.0.1" (attempt 2)']);
  });

  it("neither reports a recovery nor gives up once the app is stopping", async () => {
    const lines: string[] = [];
    const gaveUp: string[] = [];
    const p = postmaster(0, true);
    supervisePostgres(p.postgres, {
      log: (_, line) => lines.push(line),
      onGiveUp: (r) => gaveUp.push(r),
      delaysMs: [0],
    });
    p.exit("exited with code 0");
    await vi.waitFor(() => expect(p.attempts()).toBe(1));
    await Promise.resolve();
    expect(lines).toHaveLength(1);
    expect(gaveUp).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable, unavailableReason } from "./service-unavailable.ts";

function pgError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** Drizzle wraps a driver error as "Failed query: <sql> params: <values>" with the driver's error as cause. */
function drizzleWrapped(cause: Error): Error {
  return new Error("Failed query: select email from member where email = $1\nparams: someone@example.kr", { cause });
}

describe("isDatabaseUnavailable", () => {
  it("recognises a database that is gone, restarting or unreachable, also inside Drizzle's wrapper", () => {
    const gone = [
      Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
      pgError("57P01", "terminating connection due to administrator command"),
      pgError("57P03", "the database system is starting up"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      new AggregateError([Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" })]),
    ];
    for (const error of gone) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(drizzleWrapped(error)), error.message).toBe(true);
    }
  });

  it("leaves other errors to the 500 path: constraint violations, syntax errors, bugs", () => {
    for (const error of [
      pgError("23505", "duplicate key value violates unique constraint"),
      pgError("42601", "syntax error at or near"),
      new TypeError("Cannot read properties of undefined"),
      drizzleWrapped(pgError("23514", "new row violates check constraint")),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
    }
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});

describe("unavailableReason", () => {
  it("gives the driver's message, never Drizzle's SQL and parameters", () => {
    const reason = unavailableReason(drizzleWrapped(pgError("57P01", "terminating connection")));
    expect(reason).toBe("terminating connection");
  });
});

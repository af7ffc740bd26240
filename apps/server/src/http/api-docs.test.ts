/**
 * The documentation routes answer through the app's one error handler: when the OpenAPI document cannot be
 * built (as when a second copy of the contract registered its schema ids again), swagger-ui's /api/docs/json and
 * our /api/docs/openapi.json answer the generic Korean 500 and never the internal error text.
 */
import { Member } from "@mulmung/contract/member";
import { GENERIC_ERROR_MESSAGE } from "@mulmung/domain/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp } from "../../test/test-app.ts";

describe("API documentation errors", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  // A second schema under an id the contract already uses, as a bundled copy of the contract would register.
  const duplicate = z.object({ copy: z.string() });
  beforeAll(async () => {
    t = await createTestApp();
    z.globalRegistry.add(duplicate, { id: "Member" });
  });
  afterAll(async () => {
    // The registry keeps one schema per id: removing the copy removes the id, so the contract's own Member gets it
    // back (test files share a worker's modules, and the next app's document must find its Member again).
    const own = z.globalRegistry.get(Member);
    z.globalRegistry.remove(duplicate);
    z.globalRegistry.add(Member, { ...own, id: "Member" });
    await t?.close();
  });

  it.each(["/api/docs/json", "/api/docs/openapi.json"])("%s answers the generic Korean 500", async (url) => {
    const res = await t.app.inject({ method: "GET", url });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: "INTERNAL", message: GENERIC_ERROR_MESSAGE });
  });
});

/**
 * The served OpenAPI document is what a native team or a partner generates a client from (issue 29): openapi-typescript
 * reads it whole, Redocly's recommended rules find no error, and every operation has its own operationId and says
 * what it asks of a caller (no token, a token or none, the bearer token).
 */
import { createConfig, lintFromString } from "@redocly/openapi-core";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/test-app.ts";
import { operationIdOf } from "./openapi.ts";

type Operation = { operationId?: string; security?: Record<string, string[]>[] };
type Document = { paths: Record<string, Record<string, Operation>> };

describe("the OpenAPI document for client generators", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let source: string;
  let doc: Document;
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "GET", url: "/api/docs/openapi.json" });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json() as Document;
  });
  afterAll(() => t.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({ method, path, operation })),
    );

  it("names operations from their method and path", () => {
    expect(operationIdOf("GET", "/api/v1/product/:id/review")).toBe("getProductByIdReview");
    expect(operationIdOf("POST", "/api/v1/request-production/{id}/{step}")).toBe("postRequestProductionByIdByStep");
    expect(operationIdOf("GET", "/api/health")).toBe("getHealth");
    expect(operationIdOf("PATCH", "/api/v1/push-information/:pushInformationId")).toBe(
      "patchPushInformationByPushInformationId",
    );
  });

  it("gives every operation an operationId of its own and a security requirement", () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(300);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(repeated, "operationIds used twice").toEqual([]);
    expect(all.filter(({ operation }) => !operation.security).map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(doc.paths["/api/v1/banner"]?.get?.security).toEqual([]);
    expect(doc.paths["/api/v1/community-board/{id}"]?.get?.security).toEqual([{}, { bearerAuth: [] }]);
    expect(doc.paths["/api/v1/member/me"]?.get?.security).toEqual([{ bearerAuth: [] }]);
  });

  it("is read whole by openapi-typescript", async () => {
    const types = astToString(await openapiTS(source));
    expect(types).toContain("getProductByIdReview: {");
    expect(types).toContain("CategoryNode: {");
  });

  it("has no error by Redocly's recommended rules", async () => {
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((p) => p.severity === "error")
      .map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? "?"}`);
    expect(errors).toEqual([]);
  });
});

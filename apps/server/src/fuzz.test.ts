/**
 * Hostile input over every operation of the app's own OpenAPI document: NUL and other control characters in
 * every string query parameter, path parameter and body field, wrong types, huge and negative numbers,
 * 100k-character strings, broken JSON, wrong content types, odd bodies; anonymous and as a logged-in member.
 * No answer may be a 5xx, and every error answer must be the API's own `{code, message}` in Korean, never one of
 * Fastify's internal codes. Inputs are fixed lists (deterministic, bounded), so a failure names the operation
 * and input that caused it and reproduces.
 */
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../test/login.ts";
import { createTestApp } from "../test/test-app.ts";

type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  minLength?: number;
  format?: string;
  pattern?: string;
  default?: unknown;
};
type Parameter = { name: string; in: "query" | "path" | "header" | "cookie"; schema?: JsonSchema };
type Operation = {
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

const NUL = "a\u0000b";
const HOSTILE_STRINGS = [NUL, "a\u0007\u001bb", "x".repeat(100_000)];
const HOSTILE_VALUES: unknown[] = [...HOSTILE_STRINGS, -1, 1.5, 1e308, 2 ** 63, null, {}, [NUL], "abc"];
const HOSTILE_QUERY_VALUES = [...HOSTILE_STRINGS, "-1", "1e309", "99999999999999999999999", "abc", ""];
const DEEPLY_NESTED = `{"a":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
const TWO_MEGABYTES = JSON.stringify({ title: "x".repeat(2_000_000) });
const HOSTILE_PATH_VALUES = ["-1", "abc", "99999999999999999999", "a%00b", "9".repeat(300)];

function resolve(doc: OpenApi, schema: JsonSchema | undefined): JsonSchema {
  let current = schema ?? {};
  while (current.$ref) current = doc.components?.schemas?.[current.$ref.split("/").pop() ?? ""] ?? {};
  return current;
}

/** A plausible value for a schema, so one hostile field at a time meets otherwise ordinary input. */
function sample(doc: OpenApi, raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (depth > 4) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length)
    return sample(doc, variants.find((v) => resolve(doc, v).type !== "null") ?? variants[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sample(doc, value, depth + 1)]),
      );
    case "array":
      return [sample(doc, schema.items, depth + 1)];
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "string":
      if (schema.format === "email") return "demo@mulmung.kr";
      if (schema.format === "date") return "2026-01-01";
      return "구피".padEnd(Math.max(2, schema.minLength ?? 2), "어");
    default:
      return "1";
  }
}

interface Probe {
  operation: string;
  input: string;
  request: InjectOptions;
  /** Sent both anonymously and signed in; other probes go only as the operation's usual caller. */
  both?: boolean;
}

function probesFor(doc: OpenApi, method: string, path: string, operation: Operation): Probe[] {
  const name = `${method.toUpperCase()} ${path}`;
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const basePath = (override: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, key: string) => {
      if (key in override) return override[key] as string;
      const schema = resolve(doc, pathParams.find((p) => p.name === key)?.schema);
      return encodeURIComponent(String(sample(doc, schema)));
    });
  const jsonSchema = operation.requestBody?.content["application/json"]?.schema;
  const baseBody = jsonSchema ? sample(doc, jsonSchema) : undefined;
  const base: InjectOptions = {
    method: method.toUpperCase() as InjectOptions["method"],
    url: basePath(),
    ...(baseBody !== undefined ? { payload: baseBody as object } : {}),
  };
  const probes: Probe[] = [
    { operation: name, input: "plausible input", request: base, both: true },
    {
      operation: name,
      input: "cookies with NUL",
      request: { ...base, headers: { cookie: "refreshToken=a%00b; oauthState=%00" } },
      both: true,
    },
  ];

  for (const param of pathParams) {
    for (const value of HOSTILE_PATH_VALUES) {
      probes.push({
        operation: name,
        input: `path ${param.name}=${value.slice(0, 40)}`,
        request: { ...base, url: basePath({ [param.name]: value }) },
      });
    }
  }
  for (const param of queryParams) {
    for (const value of HOSTILE_QUERY_VALUES) {
      probes.push({
        operation: name,
        input: `query ${param.name}=${JSON.stringify(value.slice(0, 40))}`,
        request: { ...base, query: { [param.name]: value } },
      });
    }
    probes.push({
      operation: name,
      input: `query ${param.name} repeated with a NUL`,
      request: { ...base, url: `${base.url}?${param.name}=1&${param.name}=a%00b` },
    });
  }
  if (jsonSchema) {
    const body = resolve(doc, jsonSchema);
    const fields = Object.keys(body.properties ?? {});
    for (const field of fields) {
      for (const value of HOSTILE_VALUES) {
        const shown = typeof value === "string" ? JSON.stringify(value.slice(0, 40)) : JSON.stringify(value);
        probes.push({
          operation: name,
          input: `body ${field}=${shown}`,
          request: { ...base, payload: { ...(baseBody as object), [field]: value } },
        });
      }
    }
    const raw: [string, string, string][] = [
      ["broken JSON", "application/json", '{"title": "a'],
      ["empty JSON body", "application/json", ""],
      ["JSON null", "application/json", "null"],
      ["JSON array", "application/json", "[]"],
      ["JSON string with NUL", "application/json", '"a\\u0000b"'],
      ["JSON with a NUL key", "application/json", '{"\\u0000": 1}'],
      ["__proto__ key", "application/json", '{"__proto__": {"admin": true}}'],
      ["deeply nested JSON", "application/json", DEEPLY_NESTED],
      ["text/plain body", "text/plain", "hello"],
      ["form body", "application/x-www-form-urlencoded", "title=a%00b"],
      ["unknown content type", "application/x-unknown", "abc"],
      ["broken multipart", "multipart/form-data; boundary=x", "--x\r\nbroken"],
      ["2 MB JSON", "application/json", TWO_MEGABYTES],
    ];
    for (const [input, contentType, payload] of raw) {
      probes.push({
        operation: name,
        input,
        request: { ...base, payload, headers: { "content-type": contentType } },
        both: true,
      });
    }
  } else if (method !== "get" && method !== "delete") {
    for (const [input, contentType, payload] of [
      ["broken JSON", "application/json", "{"],
      ["broken multipart", "multipart/form-data; boundary=x", "--x\r\nbroken"],
      ["multipart without boundary", "multipart/form-data", "abc"],
      ["text/plain body", "text/plain", "\u0000"],
    ] as const) {
      probes.push({ operation: name, input, request: { ...base, payload, headers: { "content-type": contentType } } });
    }
  }
  return probes;
}

/** Operations that end the member's session or membership run last, so the rest run signed in. */
function lastly(key: string): number {
  return /^(delete \/api\/v1\/(member|authentication)|post \/api\/v1\/oauth\/\{loginType\}\/unlink)$/.test(key) ? 1 : 0;
}

describe("hostile input over every OpenAPI operation", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let app: FastifyInstance;
  let doc: OpenApi;
  let authorization: string;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    doc = app.swagger() as unknown as OpenApi;
    ({ authorization } = await loginAs(app, "reviewer8@mulmung.kr"));
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers no 5xx and no internal error codes", { timeout: 180_000 }, async () => {
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ key: `${method} ${path}`, method, path, operation })),
      )
      .sort((a, b) => lastly(a.key) - lastly(b.key));
    expect(operations.length).toBeGreaterThan(100);

    const failures: string[] = [];
    let sent = 0;
    const send = async (probe: Probe, as: "anonymous" | "member") => {
      sent++;
      const res = await app.inject({
        ...probe.request,
        // Each request from its own address, so the address-keyed rate limits do not end the run early.
        remoteAddress: `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`,
        headers: { ...probe.request.headers, ...(as === "member" ? { authorization } : {}) },
      });
      const where = `${probe.operation} [${as}] ${probe.input} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      if (res.statusCode >= 500) failures.push(where);
      else if (res.statusCode >= 400 && (res.headers["content-type"] ?? "").startsWith("application/json")) {
        const body = res.json() as { code?: unknown; message?: unknown };
        const korean = typeof body.message === "string" && /[가-힣]/.test(body.message);
        if (String(body.code).startsWith("FST_") || !korean) failures.push(where);
      }
    };
    for (const { method, path, operation } of operations) {
      const probes = probesFor(doc, method, path, operation);
      const usualCaller = operation.security ? "member" : "anonymous";
      // An operation's probes go out a few at a time (the database pool is 5); operations one after another.
      for (let i = 0; i < probes.length; i += 8) {
        const batch = probes.slice(i, i + 8);
        await Promise.all(
          batch.flatMap((probe) =>
            probe.both ? [send(probe, "anonymous"), send(probe, "member")] : [send(probe, usualCaller)],
          ),
        );
      }
    }
    expect(sent).toBeGreaterThan(3_000);
    expect(failures, failures.join("\n")).toEqual([]);
  });
});

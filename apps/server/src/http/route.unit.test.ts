/**
 * The route helper on a bare Fastify app (no database): access levels, success statuses, the URL cache, the
 * validation error's shape and what the OpenAPI document gets. A stand-in session lookup answers the tokens the
 * test signs; the modules' own API tests cover the real routes.
 */
import { ErrorResponse, IdParams } from "@mulmung/contract/common";
import Fastify, { type RouteOptions } from "fastify";
import { serializerCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import type { Config } from "../config/env.ts";
import type { Services } from "../modules/services.ts";
import { AppError } from "./app-error.ts";
import { type MemberRole, signAccessToken } from "./auth.ts";
import { createCache } from "./cache.ts";
import { registerErrorHandling } from "./error-handler.ts";
import { apiPlugin, perMinute } from "./route.ts";
import { validateWithTextRule } from "./validation.ts";

const SECRET = "route-test-secret-0123456789abcdef0123";
const ROLES: Record<string, { memberId: number; role: MemberRole; consoleOpen: boolean }> = {
  "member-session": { memberId: 7, role: "MEMBER", consoleOpen: false },
  "admin-session": { memberId: 1, role: "ADMIN", consoleOpen: true },
  "operator-session": { memberId: 2, role: "ADMIN", consoleOpen: false },
};
const bearer = async (sessionId: keyof typeof ROLES) => {
  const session = ROLES[sessionId] as { memberId: number };
  return { authorization: `Bearer ${await signAccessToken(SECRET, { memberId: session.memberId, sessionId })}` };
};

const Echo = z.object({ memberId: z.number().nullable(), id: z.number().optional(), word: z.string().optional() });

describe("apiRoutes / apiPlugin", () => {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  const routes: RouteOptions[] = [];
  const audited: unknown[] = [];
  let computed = 0;

  beforeAll(async () => {
    app.setValidatorCompiler(validateWithTextRule);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    app.decorate("config", { secrets: { jwtSecret: SECRET } } as unknown as Config);
    const sessions = { activeMember: async (sessionId: string) => ROLES[sessionId] };
    const audit = { record: async (entry: unknown) => void audited.push(entry) };
    app.decorate("services", { sessions, audit } as unknown as Services);
    app.addHook("onRoute", (route) => {
      routes.push(route);
    });
    const cache = createCache<Buffer>({ ttlMs: 60_000, maxEntries: 10 });

    await app.register(
      apiPlugin({ tags: ["test"], errors: [400, 401, 404] }, (route) => {
        route.get("/public/:id", {
          summary: "public",
          params: IdParams,
          querystring: z.object({ word: z.string().max(3) }),
          response: Echo,
          handler: ({ params, query }) => {
            if (params.id === 404) throw AppError.notFound("없습니다.");
            return { memberId: null, id: params.id, word: query.word };
          },
        });
        route.get("/optional", {
          summary: "optional",
          access: "optional",
          response: Echo,
          handler: ({ member }) => ({ memberId: member?.id ?? null }),
        });
        route.post("/member", {
          summary: "member",
          access: "member",
          config: perMinute(1000),
          body: z.object({ word: z.string() }),
          status: 201,
          response: Echo,
          handler: ({ member, body }) => ({ memberId: member.id, word: body.word }),
        });
        route.delete("/member/:id", {
          summary: "member, no body",
          access: "member",
          params: IdParams,
          status: 204,
          errors: [],
          handler: async ({ reply }) => {
            reply.header("x-deleted", "yes");
          },
        });
        route.patch("/admin", {
          summary: "admin",
          access: "admin",
          response: Echo,
          handler: ({ member }) => ({ memberId: member.id }),
        });
        route.get("/cached", {
          summary: "cached",
          response: z.object({ n: z.number() }),
          cache,
          handler: async () => ({ n: ++computed }),
        });
        route.get("/redirect", {
          summary: "answers by itself",
          status: 302,
          response: z.null(),
          handler: ({ reply }) => reply.redirect("/elsewhere", 302),
        });
      }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it("passes the parsed params and query, and answers 200 through the response schema", async () => {
    const res = await app.inject({ method: "GET", url: "/public/5?word=abc" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ memberId: null, id: 5, word: "abc" });
  });

  it("refuses an invalid query with 400 VALIDATION naming the field, before the handler", async () => {
    const res = await app.inject({ method: "GET", url: "/public/5?word=abcdef" });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { code: string; message: string };
    expect(body.code).toBe("VALIDATION");
    expect(body.message).toContain("word");
  });

  it("answers an AppError with its status and {code, message}", async () => {
    const res = await app.inject({ method: "GET", url: "/public/404?word=a" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "NOT_FOUND", message: "없습니다." });
  });

  it("optional: the member when a valid token is sent, else null", async () => {
    expect((await app.inject({ method: "GET", url: "/optional" })).json()).toEqual({ memberId: null });
    const res = await app.inject({ method: "GET", url: "/optional", headers: await bearer("member-session") });
    expect(res.json()).toEqual({ memberId: 7 });
  });

  it("member: 401 without a token; the member and the route's success status with one", async () => {
    const anonymous = await app.inject({ method: "POST", url: "/member", payload: { word: "hi" } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: "UNAUTHORIZED", message: "로그인이 필요합니다." });
    const res = await app.inject({
      method: "POST",
      url: "/member",
      payload: { word: "hi" },
      headers: await bearer("member-session"),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ memberId: 7, word: "hi" });
  });

  it("204 sends no body, keeping the headers the handler set", async () => {
    const res = await app.inject({ method: "DELETE", url: "/member/3", headers: await bearer("member-session") });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe("");
    expect(res.headers["x-deleted"]).toBe("yes");
    expect(res.headers["content-type"]).toBeUndefined();
  });

  it("admin: 401 without a token, 404 NOT_FOUND for a member, 401 until the second factor, the answer for an operator", async () => {
    expect((await app.inject({ method: "PATCH", url: "/admin" })).statusCode).toBe(401);
    const member = await app.inject({ method: "PATCH", url: "/admin", headers: await bearer("member-session") });
    expect(member.statusCode).toBe(404);
    expect((member.json() as { code: string }).code).toBe("NOT_FOUND");
    const shut = await app.inject({ method: "PATCH", url: "/admin", headers: await bearer("operator-session") });
    expect(shut.statusCode).toBe(401);
    expect((shut.json() as { code: string }).code).toBe("SECOND_FACTOR_REQUIRED");
    const admin = await app.inject({ method: "PATCH", url: "/admin", headers: await bearer("admin-session") });
    expect(admin.statusCode).toBe(200);
    expect(admin.json()).toEqual({ memberId: 1 });
    // An operator's write is on record; the refused ones are not.
    expect(audited).toEqual([
      expect.objectContaining({ actorId: 1, scope: "OPERATOR", action: "PATCH /admin", status: 200 }),
    ]);
  });

  it("cache: the handler runs once per URL while the entry is fresh", async () => {
    const first = await app.inject({ method: "GET", url: "/cached" });
    const second = await app.inject({ method: "GET", url: "/cached" });
    expect(first.json()).toEqual({ n: 1 });
    expect(second.json()).toEqual({ n: 1 });
    expect(second.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect((await app.inject({ method: "GET", url: "/cached?other" })).json()).toEqual({ n: 2 });
  });

  it("a handler may answer by itself and return reply", async () => {
    const res = await app.inject({ method: "GET", url: "/redirect" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/elsewhere");
  });

  it("documents tags, summary, the security each access asks for, and the error statuses", () => {
    const schemaOf = (method: string, url: string) =>
      routes.find((r) => r.method === method && r.url === url)?.schema as Record<string, unknown>;
    expect(schemaOf("GET", "/public/:id")).toMatchObject({ tags: ["test"], summary: "public" });
    expect(schemaOf("GET", "/public/:id").security).toEqual([]);
    expect(schemaOf("GET", "/optional").security).toEqual([{}, { bearerAuth: [] }]);
    expect(schemaOf("POST", "/member").security).toEqual([{ bearerAuth: [] }]);
    expect(schemaOf("PATCH", "/admin").security).toEqual([{ bearerAuth: [] }]);
    expect(schemaOf("POST", "/member").response).toEqual({
      201: Echo,
      400: ErrorResponse,
      401: ErrorResponse,
      404: ErrorResponse,
    });
    expect(Object.keys(schemaOf("DELETE", "/member/:id").response as object)).toEqual(["204"]);
  });
});

/** What must not compile: each line is a mistake the helper's types catch. Never called. */
export function typeErrors(define: Parameters<typeof apiPlugin>[1]) {
  return apiPlugin({ tags: ["types"] }, (route, services, app) => {
    define(route, services, app);
    // @ts-expect-error: no such field ("params")
    route.get("/a", { summary: "a", parms: IdParams, handler: () => undefined });
    route.get("/b", {
      summary: "b",
      params: IdParams,
      response: z.object({ n: z.number() }),
      // @ts-expect-error: the answer must be the response's type
      handler: ({ params }) => ({ n: String(params.id) }),
    });
    // @ts-expect-error: a public route has no member
    route.get("/c", { summary: "c", response: z.number(), handler: ({ member }) => member.id });
    // @ts-expect-error: an optional route's member may be null
    route.get("/d", { summary: "d", access: "optional", response: z.number(), handler: ({ member }) => member.id });
    // @ts-expect-error: a route without a querystring has no query
    route.get("/e", { summary: "e", response: z.number(), handler: ({ query }) => query.x });
    // @ts-expect-error: a 204 route answers nothing
    route.delete("/f", { summary: "f", status: 204, handler: async () => 5 });
    // @ts-expect-error: no such access level
    route.post("/g", { summary: "g", access: "root", response: z.string(), handler: () => "x" });
  });
}

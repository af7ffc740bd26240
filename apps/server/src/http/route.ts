/**
 * API routes written once. A module's routes plugin describes each route by what it is, and this file turns the
 * description into the Fastify route: the schema (validation, serialisation and the OpenAPI document), the access
 * check, the success status, the rate limit and the URL cache.
 *
 *   export const orderRoutes = apiPlugin({ tags: ["orders"] }, (route, { orders }) => {
 *     route.get("/api/v1/order", {
 *       summary: "My orders, newest first",
 *       access: "member",
 *       querystring: OrderListQuery,
 *       response: OrderList,
 *       handler: ({ member, query }) => orders.list(member.id, query),
 *     });
 *   });
 *
 * - `access`: "public" (the default, unless the plugin's defaults name one: "admin" for a console's routes file),
 *   "optional" (`member` is the caller or null), "member" (401 UNAUTHORIZED without a valid token), "operator" (also
 *   404 NOT_FOUND for a member who is not an operator: domain/operator.ts), "admin" (the console: an operator whose
 *   session confirmed the second factor, else 401 SECOND_FACTOR_REQUIRED). The document says which: no security
 *   for public, a token or none for optional, the bearer token for the others.
 * - `params`, `querystring`, `body`, `response`: the contract's zod schemas. The handler gets the parsed `params`,
 *   `query` and `body` (validated before it runs; a failure is 400 VALIDATION naming the field), and its answer
 *   must be `response`'s type: a wrong field or a wrong answer fails the typecheck.
 * - `status` (200 by default) is the success status the answer is sent and documented with; 204 sends no body.
 *   `errors` are the error statuses documented as `ErrorResponse` (the plugin's default unless given).
 * - A suspended member (issue 27) reads but does not write: every non-GET "member" call answers 403
 *   MEMBER_SUSPENDED (auth.ts requireMember), but for the few that say `whileSuspended: true`.
 * - `config` is Fastify's route config (a rate limit: `perMinute(10)`, or a limit of rate-limit.ts); `preHandler`
 *   runs after the access check.
 * - `cache`: a public URL cache (decision 005): a fresh entry answers before validation, a miss runs the handler
 *   and keeps its answer, checked against `response`, as JSON bytes.
 * - A handler that sends the answer itself (a redirect, `sendJson`) returns `reply`; cookies and headers go on
 *   `reply` before answering. `apiRoutes(app, defaults)` gives the definers for a second set of tags or a child
 *   scope; a route this does not fit keeps `app.route`.
 */
import { ErrorResponse } from "@mulmung/contract/common";
import type { FastifyContextConfig, FastifyReply, FastifyRequest, HTTPMethods, preHandlerHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  type AuthMember,
  currentMember,
  optionalMember,
  requireConsole,
  requireMember,
  requireOperator,
} from "./auth.ts";
import { answerFromCache, type Cache } from "./cache.ts";
import { sendJson } from "./send-json.ts";

/** The Fastify instance a module's routes plugin is given. */
export type ApiApp = Parameters<FastifyPluginAsyncZod>[0];
export type Access = "public" | "optional" | "member" | "operator" | "admin";
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 503;
export type SuccessStatus = 200 | 201 | 204 | 302;
/** A schema of a route; `z.ZodUndefined` where the route has none, so its value is `undefined`. */
type Schema = z.ZodType;

type MemberFor<A extends Access> = A extends "member" | "operator" | "admin"
  ? AuthMember
  : A extends "optional"
    ? AuthMember | null
    : undefined;
export interface RouteContext<A extends Access, P extends Schema, Q extends Schema, B extends Schema> {
  /** The caller: always there on member and admin routes, possibly null on optional ones, absent on public ones. */
  member: MemberFor<A>;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteDefinition<
  A extends Access,
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  R extends Schema,
  S extends SuccessStatus,
> {
  summary: string;
  description?: string;
  /** The module's tags unless given. */
  tags?: string[];
  access?: A;
  params?: P;
  querystring?: Q;
  body?: B;
  status?: S;
  response?: R;
  errors?: readonly ErrorStatus[];
  /** Route config: a rate limit (`{ rateLimit: … }`). */
  config?: FastifyContextConfig;
  /** Runs after the access check (a limit counted per member, a check of its own). */
  preHandler?: preHandlerHookHandler;
  /**
   * A member's write a suspended member may still make (issue 27: their device's push token, their notifications'
   * upkeep). Every other non-GET `member` call answers 403 MEMBER_SUSPENDED while an operator's suspension holds.
   */
  whileSuspended?: boolean;
  bodyLimit?: number;
  consumes?: string[];
  cache?: Cache<Buffer>;
  /**
   * The audit log (issue 27, decision 043): OPERATOR or STORE records the write once it succeeds; an operator route
   * (`access: "admin"`) that writes is OPERATOR unless it says `false`; the module's default applies otherwise.
   */
  audit?: AuditScope | false;
  /** The row the write changes, as it stands: read before and after the handler for the log's before and after. */
  auditTarget?: (context: RouteContext<A, P, Q, B>) => Promise<unknown>;
  /** Answers `response`'s type (nothing for 204), or `reply` when it has sent the answer itself. */
  handler: S extends 204
    ? (context: RouteContext<A, P, Q, B>) => Promise<void> | void
    : (context: RouteContext<A, P, Q, B>) => z.output<R> | FastifyReply | Promise<z.output<R> | FastifyReply>;
}

export interface RouteDefaults<D extends Access = Access> {
  tags: string[];
  /** Who may call a route that does not say: a console's routes file is "admin" throughout. "public" when unsaid. */
  access?: D;
  errors?: readonly ErrorStatus[];
  /** The audit scope of the module's writes (the store console's: STORE). */
  audit?: AuditScope;
}

export type AuditScope = "OPERATOR" | "STORE";

/** Whether and how a write is audited: GETs never; a route's own word first, then the operator rule, then the module's. */
function auditScopeOf(verb: HTTPMethods, route: RouteShape, defaults: RouteDefaults): AuditScope | null {
  if (verb === "GET" || route.audit === false) return null;
  return route.audit ?? (route.access === "admin" ? "OPERATOR" : (defaults.audit ?? null));
}

/** The store a write names (its `affiliateId` in the path, query or body), for the log's store filter. */
function affiliateIdOf(...sources: unknown[]): number | null {
  for (const source of sources) {
    const id = (source as { affiliateId?: unknown } | undefined)?.affiliateId;
    if (typeof id === "number" && Number.isSafeInteger(id)) return id;
  }
  return null;
}

/** The ids a call names in its path: `id=3`. */
function targetOf(params: unknown): string {
  if (!params || typeof params !== "object") return "";
  return Object.entries(params as Record<string, unknown>)
    .map(([key, value]) => `${key}=${String(value)}`)
    .join("&");
}

/** What each access asks of a caller, as OpenAPI says it: nothing, a token or not, a bearer token. */
const SECURITY: Record<Access, Record<string, string[]>[]> = {
  public: [],
  optional: [{}, { bearerAuth: [] }],
  member: [{ bearerAuth: [] }],
  operator: [{ bearerAuth: [] }],
  admin: [{ bearerAuth: [] }],
};
const ACCESS_CHECKS: Record<Access, preHandlerHookHandler | undefined> = {
  public: undefined,
  optional: optionalMember,
  member: requireMember,
  operator: requireOperator,
  admin: requireConsole,
};

/** What the route's options are built from: its definition but the handler. */
type RouteShape = Omit<
  RouteDefinition<Access, Schema, Schema, Schema, Schema, SuccessStatus>,
  "handler" | "auditTarget"
>;

function schemaOf(route: RouteShape, defaults: RouteDefaults, success: Schema | undefined) {
  const response: Partial<Record<SuccessStatus | ErrorStatus, Schema>> = {};
  if (success) response[route.status ?? 200] = success;
  for (const code of route.errors ?? defaults.errors ?? []) response[code] = ErrorResponse;
  return {
    tags: route.tags ?? defaults.tags,
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    security: SECURITY[route.access ?? "public"],
    ...(route.consumes ? { consumes: route.consumes } : {}),
    ...(route.params ? { params: route.params } : {}),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    ...(route.body ? { body: route.body } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  };
}

/**
 * Who may call is checked before what they sent: a visitor calling a member's route hears 401 (log in), not a
 * complaint about a field (SPEC §6), and to anyone else an operators' call does not exist, whatever they send.
 */
const BEFORE_VALIDATION: ReadonlySet<Access> = new Set<Access>(["member", "operator", "admin"]);

function optionsOf(route: RouteShape) {
  const access = route.access ?? "public";
  const early = BEFORE_VALIDATION.has(access);
  const hooks = [early ? undefined : ACCESS_CHECKS[access], route.preHandler].filter((hook) => hook !== undefined);
  return {
    ...(early ? { preValidation: ACCESS_CHECKS[access] } : {}),
    ...(hooks.length > 0 ? { preHandler: hooks.length === 1 ? hooks[0] : hooks } : {}),
    ...(route.cache ? { onRequest: answerFromCache(route.cache) } : {}),
    ...(route.config || route.whileSuspended
      ? { config: { ...route.config, ...(route.whileSuspended ? { whileSuspended: true } : {}) } }
      : {}),
    ...(route.bodyLimit ? { bodyLimit: route.bodyLimit } : {}),
  };
}

function memberOf(access: Access, request: FastifyRequest): AuthMember | null | undefined {
  if (access === "public") return undefined;
  return access === "optional" ? (request.member ?? null) : currentMember(request);
}

/** The route definers of one module: `route.get(url, definition)`, and likewise post, put, patch and delete. */
export function apiRoutes<D extends Access = "public">(app: ApiApp, defaults: RouteDefaults<D>) {
  const method =
    (verb: HTTPMethods) =>
    <
      A extends Access = D,
      P extends Schema = z.ZodUndefined,
      Q extends Schema = z.ZodUndefined,
      B extends Schema = z.ZodUndefined,
      R extends Schema = z.ZodUndefined,
      S extends SuccessStatus = 200,
    >(
      url: string,
      definition: RouteDefinition<A, P, Q, B, R, S>,
    ) => {
      const access: Access = definition.access ?? defaults.access ?? "public";
      const route = { ...definition, access };
      const status = route.status ?? 200;
      const success = route.response ?? (status === 204 ? z.null() : undefined);
      const auditScope = auditScopeOf(verb, route, defaults);
      const contextOf = (request: FastifyRequest, reply: FastifyReply) =>
        ({
          member: memberOf(access, request),
          // Fastify validated these against the route's schemas before the handler runs.
          params: request.params,
          query: request.query,
          body: request.body,
          request,
          reply,
        }) as RouteContext<A, P, Q, B>;
      const handle = (request: FastifyRequest, reply: FastifyReply) => route.handler(contextOf(request, reply));
      // An audited write: the row before, the call, the row after (or what the call sent and answered), one log row.
      const answer = !auditScope
        ? handle
        : async (request: FastifyRequest, reply: FastifyReply) => {
            const context = contextOf(request, reply);
            const before = route.auditTarget ? await route.auditTarget(context) : null;
            const body = await route.handler(context);
            const after = route.auditTarget
              ? await route.auditTarget(context)
              : { request: request.body ?? null, answer: body === reply || body === undefined ? null : body };
            await request.server.services.audit.record({
              actorId: currentMember(request).id,
              scope: auditScope,
              affiliateId: url.startsWith("/api/v1/partner/store/:id")
                ? (request.params as { id: number }).id
                : affiliateIdOf(request.params, request.query, request.body, body),
              action: `${verb} ${url}`,
              target: targetOf(request.params),
              status: reply.statusCode === 200 ? status : reply.statusCode,
              before,
              after,
            });
            return body;
          };

      app.route({
        method: verb,
        url,
        ...optionsOf(route),
        schema: schemaOf(route, defaults, success),
        handler: async (request, reply) => {
          const { cache } = route;
          if (cache && success) {
            // Checked against the schema once, when computed; a hit sends the same bytes.
            const json = await cache.get(request.url, async () =>
              Buffer.from(JSON.stringify(success.parse(await answer(request, reply)))),
            );
            return sendJson(reply, json);
          }
          const body = await answer(request, reply);
          if (body === reply) return reply;
          return reply.status(status).send(status === 204 ? null : body);
        },
      });
    };
  return {
    get: method("GET"),
    post: method("POST"),
    put: method("PUT"),
    patch: method("PATCH"),
    delete: method("DELETE"),
  };
}

export type ApiRoutes<D extends Access = "public"> = ReturnType<typeof apiRoutes<D>>;

/** Route config for a plain rate limit: `max` requests a minute per client address. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: "1 minute" } };
}

/**
 * A module's routes plugin: `define` gets the module's route definers, the services (modules/services.ts) and,
 * for what is not a route (a content parser, a child plugin, a cache clear), the app.
 *
 *   export const raffleRoutes = apiPlugin({ tags: ["raffles"] }, (route, { raffles }) => {
 *     route.get("/api/v1/raffle-recruitment", { … });
 *   });
 */
export function apiPlugin<D extends Access = "public">(
  defaults: RouteDefaults<D>,
  define: (route: ApiRoutes<D>, services: ApiApp["services"], app: ApiApp) => void | Promise<void>,
): FastifyPluginAsyncZod {
  return async (app) => define(apiRoutes(app, defaults), app.services, app);
}

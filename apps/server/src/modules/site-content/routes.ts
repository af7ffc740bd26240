import { ServiceSettingList } from "@mulmung/contract/site-content";
import type { FastifyPluginAsync } from "fastify";
import { apiPlugin } from "../../http/route.ts";

/** Short enough that switching `service_check` reaches browsers within a minute. */
const SERVICE_SETTING_CACHE_CONTROL = "public, max-age=30, stale-while-revalidate=30";

/** GET /api/v1/service-setting (API.md "Site content"). */
export const siteContentRoutes = apiPlugin({ tags: ["site-content"] }, (route, { siteContent }) => {
  route.get("/api/v1/service-setting", {
    summary: "서비스 설정 목록 (회사 정보, 약관 링크, 점검 안내 등)",
    response: ServiceSettingList,
    errors: [500],
    handler: async ({ reply }) => {
      reply.header("cache-control", SERVICE_SETTING_CACHE_CONTROL);
      return { items: await siteContent.list(), nextOffset: null };
    },
  });
});

const READ_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Session upkeep stays open during maintenance so nobody is logged out by it; email login checks for itself
 * (auth/service.ts): an operator signs in to run the console, a member is answered 503 / 9900.
 */
/** The operators' console: every call checks for an operator with the second factor (http/route.ts "admin"). */
const OPERATOR_PREFIX = "/api/v1/admin/";
const SESSION_PATHS = new Set(["/api/v1/refresh/authentication", "/api/v1/authentication"]);

/**
 * While `service_check` is on, every API write answers 503 `{code: 9900, message}` (SPEC.md section 7),
 * so nothing changes during maintenance; reads keep working so clients can show the notice. Operators keep working:
 * the console's calls (`/api/v1/admin/...`, operators only, with the second factor) pass, so one switches it off.
 * Registered without encapsulation (skip-override) so the hook covers every module's routes.
 */
export const maintenanceGuard: FastifyPluginAsync = async (app) => {
  // A callback hook: reads (most requests) pass without a promise.
  app.addHook("onRequest", (request, _reply, done) => {
    if (READ_METHODS.has(request.method) || !request.url.startsWith("/api/v1/")) return done();
    if (request.url.startsWith(OPERATOR_PREFIX)) return done();
    const path = request.url.split("?")[0] ?? "";
    if (SESSION_PATHS.has(path)) return done();
    app.services.siteContent.assertNotUnderMaintenance().then(() => done(), done);
  });
};
Object.assign(maintenanceGuard, { [Symbol.for("skip-override")]: true });

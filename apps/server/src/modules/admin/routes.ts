/**
 * The console's own calls (issue 27; `/api/v1/admin/...`, beyond API.md): the second factor that opens it, and the
 * audit log. Everyone but an operator gets 404; the audit log also wants the second factor (401 without it).
 */
import {
  AuditLog,
  AuditLogQuery,
  RecoveryCodes,
  SecondFactorCode,
  SecondFactorEnrollment,
  SecondFactorState,
} from "@mulmung/contract/admin";
import { memberLimit } from "../../http/rate-limit.ts";
import { apiPlugin } from "../../http/route.ts";

/** Ten codes a quarter-hour per operator: guessing six digits stays hopeless, a typo costs nothing. */
const codeLimit = memberLimit(() => 10, "15 minutes");

export const adminRoutes = apiPlugin(
  { tags: ["admin"], errors: [400, 401, 404, 409, 429] },
  (route, { secondFactor, audit }) => {
    route.get("/api/v1/admin/second-factor", {
      summary: "Where my session stands with the console's second factor (operators)",
      access: "operator",
      response: SecondFactorState,
      handler: ({ member }) => secondFactor.state(member),
    });

    route.post("/api/v1/admin/second-factor/enrollment", {
      summary: "A new authenticator secret to scan, until one is confirmed (operators)",
      access: "operator",
      response: SecondFactorEnrollment,
      handler: ({ member }) => secondFactor.enroll(member),
    });

    route.post("/api/v1/admin/second-factor/enrollment/confirmation", {
      summary: "Confirms the authenticator with its first code; opens the console and answers the recovery codes once",
      access: "operator",
      config: codeLimit,
      body: SecondFactorCode,
      response: RecoveryCodes,
      handler: ({ member, body }) => secondFactor.confirm(member, body.code),
    });

    route.post("/api/v1/admin/second-factor/verification", {
      summary: "A code from the authenticator, or a recovery code: opens the console in this session",
      access: "operator",
      config: codeLimit,
      body: SecondFactorCode,
      status: 204,
      handler: ({ member, body }) => secondFactor.verify(member, body.code),
    });

    route.get("/api/v1/admin/audit-log", {
      summary: "The audit log: every operator and store-console write, newest first",
      access: "admin",
      querystring: AuditLogQuery,
      response: AuditLog,
      handler: ({ query }) => audit.search(query),
    });
  },
);

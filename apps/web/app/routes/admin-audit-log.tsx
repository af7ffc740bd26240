import type { AuditLog } from "@mulmung/contract/admin";
import { AUDIT_FILTER_KEYS, type AuditFilters, AuditLogView } from "../features/admin/audit-log.tsx";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { ADMIN_MESSAGE } from "../features/admin/messages.ts";
import { loadSearch } from "../lib/api.server.ts";
import { withQuery } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-audit-log";

export const meta: Route.MetaFunction = () => privatePageMeta(ADMIN_MESSAGE.auditTitle);

const PAGE_SIZE = 30;

/** /admin/audit-log?actor=&action=&scope=&affiliateId=&from=&to=&beforeId=: the audit log (issue 27). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const filters: AuditFilters = {};
  for (const key of AUDIT_FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const beforeId = params.get("beforeId") ?? undefined;
  const empty = { items: [], nextBeforeId: null };
  if (filters.affiliateId && !/^\d+$/.test(filters.affiliateId)) {
    return { log: empty, filters, paged: false, error: ADMIN_MESSAGE.storeNumber };
  }
  const { found, error } = await loadSearch<AuditLog>(
    context.api,
    withQuery("/api/v1/admin/audit-log", { ...filters, beforeId, size: PAGE_SIZE }),
    empty,
    request,
  );
  return { log: found, filters, paged: beforeId !== undefined, error };
}

export default function AdminAuditLogPage({ loaderData }: Route.ComponentProps) {
  return <AuditLogView {...loaderData} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;

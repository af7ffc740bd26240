import type { AdminMemberRecord } from "@mulmung/contract/admin-moderation";
import { ConsoleErrorBoundary } from "../features/admin/console-error.tsx";
import { MemberRecordView } from "../features/admin-moderation/member-record.tsx";
import { MODERATION_MESSAGE } from "../features/admin-moderation/messages.ts";
import { loadOrThrow, requirePathId } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/admin-member-detail";

export const meta: Route.MetaFunction = () => privatePageMeta(MODERATION_MESSAGE.memberRecord);

/** /admin/members/{id}: one member's record and the operator's decisions about them (issue 27). */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const id = requirePathId(params.id);
  const record = await loadOrThrow<AdminMemberRecord>(context.api, `/api/v1/admin/member/${id}`, { request });
  return { record };
}

export default function AdminMemberDetailPage({ loaderData }: Route.ComponentProps) {
  return <MemberRecordView record={loaderData.record} />;
}

export const ErrorBoundary = ConsoleErrorBoundary;

import type { OrderClaims } from "@mulmung/contract/claim";
import type { ClaimType } from "@mulmung/domain/claim";
import { data } from "react-router";
import { EmptyState } from "../components/empty-state.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { ClaimFormView } from "../features/claim/claim-form-view.tsx";
import { CLAIM_MESSAGE } from "../features/claim/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { parseId } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-order-claim";

/** /my-info/order/{id}/claim?line=…[&type=DOA]: a claim on one line of my order (decision 035). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = parseId(params.id);
  if (id === null) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const lineId = parseId(search.get("line") ?? "");
  const claims = await loadOrThrow<OrderClaims>(context.api, `/api/v1/order/${id}/claim`, { request });
  const line = claims.lines.find((l) => l.orderProductId === lineId) ?? null;
  const wanted = search.get("type") === "DOA" ? "DOA" : null;
  const types = line?.types ?? [];
  const initialType: ClaimType | null =
    wanted && types.includes(wanted) ? wanted : (types.find((t) => t !== "DOA") ?? types[0] ?? null);
  return { id, line: line && initialType ? line : null, initialType, isDoa: wanted !== null };
}

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  privatePageMeta(loaded?.isDoa ? CLAIM_MESSAGE.doaFormTitle : CLAIM_MESSAGE.request);

export default function OrderClaimPage({ loaderData }: Route.ComponentProps) {
  const { id, line, initialType, isDoa } = loaderData;
  return (
    <>
      <PageHeader title={isDoa ? CLAIM_MESSAGE.doaFormTitle : CLAIM_MESSAGE.request} />
      {line && initialType ? (
        <ClaimFormView orderId={id} line={line} initialType={initialType} />
      ) : (
        <EmptyState title={CLAIM_MESSAGE.noLine} />
      )}
    </>
  );
}

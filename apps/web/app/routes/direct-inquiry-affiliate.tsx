import type { Affiliate } from "@mulmung/contract/catalog";
import { data } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { StoreMailForm } from "../features/review/inquiry-views.tsx";
import { INQUIRY_MESSAGE } from "../features/review/messages.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { parseId } from "../lib/paths.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/direct-inquiry-affiliate";

/** /direct-inquiry/affiliate?affiliateId=: a message to a store (POST /api/v1/affiliate/{id}/mail). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMemberPage(context, request);
  const id = parseId(new URL(request.url).searchParams.get("affiliateId"));
  if (id === null) throw data({ message: "상점을 찾을 수 없습니다." }, { status: 404 });
  const store = await loadOrThrow<Affiliate>(context.api, `/api/v1/affiliate/${id}`);
  return { store: { id: store.id, name: store.name } };
}

export const meta: Route.MetaFunction = () => privatePageMeta(INQUIRY_MESSAGE.storeMailTitle);

export default function StoreMailPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={INQUIRY_MESSAGE.storeMailTitle} />
      <StoreMailForm affiliate={loaderData.store} />
    </>
  );
}

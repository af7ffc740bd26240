import type { BankCategory, RefundAccount } from "@mulmung/contract/member";
import { PageHeader } from "../components/page-header.tsx";
import { requireMemberPage } from "../features/member/me.server.ts";
import { MEMBER_MESSAGE } from "../features/member/messages.ts";
import { RefundAccountForm } from "../features/member/refund-account-form.tsx";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/my-info-refund-account";

/** /my-info/refund-account: my refund account and the banks it can be at. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMemberPage(context, request);
  const [account, banks] = await Promise.all([
    loadOrThrow<{ refundAccount: RefundAccount | null }>(context.api, "/api/v1/refund-account", { request }),
    loadOrThrow<{ items: BankCategory[] }>(context.api, "/api/v1/bank-category", { request }),
  ]);
  return { refundAccount: account.refundAccount, banks: banks.items };
}

export const meta: Route.MetaFunction = () => privatePageMeta(MEMBER_MESSAGE.refundTitle);

export default function RefundAccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={MEMBER_MESSAGE.refundTitle} />
      <RefundAccountForm initial={loaderData.refundAccount} banks={loaderData.banks} />
    </>
  );
}

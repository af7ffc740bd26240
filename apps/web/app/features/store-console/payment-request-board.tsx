/**
 * /store-console/payment-request: the payment requests the store sent (to whom, how much, 결제 대기 / 결제 완료 /
 * 취소됨), 결제 요청 보내기 to one of its customers, and 적립금 보상 for one of its orders (issue 26).
 */
import type { AffiliateOrder } from "@mulmung/contract/order";
import type { PartnerStore } from "@mulmung/contract/partner";
import { formatWon } from "@mulmung/domain/display";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { useState } from "react";
import { useRevalidator } from "react-router";
import badge from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { CompensationDialog, compensationChoice } from "./compensation-dialog.tsx";
import styles from "./console.module.css";
import own from "./manage.module.css";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import { ItemCard } from "./manage-page.tsx";
import { PaymentRequestDialog, type StoreCustomer } from "./payment-request-form.tsx";

export interface SentRequest {
  id: number;
  title: string;
  memo: string;
  amount: number;
  state: "WAIT" | "PAID" | "CANCEL";
  createDate: string;
  member: { id: number; nickname: string };
}

const STATE_TONE = { WAIT: badge.orange, PAID: badge.green, CANCEL: badge.muted } as const;

type Open = "request" | "compensation" | null;

export function PaymentRequestBoard({
  store,
  requests,
  customers,
  orders,
}: {
  store: PartnerStore;
  requests: readonly SentRequest[];
  customers: readonly StoreCustomer[];
  orders: readonly AffiliateOrder[] | null;
}) {
  // Which dialog is open, and a fresh form each time one opens (kept mounted so focus returns on close).
  const [open, setOpen] = useState<{ which: Open; key: number }>({ which: null, key: 0 });
  const show = (which: Open) => setOpen((o) => ({ which, key: which ? o.key + 1 : o.key }));
  const revalidator = useRevalidator();
  const toast = useToast();

  return (
    <div className={own.page}>
      <div className={own.buttons}>
        <button type="button" className={buttons.primary} onClick={() => show("request")}>
          {M.requestSend}
        </button>
        {orders ? (
          <button type="button" className={buttons.outlinePrimary} onClick={() => show("compensation")}>
            {M.compensationOpen}
          </button>
        ) : null}
      </div>
      <p className={styles.hint}>{M.requestHint}</p>
      <section aria-labelledby="payment-requests">
        <h2 id="payment-requests" className={own.listTitle}>
          {M.requestsTitle}
        </h2>
        {requests.length === 0 ? (
          <EmptyState title={M.requestNone} />
        ) : (
          <ul className={`${lists.stack} ${own.cards}`}>
            {requests.map((request) => (
              <ItemCard
                key={request.id}
                heading="h3"
                title={request.title}
                label={
                  <span className={`${badge.pill} ${STATE_TONE[request.state]}`}>{M.requestState[request.state]}</span>
                }
              >
                <p className={own.amount}>{formatWon(request.amount)}</p>
                <p className={own.meta}>
                  {M.requestTo(request.member.nickname)} · {formatSeoulDateTime(request.createDate)}
                  {request.memo ? (
                    <>
                      <br />
                      {request.memo}
                    </>
                  ) : null}
                </p>
              </ItemCard>
            ))}
          </ul>
        )}
      </section>
      <PaymentRequestDialog
        key={`request-${open.key}`}
        store={store}
        customers={customers}
        dialog={{ open: open.which === "request", onClose: () => show(null) }}
        onSent={async () => {
          show(null);
          toast.bottom(M.requestSent);
          await revalidator.revalidate();
        }}
      />
      {orders ? (
        <CompensationDialog
          key={`compensation-${open.key}`}
          choices={orders.map(compensationChoice)}
          dialog={{ open: open.which === "compensation", onClose: () => show(null) }}
          onGiven={(amount) => {
            show(null);
            toast.bottom(M.compensationGiven(amount));
          }}
        />
      ) : null}
    </div>
  );
}

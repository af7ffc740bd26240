/**
 * 결제 요청 보내기 (issue 26): to one of the store's customers (who bought from it), a title, an amount (100원 to
 * 1,000만원) and a memo the member reads; the member pays it through the normal checkout (내 정보 → 개별 결제).
 */
import type { PartnerStore } from "@mulmung/contract/partner";
import { formatNumber } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import { useState } from "react";
import styles from "./console.module.css";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import * as manage from "./manage-page.tsx";

export interface StoreCustomer {
  memberId: number;
  nickname: string;
  orders: number;
  lastOrderAt: string;
}

export function PaymentRequestDialog({
  store,
  customers,
  dialog,
  onSent,
}: {
  store: PartnerStore;
  customers: readonly StoreCustomer[];
  dialog: manage.DialogControl;
  onSent: () => void;
}) {
  const form = manage.usePickAndAmount({ unpicked: M.customerRequired, amountLabel: M.requestAmount });
  const [title, setTitle] = useState("");
  const [memo, setMemo] = useState("");

  async function send() {
    const path = "/api/v1/affiliate-personal-payment";
    const sent = await form.send(path, (memberId, amount) => ({
      affiliateId: store.id,
      memberId,
      title,
      amount,
      memo,
    }));
    if (sent !== null) onSent();
  }

  const who = customers.map((c) => ({
    value: String(c.memberId),
    label: M.customerOption(c.nickname, formatNumber(c.orders), formatSeoulDate(c.lastOrderAt)),
  }));
  return (
    <manage.FormDialog dialog={dialog} texts={[M.requestSend, M.send]} call={form.call} onSubmit={send}>
      <p className={styles.hint}>{M.requestHint}</p>
      {customers.length === 0 ? <p className={styles.hint}>{M.customerNone}</p> : null}
      {form.pick("request-customer", M.customer, M.customerChoose, who)}
      {manage.textField("request-title", M.requestTitle, title, setTitle, 100, M.requestTitlePlaceholder)}
      {manage.amountField("request-amount", M.requestAmount, form.amount, form.setAmount)}
      <p className={styles.hint}>{M.requestAmountHint}</p>
      {manage.areaField("request-memo", M.requestMemo, memo, setMemo, 500, M.requestMemoPlaceholder)}
    </manage.FormDialog>
  );
}

/**
 * 적립금 보상 (issue 26): points to the buyer of one of the store's order parts, with a reason; at most 50,000원 a
 * part in all (the server answers 409 COMPENSATION_CAP with what is left, shown in the dialog). Self-contained: give
 * it the order parts to choose from (`compensationChoice` labels an order of the store), or just one.
 */
import type { AffiliateOrder } from "@mulmung/contract/order";
import { useState } from "react";
import styles from "./console.module.css";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import * as manage from "./manage-page.tsx";

export interface CompensationChoice {
  orderPartId: number;
  label: string;
}

/** "20261127-0001 · 레드 구피 외 1건 · 물멍이" */
export function compensationChoice(order: AffiliateOrder): CompensationChoice {
  const [first] = order.products;
  return {
    orderPartId: order.id,
    label: M.compensationOrderOption(
      order.orderNumber,
      M.moreProducts(first?.name ?? "", Math.max(order.products.length - 1, 0)),
      order.buyerNickname ?? M.buyerUnknown,
    ),
  };
}

export function CompensationDialog({
  choices,
  dialog,
  onGiven,
}: {
  choices: readonly CompensationChoice[];
  dialog: manage.DialogControl;
  onGiven: (amount: number) => void;
}) {
  const form = manage.usePickAndAmount(
    { unpicked: M.compensationOrderRequired, amountLabel: M.compensationAmount },
    choices.length === 1 ? String(choices[0]?.orderPartId) : "",
  );
  const [reason, setReason] = useState("");

  async function give() {
    const won = await form.send("/api/v1/affiliate-point", (orderPartId, amount) => ({ orderPartId, amount, reason }));
    if (won !== null) onGiven(won);
  }

  const orderChoices = choices.map((c) => ({ value: String(c.orderPartId), label: c.label }));
  return (
    <manage.FormDialog
      dialog={dialog}
      texts={[M.compensationTitle, M.compensationGive]}
      call={form.call}
      onSubmit={give}
    >
      <p className={styles.hint}>{M.compensationHint}</p>
      {choices.length === 0 ? (
        <p className={styles.hint}>{M.compensationOrderNone}</p>
      ) : (
        form.pick("compensation-order", M.compensationOrder, M.compensationOrderChoose, orderChoices)
      )}
      {manage.amountField("compensation-amount", M.compensationAmount, form.amount, form.setAmount)}
      {manage.textField(
        "compensation-reason",
        M.compensationReason,
        reason,
        setReason,
        100,
        M.compensationReasonPlaceholder,
      )}
    </manage.FormDialog>
  );
}

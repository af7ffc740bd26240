/**
 * /my-info/personalPayment/list: payment requests stores addressed to me; 결제하기 asks the server for the request's
 * order form (made now, or the one still open) and opens it: the same order form, confirmation and PortOne flow.
 */
import type { ListPage } from "@mulmung/contract/common";
import type { OrderFormCreated } from "@mulmung/contract/order";
import type { PersonalPayment } from "@mulmung/contract/personal-payment";
import { formatWon } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import section from "../../components/section.module.css";
import stack from "../../components/stack.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { myOrderPath, orderFormPath } from "../../lib/paths.ts";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";

const STATE_LABEL: Record<PersonalPayment["state"], string> = {
  WAIT: "결제 대기",
  PAID: "결제 완료",
  CANCEL: "취소됨",
};

export function PersonalPaymentListView({ page }: { page: ListPage<PersonalPayment> }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [pending, setPending] = useState<number | null>(null);

  async function pay(item: PersonalPayment) {
    setPending(item.id);
    const res = await apiRequest<OrderFormCreated>(`/api/v1/personal-payment/${item.id}/order`, { method: "POST" });
    setPending(null);
    if (!res.ok) return toast.bottom(res.message);
    navigate(orderFormPath(res.body.id));
  }

  if (page.items.length === 0) return <EmptyState title={ORDER_MESSAGE.personalEmpty} />;
  return (
    <ul className={lists.stack} aria-label={ORDER_MESSAGE.personalTitle}>
      {page.items.map((item) => (
        <li key={item.id} className={styles.card} aria-label={item.title}>
          <p className={styles.cardHeader}>
            <span>{ORDER_MESSAGE.personalFrom(item.affiliate.name)}</span>
            <span>{formatSeoulDate(item.createDate)}</span>
          </p>
          <p className={styles.cardTitle}>{item.title}</p>
          {item.memo ? <p className={section.hint}>{item.memo}</p> : null}
          <p className={`${stack.spread} ${styles.partRow}`}>
            <span className={styles.status} data-tone={item.state === "WAIT" ? "wait" : "done"}>
              {STATE_LABEL[item.state]}
            </span>
            <strong>{formatWon(item.amount)}</strong>
          </p>
          {item.state === "WAIT" ? (
            <div className={styles.buttons}>
              <button
                type="button"
                className={buttons.primary}
                disabled={pending === item.id}
                onClick={() => void pay(item)}
              >
                {ORDER_MESSAGE.personalPay}
              </button>
            </div>
          ) : item.state === "PAID" && item.orderFormId !== null ? (
            <div className={styles.buttons}>
              <Link to={myOrderPath(item.orderFormId)} className={buttons.secondary}>
                {ORDER_MESSAGE.detail}
              </Link>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** /my-info/personalPayment/list: payment requests stores addressed to me; 결제하기 opens the same order form flow. */
import type { ListPage } from "@mulmung/contract/common";
import type { PersonalPayment } from "@mulmung/contract/order";
import { formatWon } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import { myOrderPath, orderFormPath } from "../../lib/paths.ts";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";

const STATE_LABEL: Record<PersonalPayment["state"], string> = {
  WAIT: "결제 대기",
  PAID: "결제 완료",
  CANCEL: "취소됨",
};

export function PersonalPaymentListView({ page }: { page: ListPage<PersonalPayment> }) {
  if (page.items.length === 0) return <EmptyState title={ORDER_MESSAGE.personalEmpty} />;
  return (
    <ul className={styles.list} aria-label={ORDER_MESSAGE.personalTitle}>
      {page.items.map((item) => (
        <li key={item.id} className={styles.card} aria-label={item.title}>
          <p className={styles.cardHeader}>
            <span>{ORDER_MESSAGE.personalFrom(item.affiliate.name)}</span>
            <span>{formatSeoulDate(item.createDate)}</span>
          </p>
          <p className={styles.cardTitle}>{item.title}</p>
          {item.memo ? <p className={styles.hint}>{item.memo}</p> : null}
          <p className={styles.partRow}>
            <span className={styles.status} data-tone={item.state === "WAIT" ? "wait" : "done"}>
              {STATE_LABEL[item.state]}
            </span>
            <strong>{formatWon(item.amount)}</strong>
          </p>
          {item.orderFormId !== null ? (
            <div className={styles.buttons}>
              {item.state === "WAIT" ? (
                <Link to={orderFormPath(item.orderFormId)} className={buttons.primary}>
                  {ORDER_MESSAGE.personalPay}
                </Link>
              ) : item.state === "PAID" ? (
                <Link to={myOrderPath(item.orderFormId)} className={buttons.secondary}>
                  {ORDER_MESSAGE.detail}
                </Link>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The completion page: paid, or the account to pay into (VBANK: the issued virtual account, bank and deadline;
 * OURPLATFORM_ACCOUNT: the company account and deadline). On a mobile redirect from the payment window
 * (`?paymentId=…`, `&code=&message=` on failure) it first reports the payment to the server.
 */
import type { OrderForm } from "@mulmung/contract/order";
import { formatWon } from "@mulmung/domain/display";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { PageSection } from "../../components/page-section.tsx";
import section from "../../components/section.module.css";
import { myOrderPath, PATH } from "../../lib/paths.ts";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";
import { DepositSection, Fact, PaidTotal, PaymentMethodText, StatusBadge } from "./order-parts.tsx";

export function OrderCompleteView({ order }: { order: OrderForm }) {
  const account = order.payment.depositAccount;
  const waiting = order.payment.status === "WAITING_DEPOSIT" && account !== null;
  return (
    <div className={section.page}>
      <section className={styles.done} aria-labelledby="order-complete-title">
        <h2 id="order-complete-title" className={styles.doneTitle}>
          {ORDER_MESSAGE.completeDone}
        </h2>
        <p className={section.hint}>
          {waiting
            ? order.payMethod === "VBANK"
              ? ORDER_MESSAGE.completeVbank
              : ORDER_MESSAGE.completeAccount
            : (order.payment.message ?? "")}
        </p>
      </section>
      <DepositSection order={order} />
      <PageSection id="order-summary-title" title={order.orderName}>
        <dl className={styles.facts}>
          <dt>{ORDER_MESSAGE.orderNumber}</dt>
          <dd>{order.orderNumber}</dd>
          <dt>{ORDER_MESSAGE.status}</dt>
          <dd>
            <StatusBadge status={order.status} label={order.statusLabel} />
          </dd>
          <Fact term={ORDER_MESSAGE.paymentMethod}>
            <PaymentMethodText payMethod={order.payMethod} isTest={order.payment.isTest} />
          </Fact>
          <Fact term={ORDER_MESSAGE.pointsUsed} when={order.usePoint > 0}>
            −{formatWon(order.usePoint)}
          </Fact>
        </dl>
        <PaidTotal order={order} />
        <div className={styles.buttons}>
          <Link to={myOrderPath(order.id)} className={buttons.primary}>
            {ORDER_MESSAGE.goOrders}
          </Link>
          <Link to={PATH.shop} className={buttons.secondary}>
            {ORDER_MESSAGE.goShopping}
          </Link>
        </div>
      </PageSection>
    </div>
  );
}

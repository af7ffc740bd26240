/**
 * /my-info/order/{id}: the displayed status, each store's products and prices, the destination, the payment
 * (with the account and deadline while a deposit is awaited), tracking, cancel (asks first) and 구매 확정 (not while
 * a line of the part has an open claim: the part's `confirmHeld`, decision 035).
 */
import type { OrderForm, OrderLineTank, OrderPart } from "@mulmung/contract/order";
import { formatWon } from "@mulmung/domain/display";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { formatPhone } from "@mulmung/domain/validation";
import { useState } from "react";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { PageSection } from "../../components/page-section.tsx";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import section from "../../components/section.module.css";
import stack from "../../components/stack.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { reviewWritePath } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";
import {
  AmountFacts,
  DepositSection,
  Fact,
  OrderNumberLine,
  OrderPartCard,
  PaidTotal,
  PaymentMethodText,
  StatusBadge,
} from "./order-parts.tsx";
import { TankDialog, type TankLine } from "./tank-dialog.tsx";

/** The first line of a part whose fish may still go into a tank (offered after 구매 확정), if any. */
function tankLineOf(orderId: number, part: OrderPart | undefined): TankLine | null {
  const product = part?.products.find((p) => (p.tank?.addable ?? 0) > 0);
  return product?.tank ? { orderId, product: { ...product, tank: product.tank } } : null;
}

/** The order with one line's tank facts replaced (after an add). */
function withLineTank(order: OrderForm, orderProductId: number, tank: OrderLineTank): OrderForm {
  return {
    ...order,
    parts: order.parts.map((part) => ({
      ...part,
      products: part.products.map((p) => (p.id === orderProductId ? { ...p, tank } : p)),
    })),
  };
}

export const BUYER_CANCEL_REASONS = ["단순 변심", "주문 실수(옵션·수량 변경)", "배송 지연", "다른 상품으로 재주문"];

export function ShippingFacts({ shipping, memo }: { shipping: OrderForm["shipping"]; memo: string | null }) {
  if (!shipping) return <p className={section.hint}>{ORDER_MESSAGE.destinationNone}</p>;
  return (
    <dl className={styles.facts}>
      <dt>받는 분</dt>
      <dd>
        {shipping.recipient} · {formatPhone(shipping.phoneNumber)}
      </dd>
      <dt>주소</dt>
      <dd>
        ({shipping.postalCode}) {shipping.address} {shipping.detailAddress}
      </dd>
      <Fact term={ORDER_MESSAGE.memo} when={Boolean(memo)}>
        {memo}
      </Fact>
    </dl>
  );
}

export function OrderDetailView({ initial }: { initial: OrderForm }) {
  const toast = useToast();
  const confirm = useConfirm();
  const isClient = useIsClient();
  const [order, setOrder] = useState(initial);
  const [cancelling, setCancelling] = useState<{ partIds?: number[] } | null>(null);
  const [pending, setPending] = useState(false);
  const [tankLine, setTankLine] = useState<TankLine | null>(null);

  async function cancel(reason: string) {
    const partIds = cancelling?.partIds;
    setCancelling(null);
    setPending(true);
    const res = await apiRequest<OrderForm>(`/api/v1/payment/order/${order.id}/cancel`, {
      method: "PATCH",
      body: { reason, ...(partIds ? { orderPartIds: partIds } : {}) },
    });
    setPending(false);
    if (!res.ok) return toast.bottom(res.message);
    setOrder(res.body);
    toast.bottom(ORDER_MESSAGE.cancelled);
  }

  async function confirmPart(part: OrderPart) {
    if (!(await confirm({ message: ORDER_MESSAGE.confirmPurchaseConfirm }))) return;
    setPending(true);
    const res = await apiRequest<OrderForm>(`/api/v1/order/${order.id}/buy-confirmation`, {
      method: "PATCH",
      body: { orderPartIds: [part.id] },
    });
    setPending(false);
    if (!res.ok) return toast.bottom(res.message);
    setOrder(res.body);
    toast.bottom(ORDER_MESSAGE.purchaseConfirmed);
    // Live fish just confirmed: offer to put them in a tank now (also reachable later from the line).
    setTankLine(
      tankLineOf(
        res.body.id,
        res.body.parts.find((p) => p.id === part.id),
      ),
    );
  }

  function tankAdded(orderProductId: number, tank: OrderLineTank, farmName: string) {
    setOrder((current) => withLineTank(current, orderProductId, tank));
    setTankLine(null);
    toast.bottom(ORDER_MESSAGE.tankAdded(farmName, tank.speciesName, tank.added - (tankLine?.product.tank.added ?? 0)));
  }

  const several = order.parts.length > 1;
  return (
    <div className={section.page}>
      <section className={section.section} aria-labelledby="order-status-title">
        <OrderNumberLine orderNumber={order.orderNumber} date={order.createDate} />
        <h2 id="order-status-title" className={styles.cardTitle}>
          {order.orderName}
        </h2>
        <p className={`${stack.spread} ${styles.partRow}`}>
          <span>{ORDER_MESSAGE.status}</span>
          <StatusBadge status={order.status} label={order.statusLabel} />
        </p>
        {order.payment.message ? <p className={section.hint}>{order.payment.message}</p> : null}
      </section>

      <DepositSection order={order} />

      <PageSection id="order-products-title" title={ORDER_MESSAGE.products}>
        {order.parts.map((part) => {
          const held = part.confirmHeld;
          const canConfirm = part.canConfirm;
          return (
            <OrderPartCard key={part.id} part={part} showTracking>
              {held ? <p className={section.hint}>{ORDER_MESSAGE.confirmHeld}</p> : null}
              {canConfirm || (several && part.canCancel) ? (
                <div className={styles.buttons}>
                  {canConfirm ? (
                    <button
                      type="button"
                      className={buttons.primary}
                      disabled={!isClient || pending}
                      onClick={() => confirmPart(part)}
                      aria-label={`${part.affiliate.name} ${ORDER_MESSAGE.confirmPurchase}`}
                    >
                      {ORDER_MESSAGE.confirmPurchase}
                    </button>
                  ) : null}
                  {several && part.canCancel ? (
                    <button
                      type="button"
                      className={buttons.secondary}
                      disabled={!isClient || pending}
                      onClick={() => setCancelling({ partIds: [part.id] })}
                      aria-label={`${part.affiliate.name} ${ORDER_MESSAGE.cancel}`}
                    >
                      {ORDER_MESSAGE.cancel}
                    </button>
                  ) : null}
                </div>
              ) : null}
              {part.orderState === "CONFIRMATION" ? (
                <div className={styles.buttons}>
                  {part.products.map((product) => (
                    <Link
                      key={product.id}
                      to={reviewWritePath({ orderProductId: product.id })}
                      className={buttons.secondary}
                      aria-label={`${product.name} ${ORDER_MESSAGE.writeReview}`}
                    >
                      {ORDER_MESSAGE.writeReview}
                    </Link>
                  ))}
                  {part.products.map((product) =>
                    product.tank && product.tank.addable > 0 ? (
                      <button
                        key={`tank-${product.id}`}
                        type="button"
                        className={buttons.primary}
                        disabled={!isClient}
                        onClick={() => setTankLine(tankLineOf(order.id, { ...part, products: [product] }))}
                        aria-label={`${product.name} ${ORDER_MESSAGE.addToTank}`}
                      >
                        {ORDER_MESSAGE.addToTank}
                      </button>
                    ) : null,
                  )}
                </div>
              ) : null}
              {part.products.map((product) =>
                product.tank && product.tank.added > 0 ? (
                  <p key={`added-${product.id}`} className={section.hint}>
                    {product.name}: {ORDER_MESSAGE.tankDone(product.tank.added)}
                  </p>
                ) : null,
              )}
            </OrderPartCard>
          );
        })}
      </PageSection>

      <PageSection id="order-destination-title" title={ORDER_MESSAGE.destination}>
        <ShippingFacts shipping={order.shipping} memo={order.deliveryMemo} />
      </PageSection>

      <PageSection id="order-payment-title" title={ORDER_MESSAGE.paymentInfo}>
        <dl className={styles.facts}>
          <Fact term={ORDER_MESSAGE.paymentMethod}>
            <PaymentMethodText payMethod={order.payMethod} isTest={order.payment.isTest} />
          </Fact>
          <AmountFacts amounts={order} />
          {order.payment.paidAt ? (
            <Fact term={ORDER_MESSAGE.paidAt}>{formatSeoulDateTime(order.payment.paidAt)}</Fact>
          ) : null}
          <Fact term={ORDER_MESSAGE.refunded} when={order.payment.refundedAmount > 0}>
            {formatWon(order.payment.refundedAmount)}
          </Fact>
        </dl>
        <PaidTotal order={order} />
        {order.canCancel ? (
          <div className={styles.buttons}>
            <button
              type="button"
              className={buttons.secondary}
              disabled={!isClient || pending}
              onClick={() => setCancelling({})}
            >
              {several ? "전체 주문 취소" : ORDER_MESSAGE.cancel}
            </button>
          </div>
        ) : null}
      </PageSection>
      <ReasonDialog
        open={cancelling !== null}
        title={ORDER_MESSAGE.cancel}
        message={ORDER_MESSAGE.cancelConfirm}
        presets={BUYER_CANCEL_REASONS}
        labels={{ reason: ORDER_MESSAGE.cancelReason, required: ORDER_MESSAGE.cancelReasonRequired }}
        onCancel={() => setCancelling(null)}
        onConfirm={cancel}
      />
      <TankDialog line={tankLine} onClose={() => setTankLine(null)} onAdded={tankAdded} />
    </div>
  );
}

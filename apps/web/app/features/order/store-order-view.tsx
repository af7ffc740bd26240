/**
 * /my-info/store/order: a store owner's orders by tab (신규 주문, 상품 준비, 배송 중, 배송 완료, 취소) with counts
 * and totals; PAYMENT_SUCCESS → 상품 준비 시작 → 발송 처리 (method, carrier, tracking number) → 배송 완료 처리, and
 * 주문 취소 with a reason (refunded through the gateway) until it ships.
 */

import type { ListPage } from "@mulmung/contract/common";
import {
  AFFILIATE_ORDER_TABS,
  type AffiliateOrder,
  type AffiliateOrderSummary,
  type AffiliateOrderTab,
  TransitRequest,
} from "@mulmung/contract/order";
import { formatWon } from "@mulmung/domain/display";
import { DELIVERY_TYPE_LABEL, DELIVERY_TYPES, PAYMENT_METHOD_LABEL } from "@mulmung/domain/enums";
import { type FormEvent, useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import chip from "../../components/chip.module.css";
import { Dialog } from "../../components/dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import form from "../../components/form.module.css";
import { InputField, SelectField } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import section from "../../components/section.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, withQuery } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";
import { ShippingFacts } from "./order-detail-view.tsx";
import { OrderNumberLine, OrderPartCard } from "./order-parts.tsx";

const STORE_CANCEL_REASONS = ["재고 부족", "배송 불가 지역", "구매자 요청", "생물 상태 이상"];

function ShipDialog({
  order,
  onDone,
  onCancel,
}: {
  order: AffiliateOrder;
  onDone: (order: AffiliateOrder) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [deliveryType, setDeliveryType] = useState<string>("PARCEL_SERVICE");
  const [carrier, setCarrier] = useState("");
  const [trackingNumber, setTrackingNumber] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const parsed = TransitRequest.safeParse({ deliveryType, carrier, trackingNumber });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setPending(true);
    const res = await apiRequest<AffiliateOrder>(`/api/v1/affiliate-order/${order.id}/transit`, {
      method: "PATCH",
      body: parsed.data,
    });
    setPending(false);
    if (!res.ok) return setError(res.message);
    onDone(res.body);
  }

  return (
    <Dialog
      open
      onCancel={onCancel}
      title={ORDER_MESSAGE.shipTitle}
      cancelText={ORDER_MESSAGE.close}
      confirm={{ text: ORDER_MESSAGE.ship, onClick: () => submit(), disabled: pending }}
    >
      <form className={styles.stack} onSubmit={submit} noValidate>
        <SelectField
          id={`${id}-type`}
          label="배송 방법"
          labelClassName={styles.label}
          className={`${form.control} ${styles.select}`}
          value={deliveryType}
          onValue={setDeliveryType}
        >
          {DELIVERY_TYPES.map((type) => (
            <option key={type} value={type}>
              {DELIVERY_TYPE_LABEL[type]}
            </option>
          ))}
        </SelectField>
        <InputField
          id={`${id}-carrier`}
          label={ORDER_MESSAGE.carrier}
          labelClassName={styles.label}
          className={`${form.control} ${styles.input}`}
          list={`${id}-carriers`}
          maxLength={30}
          value={carrier}
          onValue={setCarrier}
        />
        <datalist id={`${id}-carriers`}>
          {["CJ대한통운", "우체국택배", "한진택배", "롯데택배", "로젠택배"].map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <InputField
          id={`${id}-tracking`}
          label={ORDER_MESSAGE.trackingNumber}
          labelClassName={styles.label}
          className={`${form.control} ${styles.input}`}
          inputMode="numeric"
          maxLength={40}
          value={trackingNumber}
          onValue={setTrackingNumber}
        />
        <AlertText message={error} className={section.error} />
      </form>
    </Dialog>
  );
}

function StoreOrderCard({ order, onChanged }: { order: AffiliateOrder; onChanged: (order: AffiliateOrder) => void }) {
  const toast = useToast();
  const isClient = useIsClient();
  const [pending, setPending] = useState(false);
  const [dialog, setDialog] = useState<"ship" | "cancel" | null>(null);

  async function act(path: string, body?: unknown) {
    setPending(true);
    const res = await apiRequest<AffiliateOrder>(`/api/v1/affiliate-order/${order.id}/${path}`, {
      method: "PATCH",
      ...(body ? { body } : {}),
    });
    setPending(false);
    if (!res.ok) return toast.bottom(res.message);
    toast.bottom(ORDER_MESSAGE.saved);
    onChanged(res.body);
  }

  const state = order.orderState;
  const shippable = state === "PAYMENT_SUCCESS" || state === "PREPARING";
  /** What the store can do next, in the order the buttons stand. */
  const steps = [
    {
      when: state === "PAYMENT_SUCCESS" && order.deliveryState === "WAIT",
      label: ORDER_MESSAGE.startPreparing,
      primary: true,
      run: () => act("preparing"),
    },
    {
      when: shippable && order.deliveryState === "WAIT",
      label: ORDER_MESSAGE.ship,
      primary: state === "PREPARING",
      run: () => setDialog("ship"),
    },
    {
      when: shippable && order.deliveryState === "TRANSIT",
      label: ORDER_MESSAGE.delivered,
      primary: true,
      run: () => act("delivered"),
    },
    { when: order.canCancel, label: ORDER_MESSAGE.storeCancel, primary: false, run: () => setDialog("cancel") },
  ];
  return (
    <li className={styles.card} aria-label={`${ORDER_MESSAGE.orderNumber} ${order.orderNumber}`}>
      <OrderNumberLine orderNumber={order.orderNumber} date={order.orderDate} />
      <OrderPartCard part={order} showTracking>
        <dl className={styles.facts}>
          <dt>{ORDER_MESSAGE.buyer}</dt>
          <dd>{order.buyerNickname ?? "-"}</dd>
          <dt>{ORDER_MESSAGE.paymentMethod}</dt>
          <dd>{order.payMethod ? PAYMENT_METHOD_LABEL[order.payMethod] : "-"}</dd>
          <dt>{ORDER_MESSAGE.totalPayment}</dt>
          <dd>{formatWon(order.totalPrice)}</dd>
        </dl>
        <ShippingFacts shipping={order.shipping} memo={order.deliveryMemo} />
        <div className={styles.buttons}>
          {steps
            .filter((step) => step.when)
            .map((step) => (
              <button
                key={step.label}
                type="button"
                className={step.primary ? buttons.primary : buttons.secondary}
                disabled={!isClient || pending}
                onClick={step.run}
              >
                {step.label}
              </button>
            ))}
        </div>
      </OrderPartCard>
      {dialog === "ship" ? (
        <ShipDialog
          order={order}
          onCancel={() => setDialog(null)}
          onDone={(next) => {
            setDialog(null);
            toast.bottom(ORDER_MESSAGE.saved);
            onChanged(next);
          }}
        />
      ) : null}
      <ReasonDialog
        open={dialog === "cancel"}
        title={ORDER_MESSAGE.storeCancel}
        message="주문을 취소하면 결제 금액이 구매자에게 환불됩니다."
        presets={STORE_CANCEL_REASONS}
        labels={{ reason: ORDER_MESSAGE.cancelReason, required: ORDER_MESSAGE.cancelReasonRequired }}
        onCancel={() => setDialog(null)}
        onConfirm={(reason) => {
          setDialog(null);
          act("cancel", { reason });
        }}
      />
    </li>
  );
}

export function StoreOrderView({
  tab,
  summary,
  page,
}: {
  tab: AffiliateOrderTab;
  summary: AffiliateOrderSummary;
  page: ListPage<AffiliateOrder>;
}) {
  const revalidator = useRevalidator();
  return (
    <div className={section.page}>
      <nav aria-label="주문 구분">
        <div className={styles.tabs}>
          {AFFILIATE_ORDER_TABS.map((name) => (
            <Link
              key={name}
              to={withQuery(PATH.storeOrders, { tab: name === "NEW" ? null : name })}
              className={`${chip.soft} ${chip.primary} ${styles.tab}`}
              aria-current={name === tab ? "page" : undefined}
            >
              {ORDER_MESSAGE.storeTabs[name]} {summary.counts[name]}
            </Link>
          ))}
        </div>
      </nav>
      <section className={section.section} aria-label={ORDER_MESSAGE.storeTotals}>
        <dl className={styles.facts}>
          <dt>{ORDER_MESSAGE.sales}</dt>
          <dd>{formatWon(summary.salesAmount)}</dd>
          <dt>{ORDER_MESSAGE.refunded}</dt>
          <dd>{formatWon(summary.refundedAmount)}</dd>
        </dl>
      </section>
      {page.items.length === 0 ? (
        <EmptyState title={ORDER_MESSAGE.storeEmpty} />
      ) : (
        <ul className={lists.stack} aria-label={ORDER_MESSAGE.storeTabs[tab]}>
          {page.items.map((order) => (
            <StoreOrderCard key={order.id} order={order} onChanged={() => revalidator.revalidate()} />
          ))}
        </ul>
      )}
    </div>
  );
}

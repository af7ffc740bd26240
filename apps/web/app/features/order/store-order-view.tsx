/**
 * The store console's orders (/store-console/order, composed by its route): a store's orders by tab (신규 주문, 상품 준비, 배송 중, 배송 완료, 취소) with counts
 * and totals; PAYMENT_SUCCESS → 상품 준비 시작 → 발송 처리 (method, carrier, tracking number) → 배송 완료 처리, and
 * 주문 취소 with a reason (refunded through the gateway) until it ships. The carrier is picked from the Korean
 * carriers (domain `CARRIERS`, each with its tracking page) or typed (직접 입력). With `slipPath`, parts waiting to
 * ship can be ticked for the printable packing slips.
 */

import type { ListPage } from "@mulmung/contract/common";
import {
  AFFILIATE_ORDER_TABS,
  type AffiliateOrder,
  type AffiliateOrderSummary,
  type AffiliateOrderTab,
  TransitRequest,
} from "@mulmung/contract/order";
import { CARRIERS } from "@mulmung/domain/carriers";
import { formatWon } from "@mulmung/domain/display";
import { DELIVERY_TYPE_LABEL, DELIVERY_TYPES, PAYMENT_METHOD_LABEL } from "@mulmung/domain/enums";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { type FormEvent, useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import chip from "../../components/chip.module.css";
import { Dialog } from "../../components/dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import form from "../../components/form.module.css";
import { InputField, Options, SelectField } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import { ReasonDialog } from "../../components/reason-dialog.tsx";
import section from "../../components/section.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useIsClient } from "../../lib/session.ts";
import { ChoiceOrTyped, useChoiceOrTyped } from "./choice-or-typed.tsx";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";
import { ShippingFacts } from "./order-detail-view.tsx";
import { OrderPartCard } from "./order-parts.tsx";

const CARRIER_NAMES = CARRIERS.map((known) => known.name);

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
  const carrierOf = useChoiceOrTyped(CARRIER_NAMES);
  const carrier = carrierOf.value;
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
          <Options items={DELIVERY_TYPES} text={(type) => DELIVERY_TYPE_LABEL[type]} />
        </SelectField>
        <ChoiceOrTyped
          id={`${id}-carrier`}
          state={carrierOf}
          choices={CARRIER_NAMES}
          texts={{
            label: ORDER_MESSAGE.carrier,
            none: ORDER_MESSAGE.carrierChoose,
            other: ORDER_MESSAGE.carrierOther,
            typedLabel: ORDER_MESSAGE.carrierTyped,
          }}
          maxLength={30}
        />
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

/** A part the packing slips are for: paid or being prepared, not yet shipped. */
export function waitsToShip(order: AffiliateOrder): boolean {
  return (order.orderState === "PAYMENT_SUCCESS" || order.orderState === "PREPARING") && order.deliveryState === "WAIT";
}

function StoreOrderCard({
  order,
  onChanged,
  selected,
  onSelect,
}: {
  order: AffiliateOrder;
  onChanged: (order: AffiliateOrder) => void;
  /** Present when the part may be ticked for the packing slips. */
  selected?: boolean;
  onSelect?: (checked: boolean) => void;
}) {
  const checkId = useId();
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
      <p className={styles.cardHeader}>
        {onSelect ? (
          <span className={styles.slipCheck}>
            <input
              id={checkId}
              type="checkbox"
              checked={selected ?? false}
              onChange={(event) => onSelect(event.target.checked)}
            />
            <label htmlFor={checkId}>
              {ORDER_MESSAGE.orderNumber} {order.orderNumber}
              <span className="visually-hidden"> {ORDER_MESSAGE.slipSelect}</span>
            </label>
          </span>
        ) : (
          <span>
            {ORDER_MESSAGE.orderNumber} {order.orderNumber}
          </span>
        )}
        <span>{formatSeoulDateTime(order.orderDate)}</span>
      </p>
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
  tabPath,
  slipPath,
  children,
}: {
  tab: AffiliateOrderTab;
  summary: AffiliateOrderSummary;
  page: ListPage<AffiliateOrder>;
  /** The list of another tab (keeps the console's store). */
  tabPath: (tab: AffiliateOrderTab) => string;
  /** The packing slips of the ticked parts; without it nothing is tickable. */
  slipPath?: (ids: readonly number[]) => string;
  /** What stands between the totals and the list (the console's bulk shipping). */
  children?: React.ReactNode;
}) {
  const revalidator = useRevalidator();
  const isClient = useIsClient();
  const selectAllId = useId();
  const shippable = page.items.filter(waitsToShip);
  const [selected, setSelected] = useState<readonly number[]>([]);
  const chosen = selected.filter((id) => shippable.some((order) => order.id === id));
  const allChosen = shippable.length > 0 && chosen.length === shippable.length;
  return (
    <div className={section.page}>
      <nav aria-label="주문 구분">
        <div className={styles.tabs}>
          {AFFILIATE_ORDER_TABS.map((name) => (
            <Link
              key={name}
              to={tabPath(name)}
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
      {children}
      {slipPath && shippable.length > 0 ? (
        <section className={`${section.section} ${styles.slipBar}`} aria-label={ORDER_MESSAGE.slipTitle}>
          <span className={styles.slipCheck}>
            <input
              id={selectAllId}
              type="checkbox"
              checked={allChosen}
              disabled={!isClient}
              onChange={(event) => setSelected(event.target.checked ? shippable.map((order) => order.id) : [])}
            />
            <label htmlFor={selectAllId}>{ORDER_MESSAGE.slipSelectAll(shippable.length)}</label>
          </span>
          {chosen.length > 0 ? (
            <Link to={slipPath(chosen)} className={buttons.outlinePrimary}>
              {ORDER_MESSAGE.slipPrint(chosen.length)}
            </Link>
          ) : (
            <span className={section.hint}>{ORDER_MESSAGE.slipHint}</span>
          )}
        </section>
      ) : null}
      {page.items.length === 0 ? (
        <EmptyState title={ORDER_MESSAGE.storeEmpty} />
      ) : (
        <ul className={lists.stack} aria-label={ORDER_MESSAGE.storeTabs[tab]}>
          {page.items.map((order) => (
            <StoreOrderCard
              key={order.id}
              order={order}
              onChanged={() => revalidator.revalidate()}
              {...(slipPath && waitsToShip(order)
                ? {
                    selected: chosen.includes(order.id),
                    onSelect: (checked: boolean) =>
                      setSelected((now) => (checked ? [...now, order.id] : now.filter((id) => id !== order.id))),
                  }
                : {})}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

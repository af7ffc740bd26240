/**
 * /my-info/order/list: the displayed-status counts across the top (SPEC §4), filters (period, state, delivery
 * state, method), and my orders, each with its stores' displayed statuses; 더 보기 appends the next page.
 */

import type { ListPage } from "@mulmung/contract/common";
import type { OrderListItem, OrderStateCount } from "@mulmung/contract/order";
import { formatWon } from "@mulmung/domain/display";
import {
  DELIVERY_STATE_LABEL,
  DELIVERY_STATES,
  ORDER_STATES,
  PAYMENT_METHOD_LABEL,
  PAYMENT_METHODS,
} from "@mulmung/domain/enums";
import { formatSeoulDate } from "@mulmung/domain/time";
import { useId } from "react";
import { Form, Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import form from "../../components/form.module.css";
import { Options } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import section from "../../components/section.module.css";
import stack from "../../components/stack.module.css";
import { useMorePages } from "../../lib/use-more-pages.ts";
import { ORDER_MESSAGE, STATUS_TABS } from "./messages.ts";
import styles from "./order.module.css";
import { PaymentMethodText, StatusBadge } from "./order-parts.tsx";
import { type OrderFilters, orderListHref, orderListQuery } from "./order-query.ts";

/** The order state filter's Korean names (the displayed statuses say the rest). */
const ORDER_STATE_LABEL: Record<(typeof ORDER_STATES)[number], string> = {
  ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED: "주문서 작성",
  PAYMENT_WAIT: "결제 대기",
  PAYMENT_SUCCESS: "결제 완료",
  PREPARING: "상품 준비 중",
  PAYMENT_CANCEL: "주문 취소",
  CONFIRMATION: "구매 확정",
  UNPAID: "미결제",
};

export function OrderCounts({ counts, filters }: { counts: OrderStateCount | null; filters: OrderFilters }) {
  const byStatus = new Map(counts?.items.map((item) => [item.status, item.count]));
  return (
    <nav aria-label="주문 상태별 건수">
      <ul className={`${lists.plain} ${styles.counts}`}>
        {STATUS_TABS.map(([status, label]) => {
          const current = filters.status === status;
          return (
            <li key={status}>
              <Link
                className={styles.countLink}
                to={orderListHref({ period: filters.period, status: current ? null : status })}
                aria-current={current ? "true" : undefined}
                aria-label={`${label} ${byStatus.get(status) ?? 0}건`}
              >
                <span className={styles.countValue}>{byStatus.get(status) ?? 0}</span>
                <span>{label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function FilterForm({ filters }: { filters: OrderFilters }) {
  const id = useId();
  const select = (name: keyof OrderFilters, label: string, options: [string, string][], wide = false) => (
    <div className={`${styles.stack} ${wide ? styles.wide : ""}`}>
      <label htmlFor={`${id}-${name}`} className={styles.label}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        name={name}
        defaultValue={filters[name] ?? ""}
        className={`${form.control} ${styles.select}`}
      >
        <Options
          first={name === "period" ? undefined : ORDER_MESSAGE.all}
          items={options}
          value={([value]) => value}
          text={([, text]) => text}
        />
      </select>
    </div>
  );
  return (
    <Form method="get" action="/my-info/order/list" className={styles.filters} aria-label={ORDER_MESSAGE.filter}>
      {select("period", ORDER_MESSAGE.period, ORDER_MESSAGE.periods)}
      {/* The displayed status is chosen with the counts above; the other filters keep it. */}
      {filters.status ? <input type="hidden" name="status" value={filters.status} /> : null}
      {select(
        "orderState",
        ORDER_MESSAGE.orderStep,
        ORDER_STATES.map((s) => [s, ORDER_STATE_LABEL[s]]),
      )}
      {select(
        "deliveryState",
        ORDER_MESSAGE.deliveryState,
        DELIVERY_STATES.map((s) => [s, DELIVERY_STATE_LABEL[s]]),
      )}
      {select(
        "paymentMethod",
        ORDER_MESSAGE.paymentMethod,
        PAYMENT_METHODS.map((m) => [m, PAYMENT_METHOD_LABEL[m]]),
        true,
      )}
      <button type="submit" className={`${buttons.secondary} ${styles.wide}`}>
        {ORDER_MESSAGE.apply}
      </button>
    </Form>
  );
}

export function OrderCard({ order }: { order: OrderListItem }) {
  return (
    <li className={styles.card} aria-label={`${order.orderName} 주문`}>
      <p className={styles.cardHeader}>
        <span>
          {formatSeoulDate(order.orderDate)} · {ORDER_MESSAGE.orderNumber} {order.orderNumber}
        </span>
        <Link className={styles.cardLink} to={`/my-info/order/${order.id}`} aria-label={`${order.orderName} 주문 상세`}>
          {ORDER_MESSAGE.detail}
        </Link>
      </p>
      <p className={styles.cardTitle}>{order.orderName}</p>
      {order.parts.map((part) => (
        <div key={part.id} className={`${stack.spread} ${styles.partRow}`}>
          <span>{part.affiliate.name}</span>
          <StatusBadge status={part.status} label={part.statusLabel} />
        </div>
      ))}
      <p className={`${stack.spread} ${styles.partRow}`}>
        <span>
          <PaymentMethodText payMethod={order.payMethod} isTest={order.payment.isTest} />
          {order.usePoint > 0 ? ` · ${ORDER_MESSAGE.pointsPart(formatWon(order.usePoint))}` : null}
        </span>
        <strong>{formatWon(order.payAmount)}</strong>
      </p>
    </li>
  );
}

export function OrderListView({
  filters,
  counts,
  first,
}: {
  filters: OrderFilters;
  counts: OrderStateCount | null;
  first: ListPage<OrderListItem>;
}) {
  const { page, error, busy, more } = useMorePages(
    first,
    (offset) => `/api/v1/order?${orderListQuery(filters, offset, new Date())}`,
  );

  return (
    <div className={section.page}>
      <OrderCounts counts={counts} filters={filters} />
      <FilterForm key={JSON.stringify(filters)} filters={filters} />
      {page.items.length === 0 ? (
        <EmptyState title={ORDER_MESSAGE.listEmpty} />
      ) : (
        <ul className={lists.stack} aria-label={ORDER_MESSAGE.listTitle}>
          {page.items.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      <AlertText message={error} className={section.error} />
      {page.nextOffset !== null ? (
        <button type="button" className={buttons.secondary} onClick={more} disabled={busy}>
          {ORDER_MESSAGE.more}
        </button>
      ) : null}
    </div>
  );
}

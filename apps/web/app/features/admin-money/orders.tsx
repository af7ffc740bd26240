/** /admin/money (issue 27): 주문 조회, by order number, member or phone, and the order's state; newest first. */
import type { AdminOrderRow } from "@mulmung/contract/admin-money";
import type { ListPage } from "@mulmung/contract/common";
import { formatWon } from "@mulmung/domain/display";
import { ORDER_FORM_STATES } from "@mulmung/domain/state-machines";
import { AlertText } from "../../components/alert-text.tsx";
import page from "../../components/console-page.module.css";
import {
  DataTable,
  FilterBar,
  FilterInput,
  FilterSelect,
  Pager,
  StateLabel,
  when,
} from "../../components/console-parts.tsx";
import { PATH } from "../../lib/paths.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import { MemberLink, MoneyHead, memberName, OrderLink } from "./parts.tsx";

export interface OrderFilters {
  orderNumber?: string;
  memberQuery?: string;
  phone?: string;
  state?: string;
}

function stateTone(state: string): "bad" | "muted" | "good" | undefined {
  if (state === "PAYMENT_SUCCESS") return "good";
  if (state === "PAYMENT_CANCEL" || state === "PAYMENT_FAIL") return "bad";
  if (state === "PAYMENT_UNPAID") return "muted";
  return undefined;
}

export function OrderState({ order }: { order: Pick<AdminOrderRow, "orderState" | "statusLabel"> }) {
  return (
    <StateLabel
      text={order.statusLabel || (M.orderState[order.orderState] ?? order.orderState)}
      tone={stateTone(order.orderState)}
    />
  );
}

function Amount({ order }: { order: AdminOrderRow }) {
  return (
    <>
      {formatWon(order.amounts.total)}
      {order.amounts.points > 0 ? <span className={page.hint}> (적립금 {formatWon(order.amounts.points)})</span> : null}
    </>
  );
}

export function OrdersView({
  orders,
  filters,
  offset,
  error,
}: {
  orders: ListPage<AdminOrderRow>;
  filters: OrderFilters;
  offset: number;
  error: string | null;
}) {
  const field = (name: keyof OrderFilters, label: string, inputMode?: "numeric") => (
    <FilterInput id={`order-${name}`} name={name} label={label} value={filters[name]} inputMode={inputMode} />
  );
  const stores = (order: AdminOrderRow) => order.parts.map((part) => part.affiliate.name).join(", ");
  const number = (order: AdminOrderRow) => <OrderLink id={order.id} number={order.orderNumber} />;
  return (
    <>
      <MoneyHead tab="order" />
      <FilterBar action={PATH.adminMoney} formKey={JSON.stringify(filters)}>
        {field("orderNumber", M.orderNumber)}
        {field("memberQuery", M.memberQuery)}
        {field("phone", M.phone, "numeric")}
        <FilterSelect
          id="order-state"
          name="state"
          label={M.state}
          value={filters.state}
          values={ORDER_FORM_STATES}
          labels={M.orderState}
        />
      </FilterBar>
      <AlertText message={error} className={page.error} />
      <DataTable
        caption={M.tabs.order ?? ""}
        items={orders.items}
        rowKey={(order) => order.orderNumber}
        rowData="order"
        empty={M.empty}
        columns={[
          { head: M.orderNumber, cell: number, nowrap: true },
          { head: M.orderName, cell: (order) => order.orderName },
          { head: M.member, cell: (order) => <MemberLink member={order.member} /> },
          { head: M.stores, cell: stores },
          { head: M.amount, cell: (order) => <Amount order={order} />, nowrap: true },
          {
            head: M.payMethod,
            cell: (order) => (order.payMethod ? (M.payMethodName[order.payMethod] ?? order.payMethod) : ""),
          },
          { head: M.state, cell: (order) => <OrderState order={order} /> },
          { head: M.orderedAt, cell: (order) => when(order.createDate), nowrap: true },
        ]}
        card={(order) => (
          <>
            <p className={page.meta}>
              <OrderState order={order} />
              <span>{when(order.createDate)}</span>
            </p>
            <h2 className={page.cardTitle}>{number(order)}</h2>
            <p>{order.orderName}</p>
            <p className={page.meta}>
              <span>{memberName(order.member)}</span>
              <span>{stores(order)}</span>
              <span>
                <Amount order={order} />
              </span>
            </p>
          </>
        )}
      />
      <Pager path={PATH.adminMoney} query={{ ...filters }} offset={offset} nextOffset={orders.nextOffset} />
    </>
  );
}

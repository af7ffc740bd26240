/** /admin/money (issue 27): 주문 조회, by order number, member or phone, and the order's state; newest first. */
import type { AdminOrderRow } from "@mulmung/contract/admin-money";
import type { ListPage } from "@mulmung/contract/common";
import { formatWon } from "@mulmung/domain/display";
import { ORDER_FORM_STATES } from "@mulmung/domain/state-machines";
import { Form, Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import page from "../../components/console-page.module.css";
import { Pager, StateLabel, when } from "../../components/console-parts.tsx";
import { adminMemberPath, adminOrderPath, PATH } from "../../lib/paths.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import { MoneyHead, memberName } from "./parts.tsx";

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
    <div className={page.filter}>
      <label htmlFor={`order-${name}`}>{label}</label>
      <input
        id={`order-${name}`}
        name={name}
        type="search"
        autoComplete="off"
        inputMode={inputMode}
        defaultValue={filters[name] ?? ""}
        className={page.input}
      />
    </div>
  );
  return (
    <>
      <MoneyHead tab="order" />
      <Form method="get" action={PATH.adminMoney} className={page.filters} role="search" key={JSON.stringify(filters)}>
        {field("orderNumber", M.orderNumber)}
        {field("memberQuery", M.memberQuery)}
        {field("phone", M.phone, "numeric")}
        <div className={page.filter}>
          <label htmlFor="order-state">{M.state}</label>
          <select id="order-state" name="state" defaultValue={filters.state ?? ""} className={page.input}>
            <option value="">{M.all}</option>
            {ORDER_FORM_STATES.map((state) => (
              <option key={state} value={state}>
                {M.orderState[state] ?? state}
              </option>
            ))}
          </select>
        </div>
        <div className={page.filterActions}>
          <button type="submit" className={page.primaryButton}>
            {M.search}
          </button>
          <Link to={PATH.adminMoney} className={page.textButton}>
            {M.reset}
          </Link>
        </div>
      </Form>
      <AlertText message={error} className={page.error} />
      {orders.items.length === 0 ? (
        <p className={page.empty}>{M.empty}</p>
      ) : (
        <>
          <table className={page.table}>
            <caption className="visually-hidden">{M.tabs.order}</caption>
            <thead>
              <tr>
                <th scope="col">{M.orderNumber}</th>
                <th scope="col">{M.orderName}</th>
                <th scope="col">{M.member}</th>
                <th scope="col">{M.stores}</th>
                <th scope="col">{M.amount}</th>
                <th scope="col">{M.payMethod}</th>
                <th scope="col">{M.state}</th>
                <th scope="col">{M.orderedAt}</th>
              </tr>
            </thead>
            <tbody>
              {orders.items.map((order) => (
                <tr key={order.id} data-order={order.orderNumber}>
                  <td className={page.nowrap}>
                    <Link to={adminOrderPath(order.id)} className={page.link}>
                      {order.orderNumber}
                    </Link>
                  </td>
                  <td>{order.orderName}</td>
                  <td>
                    <Link to={adminMemberPath(order.member.id)} className={page.link}>
                      {memberName(order.member)}
                    </Link>
                  </td>
                  <td>{order.parts.map((part) => part.affiliate.name).join(", ")}</td>
                  <td className={page.nowrap}>
                    <Amount order={order} />
                  </td>
                  <td>{order.payMethod ? (M.payMethodName[order.payMethod] ?? order.payMethod) : ""}</td>
                  <td>
                    <OrderState order={order} />
                  </td>
                  <td className={page.nowrap}>{when(order.createDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${page.cards} ${page.responsive}`}>
            {orders.items.map((order) => (
              <li key={order.id} className={page.card} data-order={order.orderNumber}>
                <p className={page.meta}>
                  <OrderState order={order} />
                  <span>{when(order.createDate)}</span>
                </p>
                <h2 className={page.cardTitle}>
                  <Link to={adminOrderPath(order.id)} className={page.link}>
                    {order.orderNumber}
                  </Link>
                </h2>
                <p>{order.orderName}</p>
                <p className={page.meta}>
                  <span>{memberName(order.member)}</span>
                  <span>{order.parts.map((part) => part.affiliate.name).join(", ")}</span>
                  <span>
                    <Amount order={order} />
                  </span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager path={PATH.adminMoney} query={{ ...filters }} offset={offset} nextOffset={orders.nextOffset} />
    </>
  );
}

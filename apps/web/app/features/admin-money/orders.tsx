/** /admin/money (issue 27): 주문 조회, by order number, member or phone, and the order's state; newest first. */
import type { AdminOrderRow } from "@mulmung/contract/admin-money";
import type { ListPage } from "@mulmung/contract/common";
import { formatWon } from "@mulmung/domain/display";
import { ORDER_FORM_STATES } from "@mulmung/domain/state-machines";
import { Form, Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { adminMemberPath, adminOrderPath, PATH } from "../../lib/paths.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import styles from "./money.module.css";
import { MoneyHead, memberName, Pager, StateLabel, when } from "./parts.tsx";

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
      {order.amounts.points > 0 ? (
        <span className={styles.hint}> (적립금 {formatWon(order.amounts.points)})</span>
      ) : null}
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
    <div className={styles.filter}>
      <label htmlFor={`order-${name}`}>{label}</label>
      <input
        id={`order-${name}`}
        name={name}
        type="search"
        autoComplete="off"
        inputMode={inputMode}
        defaultValue={filters[name] ?? ""}
        className={styles.input}
      />
    </div>
  );
  return (
    <>
      <MoneyHead tab="order" />
      <Form
        method="get"
        action={PATH.adminMoney}
        className={styles.filters}
        role="search"
        key={JSON.stringify(filters)}
      >
        {field("orderNumber", M.orderNumber)}
        {field("memberQuery", M.memberQuery)}
        {field("phone", M.phone, "numeric")}
        <div className={styles.filter}>
          <label htmlFor="order-state">{M.state}</label>
          <select id="order-state" name="state" defaultValue={filters.state ?? ""} className={styles.input}>
            <option value="">{M.all}</option>
            {ORDER_FORM_STATES.map((state) => (
              <option key={state} value={state}>
                {M.orderState[state] ?? state}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.filterActions}>
          <button type="submit" className={styles.primaryButton}>
            {M.search}
          </button>
          <Link to={PATH.adminMoney} className={styles.textButton}>
            {M.reset}
          </Link>
        </div>
      </Form>
      <AlertText message={error} className={styles.error} />
      {orders.items.length === 0 ? (
        <p className={styles.empty}>{M.empty}</p>
      ) : (
        <>
          <table className={styles.table}>
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
                  <td className={styles.nowrap}>
                    <Link to={adminOrderPath(order.id)} className={styles.link}>
                      {order.orderNumber}
                    </Link>
                  </td>
                  <td>{order.orderName}</td>
                  <td>
                    <Link to={adminMemberPath(order.member.id)} className={styles.link}>
                      {memberName(order.member)}
                    </Link>
                  </td>
                  <td>{order.parts.map((part) => part.affiliate.name).join(", ")}</td>
                  <td className={styles.nowrap}>
                    <Amount order={order} />
                  </td>
                  <td>{order.payMethod ? (M.payMethodName[order.payMethod] ?? order.payMethod) : ""}</td>
                  <td>
                    <OrderState order={order} />
                  </td>
                  <td className={styles.nowrap}>{when(order.createDate)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${styles.cards} ${styles.responsive}`}>
            {orders.items.map((order) => (
              <li key={order.id} className={styles.card} data-order={order.orderNumber}>
                <p className={styles.meta}>
                  <OrderState order={order} />
                  <span>{when(order.createDate)}</span>
                </p>
                <h2 className={styles.cardTitle}>
                  <Link to={adminOrderPath(order.id)} className={styles.link}>
                    {order.orderNumber}
                  </Link>
                </h2>
                <p>{order.orderName}</p>
                <p className={styles.meta}>
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

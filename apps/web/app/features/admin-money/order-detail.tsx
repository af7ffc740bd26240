/**
 * /admin/money/order/{id} (issue 27): one order whole, as operators need it: who, the stores' parts and their lines,
 * the money (total, cash, points, coupon), the payment and its state changes, refunds closed by hand, and claims.
 */
import type { AdminOrderDetail } from "@mulmung/contract/admin-money";
import { formatWon } from "@mulmung/domain/display";
import type { ReactNode } from "react";
import { Link } from "react-router";
import page from "../../components/console-page.module.css";
import { StateLabel, when } from "../../components/console-parts.tsx";
import { adminMemberPath, PATH } from "../../lib/paths.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import own from "./money.module.css";
import { OrderState } from "./orders.tsx";
import { memberName } from "./parts.tsx";

function Panel({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={`${page.panel} ${wide ? own.wide : ""}`} aria-label={title}>
      <h2 className={page.panelTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A discount as taken off: "−1,000원", or "0원". */
const minus = (won: number) => (won > 0 ? `−${formatWon(won)}` : formatWon(0));

/** A payment event's detail, briefly: its amount and reason when it has them, else nothing. */
function detailText(detail: unknown): string {
  if (!detail || typeof detail !== "object") return "";
  const d = detail as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof d.amount === "number") parts.push(formatWon(d.amount));
  for (const key of ["reason", "message", "note"]) if (typeof d[key] === "string") parts.push(d[key] as string);
  return parts.join(" · ");
}

export function OrderDetailView({ order }: { order: AdminOrderDetail }) {
  const { payment, amounts, member } = order;
  const form = order.order;
  return (
    <>
      <div className={page.back}>
        <Link to={PATH.adminMoney} className={page.textButton}>
          ‹ {M.backToOrders}
        </Link>
      </div>
      <div className={page.pageHead}>
        <h1 className={page.title}>{M.orderTitle(order.orderNumber)}</h1>
        <p className={page.meta}>
          <OrderState order={order} />
          <span>{order.orderName}</span>
          <span>
            {M.orderedAt} {when(order.createDate)}
          </span>
          {order.paidAt ? (
            <span>
              {M.paidAt} {when(order.paidAt)}
            </span>
          ) : null}
        </p>
      </div>
      <div className={page.record}>
        <Panel title={M.summary}>
          <dl className={page.facts}>
            <dt>{M.member}</dt>
            <dd>
              <Link to={adminMemberPath(member.id)} className={page.link}>
                {memberName(member)}
              </Link>{" "}
              <span className={page.hint}>#{member.id}</span>
            </dd>
            <dt>이메일</dt>
            <dd>{member.email ?? M.none}</dd>
            <dt>{M.phone}</dt>
            <dd>{member.phoneNumber ?? M.none}</dd>
            <dt>{M.payMethod}</dt>
            <dd>{order.payMethod ? (M.payMethodName[order.payMethod] ?? order.payMethod) : M.none}</dd>
            {order.shipping ? (
              <>
                <dt>{M.recipient}</dt>
                <dd>
                  {order.shipping.recipient ?? ""} {order.shipping.phoneNumber ?? ""}
                </dd>
                <dt>{M.address}</dt>
                <dd>{order.shipping.address ?? M.none}</dd>
              </>
            ) : null}
          </dl>
        </Panel>
        <Panel title={M.amounts}>
          <dl className={page.facts}>
            <dt>{M.productPrice}</dt>
            <dd>{formatWon(form.productPrice)}</dd>
            <dt>{M.deliveryPrice}</dt>
            <dd>{formatWon(form.deliveryPrice + form.extraDeliveryPrice)}</dd>
            <dt>{M.coupon}</dt>
            <dd>{minus(amounts.coupon)}</dd>
            <dt>{M.total}</dt>
            <dd>{formatWon(amounts.total)}</dd>
            <dt>{M.points}</dt>
            <dd>{minus(amounts.points)}</dd>
            <dt>{M.cash}</dt>
            <dd>
              <strong>{formatWon(amounts.cash)}</strong>
            </dd>
          </dl>
        </Panel>
        <Panel title={M.payment}>
          {payment ? (
            <dl className={page.facts}>
              <dt>상태</dt>
              <dd>
                <StateLabel
                  text={M.paymentStatus[payment.status] ?? payment.status}
                  tone={payment.status === "PAID" ? "good" : undefined}
                />{" "}
                {payment.isTest ? <StateLabel text={M.testPayment} tone="muted" /> : null}
              </dd>
              <dt>{M.paidAmount}</dt>
              <dd>{formatWon(payment.paidAmount)}</dd>
              <dt>{M.refundedAmount}</dt>
              <dd>{formatWon(payment.refundedAmount)}</dd>
              <dt>{M.refundDue}</dt>
              <dd>
                {payment.refundDue > 0 ? <StateLabel text={formatWon(payment.refundDue)} tone="bad" /> : formatWon(0)}
              </dd>
              {form.payment.message ? (
                <>
                  <dt>{M.paymentMessage}</dt>
                  <dd>{form.payment.message}</dd>
                </>
              ) : null}
            </dl>
          ) : (
            <p className={page.hint}>{M.none}</p>
          )}
        </Panel>
        <Panel title={M.timeline}>
          {order.timeline.length === 0 ? (
            <p className={page.hint}>{M.none}</p>
          ) : (
            <ol className={page.rows}>
              {order.timeline.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is append-only, in order
                <li key={index}>
                  <span>
                    {M.paymentStatus[event.fromStatus] ?? event.fromStatus} →{" "}
                    {M.paymentStatus[event.toStatus] ?? event.toStatus}
                    <span className={page.hint}> · {event.source}</span>
                    {detailText(event.detail) ? <span className={page.hint}> · {detailText(event.detail)}</span> : null}
                  </span>
                  <span className={page.nowrap}>{when(event.createDate)}</span>
                </li>
              ))}
            </ol>
          )}
        </Panel>
        <Panel title={M.parts} wide>
          {form.parts.map((part) => {
            const row = order.parts.find((p) => p.id === part.id);
            return (
              <div key={part.id} className={own.part}>
                <p className={own.partHead}>
                  <strong>{part.affiliate.name}</strong>
                  <StateLabel text={part.statusLabel} />
                  <span className={page.hint}>{formatWon(part.totalPrice)}</span>
                  {row && row.refundedAmount > 0 ? (
                    <span className={page.hint}>{M.partRefunded(formatWon(row.refundedAmount))}</span>
                  ) : null}
                  {part.trackingNumber ? (
                    <span className={page.hint}>
                      {M.tracking} {part.carrier ?? ""} {part.trackingNumber}
                    </span>
                  ) : null}
                </p>
                <ul className={page.rows}>
                  {part.products.map((line) => (
                    <li key={line.id}>
                      <span>
                        {line.name}
                        {line.orderProductOptionDetails.length > 0 ? (
                          <span className={page.hint}>
                            {" "}
                            ({line.orderProductOptionDetails.map((option) => option.name).join(", ")})
                          </span>
                        ) : null}{" "}
                        {line.cancelledAt ? <StateLabel text={M.cancelledLine} tone="muted" /> : null}
                      </span>
                      <span className={page.nowrap}>
                        {formatWon(line.sellPrice)} × {M.quantity(line.quantity)} = {formatWon(line.price)}
                      </span>
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </Panel>
        <Panel title={M.claims}>
          {order.claims.length === 0 ? (
            <p className={page.hint}>{M.none}</p>
          ) : (
            <ul className={page.rows}>
              {order.claims.map((claim) => (
                <li key={claim.id}>
                  <span>
                    {M.claimType[claim.type] ?? claim.type} · {claim.reason}
                    {claim.refundAmount > 0 ? (
                      <span className={page.hint}> · {M.refundAmountOf(formatWon(claim.refundAmount))}</span>
                    ) : null}
                  </span>
                  <span className={page.meta}>
                    <StateLabel text={M.claimState[claim.state] ?? claim.state} />
                    {when(claim.createDate)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title={M.refundHandlings}>
          {order.refundHandlings.length === 0 ? (
            <p className={page.hint}>{M.none}</p>
          ) : (
            <ul className={page.rows}>
              {order.refundHandlings.map((handling) => (
                <li key={handling.handledAt}>
                  <span>
                    {formatWon(handling.amount)} · {handling.note}
                  </span>
                  <span className={page.hint}>{M.handledBy(handling.operatorId, when(handling.handledAt))}</span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </>
  );
}

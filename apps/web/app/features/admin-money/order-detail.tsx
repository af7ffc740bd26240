/**
 * /admin/money/order/{id} (issue 27): one order whole, as operators need it: who, the stores' parts and their lines,
 * the money (total, cash, points, coupon), the payment and its state changes, refunds closed by hand, and claims.
 */
import type { AdminOrderDetail } from "@mulmung/contract/admin-money";
import { formatWon } from "@mulmung/domain/display";
import page from "../../components/console-page.module.css";
import { StateLabel, when } from "../../components/console-parts.tsx";
import { BackLink, Facts, Panel, RecordHead, Rows } from "../../components/console-record.tsx";
import { PATH } from "../../lib/paths.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import own from "./money.module.css";
import { OrderState } from "./orders.tsx";
import { MemberLink } from "./parts.tsx";

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
      <BackLink to={PATH.adminMoney} text={M.backToOrders} />
      <RecordHead title={M.orderTitle(order.orderNumber)}>
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
      </RecordHead>
      <div className={page.record}>
        <Panel title={M.summary}>
          <Facts
            facts={[
              [
                M.member,
                <>
                  <MemberLink member={member} /> <span className={page.hint}>#{member.id}</span>
                </>,
              ],
              ["이메일", member.email ?? M.none],
              [M.phone, member.phoneNumber ?? M.none],
              [M.payMethod, order.payMethod ? (M.payMethodName[order.payMethod] ?? order.payMethod) : M.none],
              !!order.shipping && [
                M.recipient,
                `${order.shipping.recipient ?? ""} ${order.shipping.phoneNumber ?? ""}`,
              ],
              !!order.shipping && [M.address, order.shipping.address ?? M.none],
            ]}
          />
        </Panel>
        <Panel title={M.amounts}>
          <Facts
            facts={[
              [M.productPrice, formatWon(form.productPrice)],
              [M.deliveryPrice, formatWon(form.deliveryPrice + form.extraDeliveryPrice)],
              [M.coupon, minus(amounts.coupon)],
              [M.total, formatWon(amounts.total)],
              [M.points, minus(amounts.points)],
              [M.cash, <strong key="cash">{formatWon(amounts.cash)}</strong>],
            ]}
          />
        </Panel>
        <Panel title={M.payment}>
          {payment ? (
            <Facts
              facts={[
                [
                  "상태",
                  <>
                    <StateLabel
                      text={M.paymentStatus[payment.status] ?? payment.status}
                      tone={payment.status === "PAID" ? "good" : undefined}
                    />{" "}
                    {payment.isTest ? <StateLabel text={M.testPayment} tone="muted" /> : null}
                  </>,
                ],
                [M.paidAmount, formatWon(payment.paidAmount)],
                [M.refundedAmount, formatWon(payment.refundedAmount)],
                [
                  M.refundDue,
                  payment.refundDue > 0 ? (
                    <StateLabel key="due" text={formatWon(payment.refundDue)} tone="bad" />
                  ) : (
                    formatWon(0)
                  ),
                ],
                !!form.payment.message && [M.paymentMessage, form.payment.message],
              ]}
            />
          ) : (
            <p className={page.hint}>{M.none}</p>
          )}
        </Panel>
        <Panel title={M.timeline}>
          <Rows
            items={order.timeline}
            empty={M.none}
            ordered
            row={(event, index) => ({
              key: index,
              main: (
                <>
                  {M.paymentStatus[event.fromStatus] ?? event.fromStatus} →{" "}
                  {M.paymentStatus[event.toStatus] ?? event.toStatus}
                  <span className={page.hint}> · {event.source}</span>
                  {detailText(event.detail) ? <span className={page.hint}> · {detailText(event.detail)}</span> : null}
                </>
              ),
              side: <span className={page.nowrap}>{when(event.createDate)}</span>,
            })}
          />
        </Panel>
        <Panel title={M.parts} className={own.wide}>
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
                <Rows
                  items={part.products}
                  empty={M.none}
                  row={(line) => ({
                    key: line.id,
                    main: (
                      <>
                        {line.name}
                        {line.orderProductOptionDetails.length > 0 ? (
                          <span className={page.hint}>
                            {" "}
                            ({line.orderProductOptionDetails.map((option) => option.name).join(", ")})
                          </span>
                        ) : null}{" "}
                        {line.cancelledAt ? <StateLabel text={M.cancelledLine} tone="muted" /> : null}
                      </>
                    ),
                    side: (
                      <span className={page.nowrap}>
                        {formatWon(line.sellPrice)} × {M.quantity(line.quantity)} = {formatWon(line.price)}
                      </span>
                    ),
                  })}
                />
              </div>
            );
          })}
        </Panel>
        <Panel title={M.claims}>
          <Rows
            items={order.claims}
            empty={M.none}
            row={(claim) => ({
              key: claim.id,
              main: (
                <>
                  {M.claimType[claim.type] ?? claim.type} · {claim.reason}
                  {claim.refundAmount > 0 ? (
                    <span className={page.hint}> · {M.refundAmountOf(formatWon(claim.refundAmount))}</span>
                  ) : null}
                </>
              ),
              side: (
                <span className={page.meta}>
                  <StateLabel text={M.claimState[claim.state] ?? claim.state} />
                  {when(claim.createDate)}
                </span>
              ),
            })}
          />
        </Panel>
        <Panel title={M.refundHandlings}>
          <Rows
            items={order.refundHandlings}
            empty={M.none}
            row={(handling) => ({
              key: handling.handledAt,
              main: `${formatWon(handling.amount)} · ${handling.note}`,
              side: <span className={page.hint}>{M.handledBy(handling.operatorId, when(handling.handledAt))}</span>,
            })}
          />
        </Panel>
      </div>
    </>
  );
}

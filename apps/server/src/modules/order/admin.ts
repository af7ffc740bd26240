/**
 * Orders as operators look them up (issue 27; `GET /api/v1/admin/order`, `/admin/order/{id}`, `/admin/deposit`):
 * by order number, member or phone, each row with its stores, state and money as the order keeps it; one order
 * whole (the buyer's view, its payment's timeline, refunds handled by hand and claims); the company-account
 * deposits waiting. Reads only: the deposit is confirmed by `PATCH /api/v1/payment/order/{id}/deposit`.
 */
import type {
  AdminDeposit,
  AdminDepositQuery,
  AdminOrderDetail,
  AdminOrderQuery,
  AdminOrderRow,
} from "@mulmung/contract/admin-money";
import type { PaymentMethod } from "@mulmung/domain/enums";
import { orderHeadline } from "@mulmung/domain/order";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createOrderAdminRepository, type OrderAdminRow } from "./admin-repository.ts";
import { type PaymentView, payableAmount } from "./context.ts";
import { createOrderRepository, type OrderFormDetail, type OrderPartRow } from "./repository.ts";
import { toForm } from "./views.ts";

const NOT_FOUND = "주문을 찾을 수 없습니다.";

function toRow(row: OrderAdminRow, parts: OrderPartRow[]): AdminOrderRow {
  const form = row.form;
  const method = form.payMethod as PaymentMethod | null;
  const states = parts.map((p) => ({ orderState: p.state, deliveryState: p.deliveryState }));
  return {
    id: form.id,
    orderNumber: form.orderNumber,
    orderName: form.orderName,
    createDate: form.createDate.toISOString(),
    paidAt: form.paidAt?.toISOString() ?? null,
    member: row.member,
    orderState: form.state,
    ...orderHeadline(form.state, states, method),
    parts: parts.map((p) => ({
      id: p.id,
      affiliate: { id: p.affiliateId, name: p.affiliateName },
      state: p.state,
      deliveryState: p.deliveryState,
      totalPrice: p.totalPrice,
      refundedAmount: p.refundedAmount,
    })),
    amounts: {
      total: form.totalPrice,
      cash: payableAmount(form),
      points: form.usePoint,
      coupon: form.couponDiscountPrice,
    },
    payMethod: form.payMethod,
    payment: row.payment,
  };
}

export function createOrderAdminService(deps: {
  db: Database;
  /** The payment module's view of an order's payment (the buyer's view shows it). */
  payments: { viewOf(form: OrderFormDetail["form"]): Promise<PaymentView> };
}) {
  const admin = createOrderAdminRepository(deps.db);
  const orders = createOrderRepository(deps.db);

  async function rowsOf(rows: OrderAdminRow[]): Promise<AdminOrderRow[]> {
    const details = await orders.findDetails(rows.map((r) => r.form));
    return rows.map((r) => toRow(r, details.find((d) => d.form.id === r.form.id)?.parts ?? []));
  }

  return {
    async lookup(query: AdminOrderQuery) {
      const rows = await admin.lookup(query, pageWindow(query));
      const { nextOffset } = pageOf(rows, query, () => null);
      const items = await rowsOf(rows.slice(0, query.size));
      return { items, nextOffset, ...(query.isTotalCount ? { totalCount: await admin.count(query) } : {}) };
    },

    async detail(id: number): Promise<AdminOrderDetail> {
      const row = await admin.one(id);
      const detail = row ? await orders.findDetail(id) : undefined;
      if (!row || !detail) throw AppError.notFound(NOT_FOUND);
      const paymentRowId = row.payment?.id;
      const [timeline, handlings, claims, view] = await Promise.all([
        paymentRowId ? admin.timeline(paymentRowId) : [],
        paymentRowId ? admin.handlings(paymentRowId) : [],
        admin.claims(id),
        deps.payments.viewOf(detail.form),
      ]);
      const form = row.form;
      return {
        ...toRow(row, detail.parts),
        order: toForm(detail, view, []),
        shipping: form.postalCode
          ? {
              recipient: form.recipient,
              phoneNumber: form.phoneNumber,
              address: [form.address, form.detailAddress].filter(Boolean).join(" ") || null,
            }
          : null,
        timeline: timeline.map((e) => ({
          fromStatus: e.fromStatus,
          toStatus: e.toStatus,
          source: e.source,
          detail: e.detail ?? null,
          createDate: e.createDate.toISOString(),
        })),
        refundHandlings: handlings.map((h) => ({
          amount: h.amount,
          note: h.note,
          operatorId: h.operatorId,
          handledAt: h.createDate.toISOString(),
        })),
        claims: claims.map((c) => ({
          id: c.id,
          orderPartId: c.orderPartId,
          orderProductId: c.orderProductId,
          type: c.type,
          state: c.state,
          reason: c.reason,
          refundAmount: c.refundAmount,
          createDate: c.createDate.toISOString(),
        })),
      };
    },

    async deposits(query: AdminDepositQuery) {
      const rows = await admin.deposits(pageWindow(query));
      const toDeposit = (r: OrderAdminRow): AdminDeposit => ({
        orderId: r.form.id,
        orderNumber: r.form.orderNumber,
        orderName: r.form.orderName,
        member: r.member,
        depositorName: r.member.name ?? r.form.recipient,
        amount: payableAmount(r.form),
        deadline: r.form.expiresAt.toISOString(),
        createDate: r.form.createDate.toISOString(),
      });
      return {
        ...pageOf(rows, query, toDeposit),
        ...(query.isTotalCount ? { totalCount: await admin.countDeposits() } : {}),
      };
    },
  };
}

export type OrderAdminService = ReturnType<typeof createOrderAdminService>;

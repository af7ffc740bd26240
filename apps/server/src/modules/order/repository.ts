/**
 * Order SQL. Stock lives on `product.stock` and `product_option.quantity` (the catalogue's tables): the order
 * service takes and gives it back through the catalog service (catalog/repository.ts holds those conditional
 * updates), in the order's transaction; here the catalogue's tables are only read, for prices and lines.
 */

import type { DeliveryState } from "@mulmung/domain/enums";
import type { OrderStatus } from "@mulmung/domain/order-status";
import { fromStates, next, PART_MACHINE, partKey, partOf } from "@mulmung/domain/state-machines";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  not,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { chained, rowsFromJson, takenIds, together } from "../../db/sql.ts";
import { member } from "../member/schema.ts";
import { type DetailJson, detailColumns, detailRows, partsProductsOptions } from "./detail-sql.ts";
import { createPersonalPaymentRepository } from "./personal-payment-repository.ts";
import { orderForm, orderPart, orderProduct, orderProductOption } from "./schema.ts";

export type OrderFormRow = typeof orderForm.$inferSelect;
export type OrderPartRow = typeof orderPart.$inferSelect;
export type OrderProductRow = typeof orderProduct.$inferSelect;
export type OrderProductOptionRow = typeof orderProductOption.$inferSelect;
export type { PersonalPaymentRow } from "./personal-payment-repository.ts";

export interface OrderFormDetail {
  form: OrderFormRow;
  parts: OrderPartRow[];
  products: OrderProductRow[];
  options: OrderProductOptionRow[];
}

export interface NewOrderProduct {
  values: Omit<typeof orderProduct.$inferInsert, "orderPartId">;
  options: Omit<typeof orderProductOption.$inferInsert, "orderProductId">[];
}
export interface NewOrderPart {
  values: Omit<typeof orderPart.$inferInsert, "orderFormId">;
  products: NewOrderProduct[];
}

export interface OrderFilter {
  memberId: number;
  startDate?: string;
  endDate?: string;
  orderState?: string;
  deliveryState?: string;
  paymentMethod?: string;
  /** A displayed status (SPEC §4): some part of the order shows it. */
  status?: OrderStatus;
}

export function createOrderRepository(db: Executor) {
  /**
   * A checkout-wide event moves every part of the form it applies to (the part table in
   * domain/state-machines.ts: confirmation, payment, lapse happen before anything ships).
   */
  function partsStateUpdate(tx: Executor, formId: number, event: "confirm" | "pay" | "lapse") {
    const from = fromStates(PART_MACHINE, event).map(partOf);
    const step = next(PART_MACHINE, partKey((from[0] as ReturnType<typeof partOf>).orderState, "WAIT"), event);
    if (!step.ok) throw new Error(`the part table has no ${event}`);
    return tx
      .update(orderPart)
      .set({ state: partOf(step.to).orderState, updateDate: sql`now()` })
      .where(
        and(
          eq(orderPart.orderFormId, formId),
          eq(orderPart.deliveryState, "WAIT"),
          inArray(
            orderPart.state,
            from.map((s) => s.orderState),
          ),
        ),
      );
  }

  return {
    /**
     * A new form with its parts, lines and options, in one statement (each row takes its parent's new id from the
     * CTE that inserted it); answers the form as inserted.
     */
    async insertForm(
      executor: Executor,
      form: typeof orderForm.$inferInsert,
      parts: NewOrderPart[],
    ): Promise<OrderFormRow> {
      const idOf = (name: string) => sql`(select id from ${sql.identifier(name)})`;
      const steps: [string, SQLWrapper][] = [["f", executor.insert(orderForm).values(form).returning()]];
      parts.forEach((part, i) => {
        steps.push([
          `p${i}`,
          executor
            .insert(orderPart)
            .values({ ...part.values, orderFormId: idOf("f") })
            .returning({ id: orderPart.id }),
        ]);
        part.products.forEach((line, j) => {
          steps.push([
            `p${i}l${j}`,
            executor
              .insert(orderProduct)
              .values({ ...line.values, orderPartId: idOf(`p${i}`) })
              .returning({ id: orderProduct.id }),
          ]);
          if (line.options.length > 0) {
            steps.push([
              `p${i}l${j}o`,
              executor
                .insert(orderProductOption)
                .values(line.options.map((option) => ({ ...option, orderProductId: idOf(`p${i}l${j}`) }))),
            ]);
          }
        });
      });
      const [row] = await chained<{ form: Record<string, unknown> }>(
        executor,
        steps,
        sql`select row_to_json(f) as form from f`,
      );
      const [created] = rowsFromJson(orderForm, row ? [row.form] : []);
      if (!created) throw new Error("order form not inserted");
      return created;
    },

    async findForm(id: number, executor: Executor = db): Promise<OrderFormRow | undefined> {
      const rows = await executor.select().from(orderForm).where(eq(orderForm.id, id)).limit(1);
      return rows[0];
    },

    async findFormByNumber(orderNumber: string, executor: Executor = db): Promise<OrderFormRow | undefined> {
      const rows = await executor.select().from(orderForm).where(eq(orderForm.orderNumber, orderNumber)).limit(1);
      return rows[0];
    },

    /** Locks the form row for a state change (the caller's transaction). */
    async lockForm(tx: Executor, id: number): Promise<OrderFormRow | undefined> {
      const rows = await tx.select().from(orderForm).where(eq(orderForm.id, id)).for("update");
      return rows[0];
    },

    /**
     * Locks the form row and reads its parts, lines and options, in one statement. The row lock may wait for another
     * transaction on the form; PostgreSQL then re-reads the locked row (its newest version) but the parts with the
     * snapshot the statement began with. Every change to a form's parts before payment also writes the form row, so
     * a form row newer than that snapshot's (`xmin` differs) says the parts may be stale: they are read again.
     */
    async lockDetail(tx: Executor, id: number): Promise<OrderFormDetail | undefined> {
      const result = await tx.execute<DetailJson & { form: Record<string, unknown>; fresh: boolean }>(sql`
        select row_to_json(f) as form,
               f.xmin = (select s.xmin from order_form s where s.id = f.id) as fresh,
               ${detailColumns(sql`array[f.id]`)}
          from order_form f where f.id = ${id} for update of f`);
      const row = result.rows[0];
      const [form] = rowsFromJson(orderForm, row ? [row.form] : []);
      if (!row || !form) return undefined;
      return { form, ...(row.fresh ? detailRows(row) : await partsProductsOptions(tx, [id])) };
    },

    async findDetail(id: number, executor: Executor = db): Promise<OrderFormDetail | undefined> {
      const form = await this.findForm(id, executor);
      if (!form) return undefined;
      return { form, ...(await partsProductsOptions(executor, [form.id])) };
    },

    /** The parts, lines and options of a form the caller already holds (locked, usually): no second form read. */
    async detailOf(form: OrderFormRow, executor: Executor = db): Promise<OrderFormDetail> {
      return { form, ...(await partsProductsOptions(executor, [form.id])) };
    },

    async findDetails(forms: OrderFormRow[]): Promise<OrderFormDetail[]> {
      const all = await partsProductsOptions(
        db,
        forms.map((f) => f.id),
      );
      return forms.map((form) => {
        const parts = all.parts.filter((p) => p.orderFormId === form.id);
        const partIds = new Set(parts.map((p) => p.id));
        const products = all.products.filter((p) => partIds.has(p.orderPartId));
        const productIds = new Set(products.map((p) => p.id));
        return { form, parts, products, options: all.options.filter((o) => productIds.has(o.orderProductId)) };
      });
    },

    async updateForm(tx: Executor, id: number, values: Partial<typeof orderForm.$inferInsert>) {
      await tx
        .update(orderForm)
        .set({ ...values, updateDate: sql`now()` })
        .where(eq(orderForm.id, id));
    },

    async updatePart(tx: Executor, id: number, values: Partial<typeof orderPart.$inferInsert>) {
      await tx
        .update(orderPart)
        .set({ ...values, updateDate: sql`now()` })
        .where(eq(orderPart.id, id));
    },

    /**
     * A checkout-wide event moves every part of the form it applies to (the part table in
     * domain/state-machines.ts: confirmation, payment, lapse happen before anything ships).
     */
    /** The form's own columns and its parts' state for a checkout-wide event, in one statement. */
    async updateFormAndParts(
      tx: Executor,
      id: number,
      values: Partial<typeof orderForm.$inferInsert>,
      event: "confirm" | "pay" | "lapse",
      /** Other modules' writes that go with it (the products' sales volume on payment). */
      alongside: readonly SQLWrapper[] = [],
      /** Other modules' `… returning id` writes whose ids the caller checks (the stock taken at confirmation). */
      taking: readonly SQLWrapper[] = [],
    ): Promise<number[][]> {
      const own = [
        ...alongside,
        tx
          .update(orderForm)
          .set({ ...values, updateDate: sql`now()` })
          .where(eq(orderForm.id, id)),
        partsStateUpdate(tx, id, event),
      ];
      if (taking.length > 0) return takenIds(tx, taking, own);
      await together(tx, ...own);
      return [];
    },

    async listForms(filter: OrderFilter, page: { limit: number; offset: number }): Promise<OrderFormRow[]> {
      return db
        .select()
        .from(orderForm)
        .where(formWhere(filter))
        .orderBy(desc(orderForm.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countForms(filter: OrderFilter): Promise<number> {
      const rows = await db.select({ n: count() }).from(orderForm).where(formWhere(filter));
      return rows[0]?.n ?? 0;
    },

    /** Per (part state, delivery state, method): how many of a member's placed order parts. */
    async partStateCounts(memberId: number) {
      return db
        .select({
          state: orderPart.state,
          deliveryState: orderPart.deliveryState,
          payMethod: orderForm.payMethod,
          n: count(),
        })
        .from(orderPart)
        .innerJoin(orderForm, eq(orderForm.id, orderPart.orderFormId))
        .where(and(eq(orderForm.memberId, memberId), isNotNull(orderForm.confirmedAt)))
        .groupBy(orderPart.state, orderPart.deliveryState, orderForm.payMethod);
    },

    /** A member's paid parts (their shipments), newest first. */
    async listDeliveries(
      memberId: number,
      deliveryState: DeliveryState | undefined,
      page: { limit: number; offset: number },
    ) {
      const conditions: SQL[] = [eq(orderForm.memberId, memberId), isNotNull(orderForm.paidAt)];
      if (deliveryState) conditions.push(eq(orderPart.deliveryState, deliveryState));
      return db
        .select({ part: orderPart, orderNumber: orderForm.orderNumber, payMethod: orderForm.payMethod })
        .from(orderPart)
        .innerJoin(orderForm, eq(orderForm.id, orderPart.orderFormId))
        .where(and(...conditions))
        .orderBy(desc(orderPart.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async productNamesOfParts(partIds: number[]) {
      if (partIds.length === 0) return [];
      return db
        .select({ orderPartId: orderProduct.orderPartId, name: orderProduct.name })
        .from(orderProduct)
        .where(inArray(orderProduct.orderPartId, partIds))
        .orderBy(asc(orderProduct.id));
    },

    /** The member's newest form that can still be paid: not paid, before its deadline (/ecommerce/order without an id). */
    async findLatestOpenForm(memberId: number, now: Date): Promise<{ id: number } | undefined> {
      const rows = await db
        .select({ id: orderForm.id })
        .from(orderForm)
        .where(
          and(
            eq(orderForm.memberId, memberId),
            inArray(orderForm.state, ["ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED", "PAYMENT_WAIT"]),
            isNull(orderForm.paidAt),
            gt(orderForm.expiresAt, now),
          ),
        )
        .orderBy(desc(orderForm.id))
        .limit(1);
      return rows[0];
    },

    /** Forms whose payment deadline passed while still waiting (expiry). */
    async findExpiredWaiting(now: Date, limit: number) {
      return db
        .select({ id: orderForm.id, orderNumber: orderForm.orderNumber })
        .from(orderForm)
        .where(and(eq(orderForm.state, "PAYMENT_WAIT"), lt(orderForm.expiresAt, now)))
        .orderBy(asc(orderForm.expiresAt))
        .limit(limit);
    },

    /** Delivered parts past the automatic confirmation point, but none of those `held` (conditions on the part). */
    async findPartsToAutoConfirm(deliveredBefore: Date, limit: number, held: readonly SQL[] = []) {
      return db
        .select({ id: orderPart.id })
        .from(orderPart)
        .where(
          and(
            eq(orderPart.deliveryState, "SUCCESS"),
            inArray(orderPart.state, ["PAYMENT_SUCCESS", "PREPARING"]),
            lte(orderPart.deliveredAt, deliveredBefore),
            ...held.map((condition) => not(condition)),
          ),
        )
        .limit(limit);
    },

    /** Which of these parts one of the `held` conditions holds now. */
    async heldPartIds(tx: Executor, partIds: number[], held: readonly SQL[]): Promise<number[]> {
      const rows = await tx
        .select({ id: orderPart.id })
        .from(orderPart)
        .where(and(inArray(orderPart.id, partIds), or(...held)));
      return rows.map((row) => row.id);
    },

    /** A line taken out of its order alone (an approved CANCEL claim). */
    async markLineCancelled(tx: Executor, orderProductId: number, at: Date): Promise<void> {
      await tx.update(orderProduct).set({ cancelledAt: at }).where(eq(orderProduct.id, orderProductId));
    },

    /** The names of a part's products, in order (what a notice about the part names). */
    async partProductNames(executor: Executor, partId: number): Promise<string[]> {
      const rows = await executor
        .select({ name: orderProduct.name })
        .from(orderProduct)
        .where(eq(orderProduct.orderPartId, partId))
        .orderBy(asc(orderProduct.id));
      return rows.map((r) => r.name);
    },

    async lockPart(tx: Executor, id: number): Promise<OrderPartRow | undefined> {
      const rows = await tx.select().from(orderPart).where(eq(orderPart.id, id)).for("update");
      return rows[0];
    },

    async listStoreParts(affiliateIds: number[], tabStates: SQL | undefined, page: { limit: number; offset: number }) {
      return db
        .select({ part: orderPart, form: orderForm, buyerNickname: member.nickname })
        .from(orderPart)
        .innerJoin(orderForm, eq(orderForm.id, orderPart.orderFormId))
        .innerJoin(member, eq(member.id, orderForm.memberId))
        .where(and(inArray(orderPart.affiliateId, affiliateIds), isNotNull(orderForm.paidAt), tabStates))
        .orderBy(desc(orderPart.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countStoreParts(affiliateIds: number[], tabStates: SQL | undefined): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(orderPart)
        .innerJoin(orderForm, eq(orderForm.id, orderPart.orderFormId))
        .where(and(inArray(orderPart.affiliateId, affiliateIds), isNotNull(orderForm.paidAt), tabStates));
      return rows[0]?.n ?? 0;
    },

    async storePartTotals(affiliateIds: number[]) {
      return db
        .select({
          state: orderPart.state,
          deliveryState: orderPart.deliveryState,
          n: count(),
          total: sql<number>`coalesce(sum(${orderPart.totalPrice}), 0)::int`,
          refunded: sql<number>`coalesce(sum(${orderPart.refundedAmount}), 0)::int`,
        })
        .from(orderPart)
        .innerJoin(orderForm, eq(orderForm.id, orderPart.orderFormId))
        .where(and(inArray(orderPart.affiliateId, affiliateIds), isNotNull(orderForm.paidAt)))
        .groupBy(orderPart.state, orderPart.deliveryState);
    },

    async findStorePart(id: number, executor: Executor = db) {
      const rows = await executor
        .select({ part: orderPart, form: orderForm, buyerNickname: member.nickname })
        .from(orderPart)
        .innerJoin(orderForm, eq(orderForm.id, orderPart.orderFormId))
        .innerJoin(member, eq(member.id, orderForm.memberId))
        .where(eq(orderPart.id, id))
        .limit(1);
      return rows[0];
    },

    ...createPersonalPaymentRepository(db),
  };
}

function formWhere(f: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orderForm.memberId, f.memberId), isNotNull(orderForm.confirmedAt)];
  // Dates are Seoul calendar days (inclusive).
  if (f.startDate)
    conditions.push(sql`${orderForm.confirmedAt} >= (${f.startDate}::date)::timestamp at time zone 'Asia/Seoul'`);
  if (f.endDate)
    conditions.push(sql`${orderForm.confirmedAt} < (${f.endDate}::date + 1)::timestamp at time zone 'Asia/Seoul'`);
  if (f.paymentMethod) conditions.push(eq(orderForm.payMethod, f.paymentMethod));
  if (f.orderState || f.deliveryState) {
    const part: SQL[] = [sql`p.order_form_id = ${orderForm.id}`];
    if (f.orderState) part.push(sql`p.state = ${f.orderState}`);
    if (f.deliveryState) part.push(sql`p.delivery_state = ${f.deliveryState}`);
    conditions.push(sql`exists (select 1 from ${orderPart} p where ${sql.join(part, sql` and `)})`);
  }
  if (f.status) {
    conditions.push(
      sql`exists (select 1 from ${orderPart} p where p.order_form_id = ${orderForm.id} and ${statusCondition(f.status)})`,
    );
  }
  return and(...conditions);
}

/** SPEC §4 displayed status as a condition on a part `p` of `order_form` (the inverse of domain orderStatus). */
function statusCondition(status: OrderStatus): SQL {
  const paid = sql`p.state in ('PAYMENT_SUCCESS', 'PREPARING')`;
  switch (status) {
    case "CANCELLED":
      return sql`p.state = 'PAYMENT_CANCEL'`;
    case "PURCHASE_CONFIRMED":
      return sql`p.state = 'CONFIRMATION'`;
    case "DELIVERED":
      return sql`${paid} and p.delivery_state = 'SUCCESS'`;
    case "SHIPPING":
      return sql`${paid} and p.delivery_state = 'TRANSIT'`;
    case "PAID_SELLER_CHECKING":
      return sql`p.state = 'PAYMENT_SUCCESS' and p.delivery_state = 'WAIT'`;
    case "PREPARING":
      return sql`p.state = 'PREPARING' and p.delivery_state = 'WAIT'`;
    case "AWAITING_DEPOSIT":
      return sql`p.state = 'PAYMENT_WAIT' and ${orderForm.payMethod} = 'VBANK'`;
    case "AWAITING_PAYMENT":
      return sql`p.state = 'PAYMENT_WAIT' and ${orderForm.payMethod} is distinct from 'VBANK'`;
    case "UNPAID":
      return sql`p.state = 'UNPAID'`;
    case "WRITING_ORDER_FORM":
      return sql`p.state = 'ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED'`;
  }
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;

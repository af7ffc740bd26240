import type { PersonalPayment, PersonalPaymentCreateRequest } from "@mulmung/contract/personal-payment";
import { formatWon } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { ORDER_FORM_TTL_MINUTES } from "@mulmung/domain/order";
import { AppError } from "../../http/app-error.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { destinationValues, newOrderNumber, type OrderContext } from "./context.ts";
import type { PersonalPaymentRow } from "./repository.ts";

type PersonalPaymentCreateInput = PersonalPaymentCreateRequest;

/** A request as the member sees it: PAID while its order stands, CANCEL once that order was cancelled. */
function toPersonalPayment(row: PersonalPaymentRow, affiliateName: string, formState: string | null): PersonalPayment {
  const state = row.state === "PAID" && formState === "PAYMENT_CANCEL" ? "CANCEL" : row.state;
  return {
    id: row.id,
    affiliate: { id: row.affiliateId, name: affiliateName },
    title: row.title,
    memo: row.memo,
    amount: row.amount,
    state: state as PersonalPayment["state"],
    orderFormId: row.orderFormId,
    createDate: row.createDate.toISOString(),
  };
}

/** A store's personal payment requests (decision 036): made by the store, paid by the member as an order form. */
export function createPersonalPayments(ctx: OrderContext) {
  const { deps, repository, clock, shippingDestinations, storeIds } = ctx;
  return {
    async personalPayments(memberId: number, query: { size: number; offset: number; state?: string }) {
      const rows = await repository.listPersonalPayments({ memberId }, query.state, pageWindow(query));
      return pageOf(rows, query, ({ row, affiliateName, formState }) =>
        toPersonalPayment(row, affiliateName, formState),
      );
    },

    /** GET /affiliate-personal-payment: the requests a store sent, with whom each was sent to (the console). */
    async storePersonalPayments(
      memberId: number,
      query: { affiliateId: number; size: number; offset: number; state?: string },
    ) {
      await storeIds(memberId, query.affiliateId, "personalPayments");
      const rows = await repository.listPersonalPayments(
        { affiliateId: query.affiliateId },
        query.state,
        pageWindow(query),
      );
      return pageOf(rows, query, ({ row, affiliateName, formState, memberNickname }) => ({
        ...toPersonalPayment(row, affiliateName, formState),
        member: { id: row.memberId, nickname: memberNickname ?? "탈퇴한 회원" },
      }));
    },

    /** The members who bought from the store, most recent first (whom a payment request or points can go to). */
    async storeCustomers(memberId: number, affiliateId: number) {
      await storeIds(memberId, affiliateId, "personalPayments");
      const rows = await repository.storeCustomers(affiliateId, 100);
      return {
        items: rows.map((r) => ({
          memberId: r.memberId,
          nickname: r.nickname ?? "회원",
          orders: r.orders,
          lastOrderAt: new Date(r.lastOrderAt).toISOString(),
        })),
      };
    },

    /**
     * POST /affiliate-personal-payment: the store's owner asks a member to pay an agreed amount; the member is told
     * (notification, in the same transaction) and pays it from 개인 결제 as an order (source PERSONAL).
     */
    async createPersonalPayment(memberId: number, request: PersonalPaymentCreateInput): Promise<PersonalPayment> {
      await storeIds(memberId, request.affiliateId, "personalPayments");
      if (!(await deps.members.isActive(request.memberId))) {
        throw AppError.notFound("결제를 요청할 회원을 찾을 수 없습니다.");
      }
      const storeName = (await repository.affiliateNameOf(request.affiliateId)) ?? "";
      const row = await deps.db.transaction(async (tx) => {
        const inserted = await repository.insertPersonalPayment(tx, {
          affiliateId: request.affiliateId,
          memberId: request.memberId,
          title: request.title,
          memo: request.memo,
          amount: request.amount,
        });
        await deps.notifications.notify(
          {
            memberId: request.memberId,
            topic: "ORDER_DELIVERY",
            title: "결제 요청이 도착했어요",
            body: `${storeName}: ${request.title} ${formatWon(request.amount)}`,
            pageLink: "/my-info/personalPayment/list",
          },
          { tx },
        );
        return inserted;
      });
      return toPersonalPayment(row, storeName, null);
    },

    /**
     * POST /personal-payment/{id}/order: the member pays a request through the one order flow: an order form
     * (source PERSONAL, one part for the store, the request's amount, no delivery fee) which is then confirmed and
     * paid like any order. A form still open is reused; one that lapsed is replaced by a new one.
     */
    async orderPersonalPayment(memberId: number, id: number): Promise<{ id: number; orderNumber: string }> {
      const found = await repository.findPersonalPayment(id);
      if (!found || found.row.memberId !== memberId) throw AppError.notFound("결제 요청을 찾을 수 없습니다.");
      const destinations = await shippingDestinations.list(memberId);
      const destination = destinations.items.find((d) => d.isDefault) ?? null;
      return deps.db.transaction(async (tx) => {
        const row = (await repository.lockPersonalPayment(tx, id)) as PersonalPaymentRow;
        if (row.state !== "WAIT") {
          throw AppError.of(ErrorCode.ORDER_STATE_CONFLICT, "이미 결제했거나 취소된 결제 요청입니다.");
        }
        const now = clock.now();
        if (row.orderFormId) {
          const open = await repository.findForm(row.orderFormId, tx);
          const live = ["ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED", "PAYMENT_WAIT"];
          if (open && live.includes(open.state) && open.expiresAt > now) {
            return { id: open.id, orderNumber: open.orderNumber };
          }
        }
        const prices = { productPrice: row.amount, deliveryPrice: 0, extraDeliveryPrice: 0, totalPrice: row.amount };
        const form = await repository.insertForm(
          tx,
          {
            memberId,
            orderNumber: newOrderNumber(now),
            source: "PERSONAL",
            orderName: row.title,
            ...prices,
            ...(destination ? destinationValues(destination) : {}),
            expiresAt: new Date(now.getTime() + ORDER_FORM_TTL_MINUTES * 60_000),
          },
          [
            {
              // No parcel: the store delivers what was agreed; nothing is added for delivery or islands.
              values: {
                affiliateId: row.affiliateId,
                affiliateName: found.affiliateName,
                isParcel: false,
                isFreeDelivery: true,
                freeDeliveryPriceOrderPayment: 0,
                parcelDeliveryPrice: 0,
                ...prices,
              },
              products: [],
            },
          ],
        );
        await repository.updatePersonalPayment(tx, id, { orderFormId: form.id });
        return { id: form.id, orderNumber: form.orderNumber };
      });
    },
  };
}

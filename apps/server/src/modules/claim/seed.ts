/**
 * Demo claims (decision 035): the demo member has two delivered orders of live fish from the first store (run by
 * store@mulmung.kr), paid to the company account: one delivered three days ago (its DOA window long closed), one
 * delivered yesterday with a return request the store has still to decide.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { product } from "../catalog/schema.ts";
import { member } from "../member/schema.ts";
import { orderForm, orderPart, orderProduct } from "../order/schema.ts";
import { payment } from "../payment/schema.ts";
import { orderClaim } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY = 86_400_000;

export async function seedClaims(tx: Tx): Promise<void> {
  const [buyer] = await tx.select({ id: member.id }).from(member).where(eq(member.email, "demo@mulmung.kr"));
  const [owner] = await tx.select({ id: member.id }).from(member).where(eq(member.email, "store@mulmung.kr"));
  if (!buyer || !owner) return;
  const [store] = await tx.select().from(affiliate).where(eq(affiliate.memberId, owner.id)).limit(1);
  if (!store) return;
  const fish = await tx
    .select()
    .from(product)
    .where(and(eq(product.affiliateId, store.id), eq(product.liveArrivalGuarantee, true), eq(product.state, "NORMAL")))
    .orderBy(product.id)
    .limit(2);
  const now = Date.now();
  const orders = [
    { serial: "00000001", item: fish[0], quantity: 2, deliveredDaysAgo: 3 },
    { serial: "00000002", item: fish[1] ?? fish[0], quantity: 1, deliveredDaysAgo: 1 },
  ];
  for (const [index, order] of orders.entries()) {
    const item = order.item;
    if (!item) return;
    const paidAt = new Date(now - (order.deliveredDaysAgo + 2) * DAY);
    const shippedAt = new Date(now - (order.deliveredDaysAgo + 1) * DAY);
    const deliveredAt = new Date(now - order.deliveredDaysAgo * DAY);
    const productPrice = item.sellPrice * order.quantity;
    const deliveryPrice =
      item.isFreeDelivery && productPrice >= item.freeDeliveryPriceOrderPayment ? 0 : item.parcelDeliveryPrice;
    const totalPrice = productPrice + deliveryPrice;
    const orderNumber = `MM20261120${order.serial}`;
    const [form] = await tx
      .insert(orderForm)
      .values({
        memberId: buyer.id,
        orderNumber,
        source: "DIRECT",
        state: "PAYMENT_SUCCESS",
        orderName: item.name,
        shippingName: "집",
        recipient: "김물멍",
        phoneNumber: "01012345678",
        postalCode: "04524",
        address: "서울특별시 중구 세종대로 110",
        detailAddress: "3층",
        deliveryMemo: "생물은 수령 즉시 물맞춤 후 입수해 주세요.",
        payMethod: "OURPLATFORM_ACCOUNT",
        productPrice,
        deliveryPrice,
        totalPrice,
        stockReserved: true,
        expiresAt: paidAt,
        confirmedAt: paidAt,
        paidAt,
        createDate: paidAt,
      })
      .returning({ id: orderForm.id });
    if (!form) return;
    const [part] = await tx
      .insert(orderPart)
      .values({
        orderFormId: form.id,
        affiliateId: store.id,
        affiliateName: store.name,
        state: "PREPARING",
        deliveryState: "SUCCESS",
        isParcel: item.isParcel,
        isFreeDelivery: item.isFreeDelivery,
        freeDeliveryPriceOrderPayment: item.freeDeliveryPriceOrderPayment,
        parcelDeliveryPrice: item.parcelDeliveryPrice,
        productPrice,
        deliveryPrice,
        totalPrice,
        deliveryType: "PARCEL_SERVICE",
        carrier: "CJ대한통운",
        trackingNumber: `5521-0000-${String(index + 1).padStart(4, "0")}`,
        preparedAt: paidAt,
        shippedAt,
        deliveredAt,
        createDate: paidAt,
      })
      .returning({ id: orderPart.id });
    if (!part) return;
    const [line] = await tx
      .insert(orderProduct)
      .values({
        orderPartId: part.id,
        productId: item.id,
        name: item.name,
        imageUrl: item.imageUrls[0] ?? null,
        sellPrice: item.sellPrice,
        quantity: order.quantity,
        stockQuantity: order.quantity,
        price: productPrice,
      })
      .returning({ id: orderProduct.id });
    await tx.insert(payment).values({
      orderFormId: form.id,
      paymentId: orderNumber,
      payMethod: "OURPLATFORM_ACCOUNT",
      amount: totalPrice,
      status: "PAID",
      paidAmount: totalPrice,
      paidAt,
      createDate: paidAt,
    });
    if (index === 1 && line) {
      await tx.insert(orderClaim).values({
        memberId: buyer.id,
        orderFormId: form.id,
        orderPartId: part.id,
        orderProductId: line.id,
        affiliateId: store.id,
        type: "RETURN",
        reason: "설명과 다른 상품",
        content: "상세 사진과 다른 색의 개체가 왔어요. 반품하고 싶습니다.",
        createDate: new Date(deliveredAt.getTime() + 3 * 3_600_000),
      });
    }
  }
}

/** Fixtures shared by the review and report tests: a confirmed order line to review. */
import type { OrderState } from "@mulmung/domain/enums";
import type { Database } from "../../db/client.ts";
import { orderForm, orderPart, orderProduct } from "../../db/schema.ts";

/** One order of one line, its part in `state` (CONFIRMATION: the buyer confirmed the purchase). */
export async function orderLine(
  db: Database,
  f: { memberId: number; affiliateId: number; productId: number; state?: OrderState },
): Promise<number> {
  const [form] = await db
    .insert(orderForm)
    .values({
      memberId: f.memberId,
      orderNumber: `T${Date.now()}${Math.random().toString(36).slice(2, 6)}`,
      source: "DIRECT",
      state: "PAYMENT_SUCCESS",
      orderName: "리뷰 테스트 주문",
      payMethod: "CARD",
      productPrice: 10000,
      deliveryPrice: 0,
      totalPrice: 10000,
      expiresAt: new Date(Date.now() + 3600_000),
    })
    .returning({ id: orderForm.id });
  const [part] = await db
    .insert(orderPart)
    .values({
      orderFormId: (form as { id: number }).id,
      affiliateId: f.affiliateId,
      affiliateName: "테스트 상점",
      state: f.state ?? "CONFIRMATION",
      deliveryState: "SUCCESS",
      carrier: "CJ대한통운",
      trackingNumber: "123456789012",
      isParcel: true,
      isFreeDelivery: true,
      freeDeliveryPriceOrderPayment: 0,
      parcelDeliveryPrice: 0,
      productPrice: 10000,
      deliveryPrice: 0,
      totalPrice: 10000,
      confirmedAt: new Date(),
    })
    .returning({ id: orderPart.id });
  const [line] = await db
    .insert(orderProduct)
    .values({
      orderPartId: (part as { id: number }).id,
      productId: f.productId,
      name: "리뷰 테스트 상품",
      sellPrice: 10000,
      quantity: 1,
      stockQuantity: 1,
      price: 10000,
    })
    .returning({ id: orderProduct.id });
  return (line as { id: number }).id;
}

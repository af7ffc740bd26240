/**
 * The demo store owner's month (issue 26): the first store (run by store@mulmung.kr) gets thirty days of paid orders
 * from the demo reviewers in every state a store sees — new, being prepared, on the way, delivered, bought for good,
 * cancelled and refunded — so its console shows orders to work and a month of 정산 on `npm start`. A few of its
 * products run low or out, for the console's stock cards. Deterministic: the same orders on every fresh start.
 */
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.ts";
import { affiliate } from "../affiliate/schema.ts";
import { product } from "../catalog/schema.ts";
import { member } from "../member/schema.ts";
import { payment } from "../payment/schema.ts";
import { orderForm, orderPart, orderProduct } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
const DAY = 86_400_000;
const HOUR = 3_600_000;

type Stage = "NEW" | "PREPARING" | "TRANSIT" | "DELIVERED" | "CONFIRMED" | "CANCELLED";

/** One order a day for thirty days, oldest first: mostly bought for good, the last days still moving. */
const STAGES: Stage[] = [
  ...Array.from({ length: 18 }, (_, i): Stage => (i === 5 || i === 13 ? "CANCELLED" : "CONFIRMED")),
  "DELIVERED",
  "CONFIRMED",
  "DELIVERED",
  "TRANSIT",
  "DELIVERED",
  "TRANSIT",
  "TRANSIT",
  "PREPARING",
  "PREPARING",
  "NEW",
  "NEW",
  "NEW",
];

/** The store's customers: members of their own (`customer1..5@mulmung.kr`), so no demo account's orders change. */
const RECIPIENTS = [
  ["이수진", "서울특별시 마포구 월드컵북로 396", "06020", "청계손님수진"],
  ["박민호", "경기도 성남시 분당구 판교역로 166", "13529", "청계손님민호"],
  ["최유리", "부산광역시 해운대구 센텀중앙로 79", "48058", "청계손님유리"],
  ["정하늘", "인천광역시 연수구 송도과학로 32", "21984", "청계손님하늘"],
  ["한지민", "대전광역시 유성구 대학로 99", "34134", "청계손님지민"],
] as const;

export async function seedStoreMonth(tx: Tx): Promise<void> {
  const [owner] = await tx.select({ id: member.id }).from(member).where(eq(member.email, "store@mulmung.kr"));
  if (!owner) return;
  const [store] = await tx.select().from(affiliate).where(eq(affiliate.memberId, owner.id)).limit(1);
  if (!store) return;
  const [{ hash } = { hash: null }] = await tx
    .select({ hash: member.passwordHash })
    .from(member)
    .where(eq(member.id, owner.id));
  const buyers = await tx
    .insert(member)
    .values(
      RECIPIENTS.map(([name, , , nickname], i) => ({
        email: `customer${i + 1}@mulmung.kr`,
        passwordHash: hash,
        nickname,
        name,
        referralCode: `CUSTOMER${i + 1}`,
      })),
    )
    .returning({ id: member.id });
  const items = await tx
    .select()
    .from(product)
    .where(and(eq(product.affiliateId, store.id), eq(product.state, "NORMAL"), eq(product.isUseOptionGroup, false)))
    .orderBy(asc(product.id))
    .limit(12);
  if (buyers.length === 0 || items.length < 4) return;

  const today = new Date();
  today.setUTCHours(1, 0, 0, 0);
  for (const [day, stage] of STAGES.entries()) {
    const item = items[(day * 5) % items.length] as (typeof items)[number];
    const buyer = buyers[day % buyers.length] as { id: number };
    const [recipient, address, postalCode] = RECIPIENTS[day % RECIPIENTS.length] as (typeof RECIPIENTS)[number];
    const quantity = 1 + (day % 3);
    const paidAt = new Date(today.getTime() - (STAGES.length - day) * DAY + (day % 9) * HOUR);
    const productPrice = item.sellPrice * quantity;
    const free = item.isFreeDelivery && productPrice >= item.freeDeliveryPriceOrderPayment;
    const deliveryPrice = !item.isParcel || free ? 0 : item.parcelDeliveryPrice;
    const totalPrice = productPrice + deliveryPrice;
    const cancelled = stage === "CANCELLED";
    const shipped = stage === "TRANSIT" || stage === "DELIVERED" || stage === "CONFIRMED";
    const delivered = stage === "DELIVERED" || stage === "CONFIRMED";
    const at = (hours: number) => new Date(paidAt.getTime() + hours * HOUR);
    const orderNumber = `MM${paidAt.toISOString().slice(0, 10).replaceAll("-", "")}9${String(day + 1).padStart(7, "0")}`;
    const [form] = await tx
      .insert(orderForm)
      .values({
        memberId: buyer.id,
        orderNumber,
        source: "DIRECT",
        state: cancelled ? "PAYMENT_CANCEL" : "PAYMENT_SUCCESS",
        orderName: quantity > 1 ? `${item.name} ${quantity}개` : item.name,
        shippingName: "집",
        recipient,
        phoneNumber: `010${String(20_000_000 + day * 7_919).padStart(8, "0")}`,
        postalCode,
        address,
        detailAddress: `${101 + day}호`,
        deliveryMemo: day % 4 === 0 ? "부재 시 문 앞에 놓아주세요." : null,
        payMethod: day % 3 === 0 ? "KAKAOPAY" : "CARD",
        productPrice,
        deliveryPrice,
        totalPrice,
        stockReserved: !cancelled,
        expiresAt: paidAt,
        confirmedAt: paidAt,
        paidAt,
        cancelledAt: cancelled ? at(5) : null,
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
        state: cancelled
          ? "PAYMENT_CANCEL"
          : stage === "CONFIRMED"
            ? "CONFIRMATION"
            : stage === "NEW"
              ? "PAYMENT_SUCCESS"
              : "PREPARING",
        deliveryState: delivered ? "SUCCESS" : shipped ? "TRANSIT" : "WAIT",
        isParcel: item.isParcel,
        isFreeDelivery: item.isFreeDelivery,
        freeDeliveryPriceOrderPayment: item.freeDeliveryPriceOrderPayment,
        parcelDeliveryPrice: item.parcelDeliveryPrice,
        productPrice,
        deliveryPrice,
        totalPrice,
        refundedAmount: cancelled ? totalPrice : 0,
        deliveryType: shipped ? "PARCEL_SERVICE" : null,
        carrier: shipped ? (day % 2 === 0 ? "CJ대한통운" : "우체국택배") : null,
        trackingNumber: shipped ? `6${String(100_000_000_000 + day * 104_729).slice(0, 11)}` : null,
        preparedAt: stage === "NEW" || cancelled ? null : at(3),
        shippedAt: shipped ? at(20) : null,
        deliveredAt: delivered ? at(44) : null,
        confirmedAt: stage === "CONFIRMED" ? at(70) : null,
        cancelledAt: cancelled ? at(5) : null,
        cancelReason: cancelled ? "구매자 요청: 단순 변심" : null,
        createDate: paidAt,
      })
      .returning({ id: orderPart.id });
    if (!part) return;
    await tx.insert(orderProduct).values({
      orderPartId: part.id,
      productId: item.id,
      name: item.name,
      imageUrl: item.imageUrls[0] ?? null,
      sellPrice: item.sellPrice,
      quantity,
      stockQuantity: quantity,
      price: productPrice,
    });
    await tx.insert(payment).values({
      orderFormId: form.id,
      paymentId: orderNumber,
      payMethod: day % 3 === 0 ? "KAKAOPAY" : "CARD",
      amount: totalPrice,
      status: cancelled ? "CANCELLED" : "PAID",
      paidAmount: totalPrice,
      cancelledAmount: cancelled ? totalPrice : 0,
      paidAt,
      createDate: paidAt,
    });
  }

  // The stock cards: two products running low, one sold out (the store's dearest, so a cheap one stays in stock).
  const [out, low1, low2] = [...items].sort((a, b) => b.sellPrice - a.sellPrice || a.id - b.id);
  for (const [row, stock] of [
    [low1, 3],
    [low2, 2],
    [out, 0],
  ] as const) {
    if (row) await tx.update(product).set({ stock }).where(eq(product.id, row.id));
  }
}

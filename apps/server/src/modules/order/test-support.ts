/** Fixtures shared by the order and payment tests: products with known prices and stock, a destination, calls. */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import { affiliate, product, productOption, productOptionGroup } from "../../db/schema.ts";

type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

export function caller(app: FastifyInstance) {
  return async (method: Method, url: string, auth: string | null, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: auth ? { authorization: auth } : {},
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read any answer shape
    return { status: res.statusCode, body: (res.body ? res.json() : null) as any };
  };
}

export interface ProductFixture {
  affiliateId: number;
  sellPrice: number;
  stock?: number;
  fee?: number;
  /** Free parcel from this order payment; null: never free. */
  freeFrom?: number | null;
  /** One option group: [name, price, isAddProductSellPrice, stock]. */
  group?: { name: string; isRequired: boolean; options: [string, number, boolean, number][] };
  name?: string;
}

/** A product of its own with known prices, stock and delivery terms; its option ids in order. */
export async function makeProduct(db: Database, f: ProductFixture): Promise<{ id: number; options: number[] }> {
  const [row] = await db
    .insert(product)
    .values({
      affiliateId: f.affiliateId,
      categoryDept1Code: "300",
      name: f.name ?? `주문 테스트 상품 ${Math.random().toString(36).slice(2, 8)}`,
      originalPrice: f.sellPrice,
      sellPrice: f.sellPrice,
      stock: f.stock ?? 100,
      isUseOptionGroup: Boolean(f.group),
      isParcel: true,
      isFreeDelivery: f.freeFrom !== null && f.freeFrom !== undefined,
      freeDeliveryPriceOrderPayment: f.freeFrom ?? 0,
      parcelDeliveryPrice: f.fee ?? 3000,
    })
    .returning({ id: product.id });
  const id = (row as { id: number }).id;
  const options: number[] = [];
  if (f.group) {
    const [g] = await db
      .insert(productOptionGroup)
      .values({ productId: id, name: f.group.name, isRequired: f.group.isRequired })
      .returning({ id: productOptionGroup.id });
    for (const [order, [name, price, isAdd, stock]] of f.group.options.entries()) {
      const [o] = await db
        .insert(productOption)
        .values({
          productId: id,
          optionGroupId: (g as { id: number }).id,
          name,
          sellPrice: price,
          quantity: stock,
          isAddProductSellPrice: isAdd,
          isRequiredByGroup: f.group.isRequired,
          orderNumber: order,
        })
        .returning({ id: productOption.id });
      options.push((o as { id: number }).id);
    }
  }
  return { id, options };
}

export async function stockOf(db: Database, productId: number): Promise<number> {
  const [row] = await db.select({ stock: product.stock }).from(product).where(eq(product.id, productId));
  return (row as { stock: number }).stock;
}

export async function giveStoreTo(db: Database, affiliateId: number, memberId: number): Promise<void> {
  await db.update(affiliate).set({ memberId }).where(eq(affiliate.id, affiliateId));
}

export const SEOUL = {
  name: "집",
  recipient: "김물멍",
  phoneNumber: "01012345678",
  postalCode: "04524",
  address: "서울특별시 중구 세종대로 110",
  detailAddress: "3층",
};
export const JEJU = { ...SEOUL, name: "제주", postalCode: "63122", address: "제주특별자치도 제주시 첨단로 242" };
export const ISLAND = { ...SEOUL, name: "울릉도", postalCode: "40240", address: "경상북도 울릉군 울릉읍 도동리" };

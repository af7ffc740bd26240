/**
 * Members' baskets (SPEC §3 basket product: product, basketProductOptions). One line per member and product:
 * adding the product again merges into it. Prices are never stored; they are read from the product and its
 * options whenever the basket is shown, so the basket always shows today's price.
 */
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import { createDate, foreignId, identity, updateDate } from "../../db/columns.ts";
import { product, productOption } from "../catalog/schema.ts";
import { member } from "../member/schema.ts";

export const basketProduct = pgTable(
  "basket_product",
  {
    id: identity(),
    memberId: foreignId("member_id", () => member.id, { onDelete: "cascade" }),
    productId: foreignId("product_id", () => product.id, { onDelete: "cascade" }),
    /** The product's own quantity; counts in the price only when no required option is chosen (SPEC §5). */
    quantity: integer("quantity").notNull().default(1),
    createDate: createDate(),
    updateDate: updateDate(),
  },
  (t) => [
    uniqueIndex("basket_product_member_product_key").on(t.memberId, t.productId),
    index("basket_product_member_idx").on(t.memberId, t.id),
    index("basket_product_product_idx").on(t.productId),
    check("basket_product_quantity_range", sql`${t.quantity} between 1 and 99`),
  ],
);

export const basketProductOption = pgTable(
  "basket_product_option",
  {
    id: identity(),
    basketProductId: foreignId("basket_product_id", () => basketProduct.id, { onDelete: "cascade" }),
    productOptionId: foreignId("product_option_id", () => productOption.id, { onDelete: "cascade" }),
    quantity: integer("quantity").notNull(),
    createDate: createDate(),
  },
  (t) => [
    uniqueIndex("basket_product_option_line_option_key").on(t.basketProductId, t.productOptionId),
    index("basket_product_option_option_idx").on(t.productOptionId),
    check("basket_product_option_quantity_range", sql`${t.quantity} between 1 and 99`),
  ],
);

/** The API's shapes as types (inferred from the contract's zod schemas; nothing of zod reaches the browser). */
import type {
  Category as CategorySchema,
  Coupon as CouponSchema,
  DirectInquiry as DirectInquirySchema,
  ProductDetail,
  ProductSummary,
  Review as ReviewSchema,
  ScoreGroup as ScoreGroupSchema,
  ThemeProduct as ThemeProductSchema,
} from "@mulmung/contract/catalog";
import type { z } from "zod";

export type { ProductDetail, ProductSummary };
export type Review = z.infer<typeof ReviewSchema>;
export type ScoreGroup = z.infer<typeof ScoreGroupSchema>;
export type DirectInquiry = z.infer<typeof DirectInquirySchema>;
export type ThemeProduct = z.infer<typeof ThemeProductSchema>;
export type Coupon = z.infer<typeof CouponSchema>;
export type Category = z.infer<typeof CategorySchema>;

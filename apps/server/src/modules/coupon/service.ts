/**
 * Coupons (SPEC §3, §5, §7; decision 032): a store's coupons on its page, downloading one (a limited issue counted
 * by a conditional update) or registering one by code, the member's copies, and checkout: what applies to an order
 * (best first), the discount it gives (never below 1,000원 per store part), marking copies USED in the order's
 * transaction and giving them back when the order or a part is cancelled or lapses.
 */
import type { Coupon } from "@mulmung/contract/catalog";
import type {
  ApplicableCoupon,
  AvailablePublishedCouponQuery,
  OrderCouponChoices,
  PublishedCoupon,
  PublishedCouponListQuery,
} from "@mulmung/contract/coupon";
import {
  copyEndDate,
  couponDiscount,
  couponNominalDiscount,
  isCopyOpen,
  isCouponOpen,
  splitDiscount,
} from "@mulmung/domain/coupon";
import { formatWon } from "@mulmung/domain/display";
import { ErrorCode } from "@mulmung/domain/errors";
import { MIN_COUPON_PRICE } from "@mulmung/domain/money";
import type { Transaction } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import type { AffiliateService } from "../affiliate/service.ts";
import type { CatalogService } from "../catalog/service.ts";
import type { ServiceDeps } from "../shared/deps.ts";
import { pageOf, pageWindow } from "../shared/paging.ts";
import { createCouponCampaignRepository } from "./campaign-repository.ts";
import { type CouponRow, createCouponRepository, type HeldCoupon } from "./repository.ts";

/** A store part of an order, as coupons see it. */
export interface CouponPart {
  id: number;
  affiliateId: number;
  productPrice: number;
}

/** What a set of copies takes off an order: per part, and each copy's use. */
export interface OrderDiscount {
  byPart: Map<number, number>;
  total: number;
  uses: { id: number; orderPartId: number | null; discountPrice: number }[];
}

const COMPANY_SCOPE = "전체 상품";
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const notApplicable = (message: string) => AppError.of(ErrorCode.COUPON_NOT_APPLICABLE, message);

function toPublished(h: HeldCoupon, now: Date): PublishedCoupon {
  const { published: p, coupon: c } = h;
  const end = copyEndDate(p, c);
  const state = p.state === "USED" ? "USED" : c.state === "NORMAL" && now < end ? "AVAILABLE" : ("EXPIRED" as const);
  return {
    id: p.id,
    couponId: c.id,
    name: c.name,
    resourceType: c.resourceType,
    affiliate: c.affiliateId !== null ? { id: c.affiliateId, name: h.affiliateName ?? "" } : null,
    appliesTo: c.resourceType === "COMPANY" ? COMPANY_SCOPE : (h.affiliateName ?? ""),
    discountType: c.discountType,
    discountValue: c.discountValue,
    minOrderPrice: c.minOrderPrice,
    maxDiscountPrice: c.maxDiscountPrice,
    startDate: c.startDate.toISOString(),
    endDate: end.toISOString(),
    state,
    usedAt: iso(p.usedAt),
    usedOrderFormId: p.usedOrderFormId,
    createDate: p.createDate.toISOString(),
  };
}

/** Best first: the bigger discount, then the one ending sooner. */
function bestFirst(a: ApplicableCoupon, b: ApplicableCoupon): number {
  return b.discountPrice - a.discountPrice || a.endDate.localeCompare(b.endDate) || a.id - b.id;
}

/**
 * The discount of the chosen copies on an order's parts (pure; throws a clear Korean 400 for a copy that cannot be
 * used here). Store coupons first, one per part; then one company coupon on what is left, split over the parts in
 * proportion so each part's products stay at or above min(price, 1,000원).
 */
export function orderDiscount(chosen: HeldCoupon[], parts: CouponPart[], now: Date): OrderDiscount {
  const byPart = new Map(parts.map((p) => [p.id, 0]));
  const uses: OrderDiscount["uses"] = [];
  let company: HeldCoupon | undefined;
  for (const h of chosen) {
    const c = h.coupon;
    if (h.published.state === "USED") throw notApplicable(`'${c.name}'은(는) 이미 사용한 쿠폰입니다.`);
    if (!isCopyOpen(h.published, c, now)) {
      throw notApplicable(`'${c.name}'은(는) 사용 기간이 아니거나 사용할 수 없는 쿠폰입니다.`);
    }
    if (c.resourceType === "COMPANY") {
      if (company) throw notApplicable("전체 상품 쿠폰은 주문마다 1장만 사용할 수 있습니다.");
      company = h;
      continue;
    }
    const part = parts.find((p) => p.affiliateId === c.affiliateId);
    if (!part) throw notApplicable(`'${c.name}'은(는) ${h.affiliateName ?? "다른 상점"} 상품에만 사용할 수 있습니다.`);
    if (uses.some((u) => u.orderPartId === part.id)) {
      throw notApplicable("상점마다 쿠폰은 1장만 사용할 수 있습니다.");
    }
    const discount = couponDiscount(c, part.productPrice);
    if (part.productPrice < c.minOrderPrice) throw belowMinimum(c);
    if (discount <= 0)
      throw notApplicable(`'${c.name}'은(는) ${formatWon(MIN_COUPON_PRICE)} 이하 상품에 쓸 수 없습니다.`);
    byPart.set(part.id, discount);
    uses.push({ id: h.published.id, orderPartId: part.id, discountPrice: discount });
  }
  if (company) {
    const c = company.coupon;
    const productTotal = parts.reduce((sum, p) => sum + p.productPrice, 0);
    if (productTotal < c.minOrderPrice) throw belowMinimum(c);
    const left = parts.map((p) => p.productPrice - (byPart.get(p.id) ?? 0));
    const rooms = parts.map((p, i) => Math.max(0, (left[i] ?? 0) - Math.min(p.productPrice, MIN_COUPON_PRICE)));
    const nominal = couponNominalDiscount(
      c,
      left.reduce((sum, x) => sum + x, 0),
    );
    const shares = splitDiscount(nominal, left, rooms);
    const discount = shares.reduce((sum, x) => sum + x, 0);
    if (discount <= 0) throw notApplicable(`'${c.name}'은(는) 이 주문에 더 할인할 금액이 없습니다.`);
    parts.forEach((p, i) => {
      byPart.set(p.id, (byPart.get(p.id) ?? 0) + (shares[i] ?? 0));
    });
    uses.push({ id: company.published.id, orderPartId: null, discountPrice: discount });
  }
  const total = [...byPart.values()].reduce((sum, x) => sum + x, 0);
  return { byPart, total, uses };
}

function belowMinimum(c: CouponRow) {
  return notApplicable(`'${c.name}'은(는) ${formatWon(c.minOrderPrice)} 이상 주문 시 사용할 수 있습니다.`);
}

export function createCouponService(
  deps: Pick<ServiceDeps, "db" | "clock"> & { affiliate: AffiliateService; catalog: CatalogService },
) {
  const repository = createCouponRepository(deps.db);
  const codes = createCouponCampaignRepository(deps.db);
  const { clock, affiliate, catalog } = deps;

  /**
   * One more copy for the member, within the coupon's quantity and its per-member limit (1 unless an operator's
   * campaign allows more), in one transaction (nothing kept on refusal). `within` runs first in that transaction
   * (a single-use code is taken there) and `issued` after the copy exists.
   */
  async function issue(
    memberId: number,
    c: Pick<CouponRow, "id" | "perMemberLimit">,
    hooks: {
      within?: (tx: Transaction) => Promise<void>;
      issued?: (tx: Transaction, copyId: number) => Promise<void>;
    } = {},
  ): Promise<PublishedCoupon> {
    const couponId = c.id;
    const id = await deps.db.transaction(async (tx) => {
      await hooks.within?.(tx);
      const held = c.perMemberLimit > 1 ? await repository.countCopies(tx, memberId, couponId) : 0;
      if (held >= c.perMemberLimit) {
        throw AppError.of(
          ErrorCode.COUPON_ALREADY_DOWNLOADED,
          `한 사람당 ${c.perMemberLimit}장까지 받을 수 있는 쿠폰입니다.`,
        );
      }
      const copy = await repository.insertCopy(tx, memberId, couponId, held + 1);
      if (!copy) throw AppError.of(ErrorCode.COUPON_ALREADY_DOWNLOADED);
      if (!(await repository.countIssue(tx, couponId, clock.now()))) throw AppError.of(ErrorCode.COUPON_SOLD_OUT);
      await hooks.issued?.(tx, copy.id);
      return copy.id;
    });
    const held = await repository.findHeld(id);
    if (!held) throw AppError.notFound("쿠폰을 찾을 수 없습니다.");
    return toPublished(held, clock.now());
  }

  async function lockOwn(tx: Transaction, memberId: number, ids: number[]): Promise<HeldCoupon[]> {
    const held = await repository.lockHeld(tx, ids);
    for (const id of ids) {
      const h = held.find((x) => x.published.id === id);
      if (!h || h.published.memberId !== memberId) throw AppError.notFound("쿠폰을 찾을 수 없습니다.");
    }
    return ids.map((id) => held.find((x) => x.published.id === id) as HeldCoupon);
  }

  return {
    /** GET /affiliate/{id}/coupon/available: the store's downloadable coupons, with 받음 / 소진 for the viewer. */
    async forAffiliate(affiliateId: number, memberId: number | null): Promise<{ items: Coupon[] }> {
      await affiliate.get(affiliateId);
      const rows = await repository.findOpenOfAffiliate(affiliateId, clock.now());
      const held = new Set(
        memberId
          ? await repository.heldCouponIds(
              memberId,
              rows.map((r) => r.id),
            )
          : [],
      );
      return {
        items: rows.map((c) => {
          const remaining = c.totalQuantity === null ? null : Math.max(0, c.totalQuantity - c.issuedCount);
          return {
            id: c.id,
            name: c.name,
            discountType: c.discountType,
            discountValue: c.discountValue,
            minOrderPrice: c.minOrderPrice,
            maxDiscountPrice: c.maxDiscountPrice,
            endDate: c.endDate.toISOString(),
            remainingQuantity: remaining,
            isSoldOut: remaining === 0,
            isDownloaded: held.has(c.id),
          };
        }),
      };
    },

    /** POST /coupon/{id}/download: exactly as many members get it as copies are left. */
    async download(memberId: number, couponId: number): Promise<PublishedCoupon> {
      const c = await repository.findCoupon(couponId);
      if (!c || c.state === "DELETE" || c.code !== null) throw AppError.notFound("쿠폰을 찾을 수 없습니다.");
      if (c.issueOn === "SIGN_UP") throw notApplicable("회원가입 시 자동으로 발급되는 쿠폰입니다.");
      if (!isCouponOpen(c, clock.now())) throw notApplicable("지금은 받을 수 없는 쿠폰입니다.");
      return issue(memberId, c);
    },

    /**
     * Sign-up (member module, in its transaction): a copy of every open coupon whose rule is `SIGN_UP` (the welcome
     * coupon operators set up), valid for the coupon's days from now.
     */
    issueOnSignUp(tx: Transaction, memberId: number): Promise<number> {
      return repository.issueOnSignUp(tx, memberId, clock.now());
    },

    /**
     * PATCH /published-coupon/register and POST /coupon/code: a coupon by its code, a campaign's single-use code
     * (taken once, in the copy's transaction: of two racing redemptions exactly one gets a copy) or a shared one.
     */
    async register(memberId: number, code: string): Promise<PublishedCoupon> {
      const single = await codes.findCode(code);
      const c = single ? await repository.findCoupon(single.couponId) : await repository.findCouponByCode(code);
      const now = clock.now();
      if (!c || c.state === "DELETE") throw AppError.of(ErrorCode.COUPON_CODE_INVALID);
      if (single?.redeemedBy) throw AppError.of(ErrorCode.COUPON_CODE_USED);
      if (c.endDate <= now) throw AppError.of(ErrorCode.COUPON_CODE_INVALID, "사용 기간이 지난 쿠폰 코드입니다.");
      if (c.state !== "NORMAL" || c.startDate > now) {
        throw AppError.of(ErrorCode.COUPON_CODE_INVALID, "지금은 등록할 수 없는 쿠폰 코드입니다.");
      }
      if (!single) return issue(memberId, c);
      return issue(memberId, c, {
        within: async (tx) => {
          if (!(await codes.takeCode(tx, single.id, memberId, now))) throw AppError.of(ErrorCode.COUPON_CODE_USED);
        },
        issued: (tx, copyId) => codes.linkCopy(tx, single.id, copyId),
      });
    },

    /** GET /published-coupon: the member's copies, newest first, with what each applies to. */
    async listMine(memberId: number, query: PublishedCouponListQuery) {
      const now = clock.now();
      const rows = await repository.listHeld(memberId, query.state, now, pageWindow(query));
      return {
        ...pageOf(rows, query, (h) => toPublished(h, now)),
        ...(query.isTotalCount ? { totalCount: await repository.countHeld(memberId, query.state, now) } : {}),
      };
    },

    /** GET /published-coupon/available: the member's usable copies for a product, store and/or amount, best first. */
    async available(memberId: number, query: AvailablePublishedCouponQuery): Promise<{ items: ApplicableCoupon[] }> {
      const now = clock.now();
      const affiliateId = query.productId
        ? (await catalog.getProduct(query.productId)).affiliate.id
        : query.affiliateId;
      const usable = await repository.findUsable(memberId, now, affiliateId === undefined ? undefined : [affiliateId]);
      const items = usable
        .map((h) => {
          const c = h.coupon;
          const discountPrice =
            query.price === undefined
              ? c.discountType === "AMOUNT"
                ? c.discountValue
                : (c.maxDiscountPrice ?? 0)
              : couponDiscount(c, query.price);
          return { ...toPublished(h, now), discountPrice };
        })
        .filter((c) => query.price === undefined || c.discountPrice > 0);
      return { items: items.sort(bestFirst) };
    },

    /** The order form's choices: per part its store's copies that apply, and company copies on the whole order. */
    async choicesFor(memberId: number, orderFormId: number, parts: CouponPart[]): Promise<OrderCouponChoices> {
      const now = clock.now();
      const applied = await repository.usedBy(orderFormId);
      const usable = await repository.findUsable(
        memberId,
        now,
        parts.map((p) => p.affiliateId),
      );
      const appliedHeld = await Promise.all(applied.map((id) => repository.findHeld(id)));
      const all = [...usable, ...appliedHeld.filter((h): h is HeldCoupon => h !== undefined)].map((h) => ({
        ...h,
        published: { ...h.published, state: "AVAILABLE" as const },
      }));
      const alone = (h: HeldCoupon): number => {
        try {
          return orderDiscount([h], parts, now).total;
        } catch {
          return 0;
        }
      };
      const applicable = (h: HeldCoupon) => ({ ...toPublished(h, now), discountPrice: alone(h) });
      return {
        parts: parts.map((p) => ({
          orderPartId: p.id,
          coupons: all
            .filter((h) => h.coupon.resourceType === "AFFILIATE" && h.coupon.affiliateId === p.affiliateId)
            .map(applicable)
            .filter((c) => c.discountPrice > 0)
            .sort(bestFirst),
        })),
        company: all
          .filter((h) => h.coupon.resourceType === "COMPANY")
          .map(applicable)
          .filter((c) => c.discountPrice > 0)
          .sort(bestFirst),
        appliedIds: applied,
      };
    },

    /** The discount the member's copies would give this order (nothing kept; copies this order uses count as free). */
    async preview(memberId: number, orderFormId: number, parts: CouponPart[], ids: number[]): Promise<OrderDiscount> {
      const held = await Promise.all(ids.map((id) => repository.findHeld(id)));
      const chosen = held.map((h) => {
        if (!h || h.published.memberId !== memberId) throw AppError.notFound("쿠폰을 찾을 수 없습니다.");
        return h.published.usedOrderFormId === orderFormId
          ? { ...h, published: { ...h.published, state: "AVAILABLE" as const } }
          : h;
      });
      return orderDiscount(chosen, parts, clock.now());
    },

    /**
     * Checkout (inside the order's confirmation transaction): copies this order held before go back, the chosen
     * ones are locked, checked, and marked USED; a copy a parallel checkout used first is refused (rolls back).
     */
    async applyToOrder(
      tx: Transaction,
      memberId: number,
      orderFormId: number,
      parts: CouponPart[],
      ids: number[],
      /** The copies the order holds now (its form's list); none held and none chosen is nothing to do. */
      held: readonly number[],
    ): Promise<OrderDiscount> {
      if (ids.length === 0 && held.length === 0) return { byPart: new Map(), total: 0, uses: [] };
      if (held.length > 0) await repository.release(tx, orderFormId, "all");
      const chosen = await lockOwn(tx, memberId, ids);
      const discount = orderDiscount(chosen, parts, clock.now());
      const at = clock.now();
      for (const use of discount.uses) {
        const marked = await repository.markUsed(tx, use.id, { orderFormId, ...use, at });
        if (!marked) throw notApplicable("이미 사용한 쿠폰입니다.");
      }
      return discount;
    },

    /**
     * A cancel or lapse gives copies back (in the caller's transaction): the whole order's, or the listed parts'
     * store coupons (a company coupon comes back when the whole order is cancelled).
     */
    async releaseForOrder(tx: Transaction, orderFormId: number, partIds?: number[]): Promise<number[]> {
      return repository.release(tx, orderFormId, partIds ? { partIds } : "all");
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;

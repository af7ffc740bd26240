/** /admin/money?tab=coupon (issue 27): the company coupon campaigns, newest first; a row opens its form and codes. */
import type { AdminCoupon } from "@mulmung/contract/admin-coupons";
import type { ListPage } from "@mulmung/contract/common";
import { formatWon } from "@mulmung/domain/display";
import { Link } from "react-router";
import page from "../../components/console-page.module.css";
import { DataTable, Pager, StateLabel, when } from "../../components/console-parts.tsx";
import { adminCouponPath, PATH } from "../../lib/paths.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import own from "./money.module.css";
import { MoneyHead } from "./parts.tsx";

const discount = (c: AdminCoupon) =>
  M.discountText(c.discountType, c.discountValue, c.maxDiscountPrice === null ? null : formatWon(c.maxDiscountPrice));

const period = (c: AdminCoupon) => `${when(c.startDate)} ~ ${when(c.endDate)}`;
const issued = (c: AdminCoupon) => M.issuedText(c.issuedCount, c.totalQuantity, c.usedCount);
const codes = (c: AdminCoupon) => M.codesText(c.sharedCode, c.codes.total, c.codes.redeemed);
const name = (c: AdminCoupon) => (
  <Link to={adminCouponPath(c.id)} className={page.link}>
    {c.name}
  </Link>
);

function State({ coupon }: { coupon: AdminCoupon }) {
  return (
    <StateLabel
      text={M.couponState[coupon.state] ?? coupon.state}
      tone={coupon.state === "NORMAL" ? "good" : "muted"}
    />
  );
}

export function CouponsView({ coupons, offset }: { coupons: ListPage<AdminCoupon>; offset: number }) {
  return (
    <>
      <MoneyHead tab="coupon" />
      <div className={`${page.buttons} ${page.pageHead}`}>
        <Link to={adminCouponPath("new")} className={own.primaryLink}>
          {M.newCoupon}
        </Link>
      </div>
      <DataTable
        caption={M.tabs.coupon ?? ""}
        items={coupons.items}
        rowKey={(coupon) => coupon.id}
        rowData="coupon"
        empty={M.empty}
        columns={[
          { head: M.couponName, cell: name },
          { head: M.discount, cell: discount, nowrap: true },
          { head: M.minOrder, cell: (coupon) => formatWon(coupon.minOrderPrice), nowrap: true },
          { head: M.period, cell: period },
          { head: M.issued, cell: issued },
          { head: M.codes, cell: codes },
          { head: M.couponStateLabel, cell: (coupon) => <State coupon={coupon} /> },
        ]}
        card={(coupon) => (
          <>
            <p className={page.meta}>
              <State coupon={coupon} />
              <span>{period(coupon)}</span>
            </p>
            <h2 className={page.cardTitle}>{name(coupon)}</h2>
            <p className={page.meta}>
              <span>{discount(coupon)}</span>
              <span>
                {M.minOrder} {formatWon(coupon.minOrderPrice)}
              </span>
              <span>{issued(coupon)}</span>
              <span>{codes(coupon)}</span>
            </p>
          </>
        )}
      />
      <Pager path={PATH.adminMoney} query={{ tab: "coupon" }} offset={offset} nextOffset={coupons.nextOffset} />
    </>
  );
}

/** /admin/money?tab=coupon (issue 27): the company coupon campaigns, newest first; a row opens its form and codes. */
import type { AdminCoupon } from "@mulmung/contract/admin-coupons";
import type { ListPage } from "@mulmung/contract/common";
import { formatWon } from "@mulmung/domain/display";
import { Link } from "react-router";
import page from "../../components/console-page.module.css";
import { Pager, StateLabel, when } from "../../components/console-parts.tsx";
import { adminCouponPath, PATH } from "../../lib/paths.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import own from "./money.module.css";
import { MoneyHead } from "./parts.tsx";

const discount = (c: AdminCoupon) =>
  M.discountText(c.discountType, c.discountValue, c.maxDiscountPrice === null ? null : formatWon(c.maxDiscountPrice));

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
      {coupons.items.length === 0 ? (
        <p className={page.empty}>{M.empty}</p>
      ) : (
        <>
          <table className={page.table}>
            <caption className="visually-hidden">{M.tabs.coupon}</caption>
            <thead>
              <tr>
                <th scope="col">{M.couponName}</th>
                <th scope="col">{M.discount}</th>
                <th scope="col">{M.minOrder}</th>
                <th scope="col">{M.period}</th>
                <th scope="col">{M.issued}</th>
                <th scope="col">{M.codes}</th>
                <th scope="col">{M.couponStateLabel}</th>
              </tr>
            </thead>
            <tbody>
              {coupons.items.map((coupon) => (
                <tr key={coupon.id} data-coupon={coupon.name}>
                  <td>
                    <Link to={adminCouponPath(coupon.id)} className={page.link}>
                      {coupon.name}
                    </Link>
                  </td>
                  <td className={page.nowrap}>{discount(coupon)}</td>
                  <td className={page.nowrap}>{formatWon(coupon.minOrderPrice)}</td>
                  <td>
                    {when(coupon.startDate)} ~ {when(coupon.endDate)}
                  </td>
                  <td>{M.issuedText(coupon.issuedCount, coupon.totalQuantity, coupon.usedCount)}</td>
                  <td>{M.codesText(coupon.sharedCode, coupon.codes.total, coupon.codes.redeemed)}</td>
                  <td>
                    <State coupon={coupon} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <ul className={`${page.cards} ${page.responsive}`}>
            {coupons.items.map((coupon) => (
              <li key={coupon.id} className={page.card} data-coupon={coupon.name}>
                <p className={page.meta}>
                  <State coupon={coupon} />
                  <span>
                    {when(coupon.startDate)} ~ {when(coupon.endDate)}
                  </span>
                </p>
                <h2 className={page.cardTitle}>
                  <Link to={adminCouponPath(coupon.id)} className={page.link}>
                    {coupon.name}
                  </Link>
                </h2>
                <p className={page.meta}>
                  <span>{discount(coupon)}</span>
                  <span>
                    {M.minOrder} {formatWon(coupon.minOrderPrice)}
                  </span>
                  <span>{M.issuedText(coupon.issuedCount, coupon.totalQuantity, coupon.usedCount)}</span>
                  <span>{M.codesText(coupon.sharedCode, coupon.codes.total, coupon.codes.redeemed)}</span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pager path={PATH.adminMoney} query={{ tab: "coupon" }} offset={offset} nextOffset={coupons.nextOffset} />
    </>
  );
}

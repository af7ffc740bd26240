/** /admin/money?tab=coupon (issue 27): the company coupon campaigns, newest first; a row opens its form and codes. */
import type { AdminCoupon } from "@mulmung/contract/admin-coupons";
import type { ListPage } from "@mulmung/contract/common";
import { formatWon } from "@mulmung/domain/display";
import { Link } from "react-router";
import { adminCouponPath, PATH } from "../../lib/paths.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import styles from "./money.module.css";
import { MoneyHead, Pager, StateLabel, when } from "./parts.tsx";

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
      <div className={`${styles.buttons} ${styles.pageHead}`}>
        <Link to={adminCouponPath("new")} className={styles.primaryLink}>
          {M.newCoupon}
        </Link>
      </div>
      {coupons.items.length === 0 ? (
        <p className={styles.empty}>{M.empty}</p>
      ) : (
        <>
          <table className={styles.table}>
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
                    <Link to={adminCouponPath(coupon.id)} className={styles.link}>
                      {coupon.name}
                    </Link>
                  </td>
                  <td className={styles.nowrap}>{discount(coupon)}</td>
                  <td className={styles.nowrap}>{formatWon(coupon.minOrderPrice)}</td>
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
          <ul className={`${styles.cards} ${styles.responsive}`}>
            {coupons.items.map((coupon) => (
              <li key={coupon.id} className={styles.card} data-coupon={coupon.name}>
                <p className={styles.meta}>
                  <State coupon={coupon} />
                  <span>
                    {when(coupon.startDate)} ~ {when(coupon.endDate)}
                  </span>
                </p>
                <h2 className={styles.cardTitle}>
                  <Link to={adminCouponPath(coupon.id)} className={styles.link}>
                    {coupon.name}
                  </Link>
                </h2>
                <p className={styles.meta}>
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

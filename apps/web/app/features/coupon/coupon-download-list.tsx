/**
 * The store's coupons with 쿠폰 받기 (store page, product page): 받음 once the member holds one, 소진 when none
 * are left. Downloading asks the server, which issues at most as many copies as are left.
 */
import type { Coupon } from "@mulmung/contract/catalog";
import type { PublishedCoupon } from "@mulmung/contract/coupon";
import { ErrorCode } from "@mulmung/domain/errors";
import { useState } from "react";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useIsClient } from "../../lib/session.ts";
import styles from "./coupon.module.css";
import { couponConditions, couponHeadline } from "./coupon-terms.ts";
import { COUPON_MESSAGE } from "./messages.ts";

export function CouponDownloadList({ initial }: { initial: Coupon[] }) {
  const [coupons, setCoupons] = useState(initial);
  const [pending, setPending] = useState<number | null>(null);
  const toast = useToast();
  const isClient = useIsClient();

  async function download(coupon: Coupon) {
    setPending(coupon.id);
    const res = await apiRequest<PublishedCoupon>(`/api/v1/coupon/${coupon.id}/download`, { method: "POST" });
    setPending(null);
    const update = (patch: Partial<Coupon>) =>
      setCoupons((list) => list.map((c) => (c.id === coupon.id ? { ...c, ...patch } : c)));
    if (res.ok) {
      update({
        isDownloaded: true,
        remainingQuantity: coupon.remainingQuantity === null ? null : Math.max(0, coupon.remainingQuantity - 1),
      });
      return toast.bottom(COUPON_MESSAGE.downloadedToast);
    }
    if (res.code === ErrorCode.COUPON_ALREADY_DOWNLOADED) update({ isDownloaded: true });
    if (res.code === ErrorCode.COUPON_SOLD_OUT) update({ isSoldOut: true, remainingQuantity: 0 });
    toast.bottom(res.message);
  }

  if (coupons.length === 0) return <p className={styles.muted}>{COUPON_MESSAGE.none}</p>;
  return (
    <ul className={lists.stack}>
      {coupons.map((coupon) => (
        <li key={coupon.id} className={styles.coupon} data-coupon-id={coupon.id}>
          <div className={styles.body}>
            <span className={styles.headline}>{couponHeadline(coupon)}</span>
            <span className={styles.name}>{coupon.name}</span>
            <span className={styles.terms}>
              {couponConditions(coupon)}
              {coupon.remainingQuantity !== null && !coupon.isSoldOut
                ? ` · ${COUPON_MESSAGE.left(coupon.remainingQuantity)}`
                : null}
            </span>
          </div>
          {coupon.isDownloaded ? (
            <button type="button" className={styles.action} disabled>
              {COUPON_MESSAGE.downloaded}
            </button>
          ) : coupon.isSoldOut ? (
            <button type="button" className={styles.action} disabled>
              {COUPON_MESSAGE.soldOut}
            </button>
          ) : (
            <button
              type="button"
              className={styles.action}
              aria-label={COUPON_MESSAGE.downloadLabel(coupon.name)}
              disabled={!isClient || pending === coupon.id}
              onClick={() => download(coupon)}
            >
              {COUPON_MESSAGE.download}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

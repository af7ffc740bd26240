/**
 * /store-console/coupon: the store's own coupons (issue 26): each with its discount ("2,000원 할인", "10% (최대
 * 5,000원)"), minimum order, period, 발급/사용 counts and state; 쿠폰 만들기, 수정, 중지 (asked first) and 재개.
 */
import type { PartnerStore } from "@mulmung/contract/partner";
import type { PartnerCoupon } from "@mulmung/contract/partner-store";
import { formatNumber } from "@mulmung/domain/display";
import { formatSeoulDate } from "@mulmung/domain/time";
import { useState } from "react";
import { useRevalidator } from "react-router";
import badge from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import styles from "./console.module.css";
import { CouponFormDialog } from "./coupon-form.tsx";
import own from "./manage.module.css";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import { ItemCard } from "./manage-page.tsx";

export function couponDiscountText(coupon: Pick<PartnerCoupon, "discountType" | "discountValue" | "maxDiscountPrice">) {
  return coupon.discountType === "AMOUNT"
    ? M.couponAmount(coupon.discountValue)
    : M.couponRate(coupon.discountValue, coupon.maxDiscountPrice);
}

export function CouponList({ store, coupons }: { store: PartnerStore; coupons: readonly PartnerCoupon[] }) {
  // The dialog: which coupon (null: a new one), whether it is open, and a fresh form each time it opens (kept
  // mounted while closed, so the browser returns focus to the button that opened it).
  const [dialog, setDialog] = useState<{ coupon: PartnerCoupon | null; open: boolean; key: number }>({
    coupon: null,
    open: false,
    key: 0,
  });
  const edit = (coupon: PartnerCoupon | null) => setDialog((d) => ({ coupon, open: true, key: d.key + 1 }));
  const close = () => setDialog((d) => ({ ...d, open: false }));
  const [pending, setPending] = useState<number | null>(null);
  const revalidator = useRevalidator();
  const confirm = useConfirm();
  const toast = useToast();

  async function setState(coupon: PartnerCoupon, state: PartnerCoupon["state"]) {
    if (state === "DEACTIVATE" && !(await confirm({ message: M.couponStopConfirm(coupon.name) }))) return;
    setPending(coupon.id);
    const res = await apiRequest<PartnerCoupon>(`/api/v1/partner/coupon/${coupon.id}/state`, {
      method: "PATCH",
      body: { state },
    });
    setPending(null);
    if (!res.ok) return toast.bottom(res.message);
    toast.bottom(state === "DEACTIVATE" ? M.couponStopped : M.couponResumed);
    await revalidator.revalidate();
  }

  return (
    <div className={own.page}>
      <div className={own.intro}>
        <p className={styles.hint}>{M.couponOnePerMember}</p>
        <button type="button" className={buttons.primary} onClick={() => edit(null)}>
          {M.couponCreate}
        </button>
      </div>
      {coupons.length === 0 ? (
        <EmptyState title={M.couponNone}>
          <p>{M.couponNoneDetail}</p>
        </EmptyState>
      ) : (
        <ul className={`${lists.stack} ${own.cards}`}>
          {coupons.map((coupon) => (
            <ItemCard
              key={coupon.id}
              title={coupon.name}
              label={
                <span className={`${badge.pill} ${coupon.state === "NORMAL" ? badge.info : badge.muted}`}>
                  {M.couponState[coupon.state]}
                </span>
              }
              actions={[
                { text: M.edit, onClick: () => edit(coupon) },
                {
                  text: coupon.state === "NORMAL" ? M.couponStop : M.couponResume,
                  onClick: () => setState(coupon, coupon.state === "NORMAL" ? "DEACTIVATE" : "NORMAL"),
                  disabled: pending === coupon.id,
                },
              ]}
            >
              <p className={own.amount}>{couponDiscountText(coupon)}</p>
              <p className={own.meta}>
                {M.couponMin(coupon.minOrderPrice)}
                <br />
                {M.couponPeriod(formatSeoulDate(coupon.startDate), formatSeoulDate(coupon.endDate))}
                <br />
                {M.couponCounts(
                  formatNumber(coupon.issuedCount),
                  formatNumber(coupon.usedCount),
                  coupon.totalQuantity === null ? null : formatNumber(coupon.totalQuantity),
                )}
              </p>
            </ItemCard>
          ))}
        </ul>
      )}
      <CouponFormDialog
        key={dialog.key}
        store={store}
        coupon={dialog.coupon}
        dialog={{ open: dialog.open, onClose: close }}
        onSaved={async (created) => {
          close();
          toast.bottom(created ? M.couponCreated : M.couponSaved);
          await revalidator.revalidate();
        }}
      />
    </div>
  );
}

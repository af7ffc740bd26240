/**
 * 쿠폰 만들기 / 쿠폰 수정 (issue 26): a dialog over the coupon list. An amount, or a rate with its cap; a minimum
 * order; the period as Seoul calendar days (from 00:00 to 23:59:59); how many copies (empty: no limit). The API's
 * Korean message (a rate above 90%, a discount changed after copies went out, …) shows in the dialog.
 */
import type { PartnerStore } from "@mulmung/contract/partner";
import type { PartnerCoupon, PartnerCouponInput } from "@mulmung/contract/partner-store";
import { formatNumber } from "@mulmung/domain/display";
import { seoulDateKey } from "@mulmung/domain/time";
import { useState } from "react";
import styles from "./console.module.css";
import own from "./manage.module.css";
import { MANAGE_MESSAGE as M } from "./manage-messages.ts";
import { amountField, type DialogControl, FormDialog, type Problem, textField, useFormCall } from "./manage-page.tsx";
import { parseWhole } from "./product-draft.ts";
import { InputField } from "./product-fields.tsx";

interface CouponDraft {
  name: string;
  discountType: PartnerCoupon["discountType"];
  discountValue: string;
  maxDiscountPrice: string;
  minOrderPrice: string;
  startDate: string;
  endDate: string;
  totalQuantity: string;
}

const amountText = (won: number | null) => (won === null ? "" : formatNumber(won));

function draftOf(coupon: PartnerCoupon | null, today: string): CouponDraft {
  if (!coupon) {
    return {
      name: "",
      discountType: "AMOUNT",
      discountValue: "",
      maxDiscountPrice: "",
      minOrderPrice: "0",
      startDate: today,
      endDate: "",
      totalQuantity: "",
    };
  }
  return {
    name: coupon.name,
    discountType: coupon.discountType,
    discountValue: amountText(coupon.discountValue),
    maxDiscountPrice: amountText(coupon.maxDiscountPrice),
    minOrderPrice: amountText(coupon.minOrderPrice),
    startDate: seoulDateKey(coupon.startDate),
    endDate: seoulDateKey(coupon.endDate),
    totalQuantity: amountText(coupon.totalQuantity),
  };
}

/** The body, and the boxes that do not read (the server checks the rules and answers in Korean). */
export function couponBody(draft: CouponDraft): { problems: Problem[]; body: PartnerCouponInput } {
  const rate = draft.discountType === "RATE";
  const value = parseWhole(draft.discountValue);
  const max = rate ? parseWhole(draft.maxDiscountPrice) : null;
  const optional = (text: string, empty: number | null) => (text.trim() === "" ? empty : parseWhole(text));
  const min = optional(draft.minOrderPrice, 0);
  const total = optional(draft.totalQuantity, null);
  return {
    problems: [
      [value === null, M.amountRequired(rate ? M.discountValueRate : M.discountValueAmount)],
      [rate && max === null, M.amountRequired(M.maxDiscountPrice)],
      [min === null, M.numberInvalid(M.minOrderPrice)],
      [draft.totalQuantity.trim() !== "" && total === null, M.numberInvalid(M.totalQuantity)],
      [!draft.startDate, M.amountRequired(M.startDate)],
      [!draft.endDate, M.amountRequired(M.endDate)],
    ],
    body: {
      name: draft.name,
      discountType: draft.discountType,
      discountValue: value ?? 0,
      maxDiscountPrice: max,
      minOrderPrice: min ?? 0,
      startDate: `${draft.startDate}T00:00:00+09:00`,
      endDate: `${draft.endDate}T23:59:59+09:00`,
      totalQuantity: total,
    },
  };
}

export function CouponFormDialog({
  store,
  coupon,
  dialog,
  onSaved,
}: {
  store: PartnerStore;
  /** The coupon to edit; null for a new one. */
  coupon: PartnerCoupon | null;
  dialog: DialogControl;
  onSaved: (created: boolean) => void;
}) {
  const [draft, setDraft] = useState<CouponDraft>(() => draftOf(coupon, seoulDateKey(Date.now())));
  const call = useFormCall();
  const field = (key: keyof CouponDraft) => ({
    value: draft[key],
    onValue: (value: string) => setDraft((current) => ({ ...current, [key]: value })),
  });
  const rate = draft.discountType === "RATE";
  const issued = (coupon?.issuedCount ?? 0) > 0;

  async function save() {
    const { problems, body } = couponBody(draft);
    const sent = coupon
      ? await call.send(problems, "PUT", `/api/v1/partner/coupon/${coupon.id}`, body)
      : await call.send(problems, "POST", "/api/v1/partner/coupon", { affiliateId: store.id, ...body });
    if (sent) onSaved(coupon === null);
  }

  const amount = (key: keyof CouponDraft, label: string, unit?: string) => {
    const { value, onValue } = field(key);
    return amountField(`coupon-${key}`, label, value, onValue, unit);
  };
  const date = (key: "startDate" | "endDate") => (
    <InputField id={`coupon-${key}`} type="date" label={M[key]} value={draft[key]} onValue={field(key).onValue} />
  );

  return (
    <FormDialog dialog={dialog} texts={[coupon ? M.couponEdit : M.couponCreate, M.save]} call={call} onSubmit={save}>
      <p className={styles.hint}>{M.couponOnePerMember}</p>
      {textField("coupon-name", M.couponName, draft.name, field("name").onValue, 50, M.couponNamePlaceholder)}
      <fieldset className={`${styles.field} ${styles.bare}`}>
        <legend className={styles.label}>{M.discountType}</legend>
        <div className={own.choices}>
          {(["AMOUNT", "RATE"] as const).map((type) => (
            <label key={type} className={own.choice}>
              <input
                type="radio"
                name="coupon-discount-type"
                checked={draft.discountType === type}
                disabled={issued}
                onChange={() => setDraft((current) => ({ ...current, discountType: type }))}
              />
              {type === "AMOUNT" ? M.discountAmount : M.discountRate}
            </label>
          ))}
        </div>
        {issued ? <p className={styles.hint}>{M.couponDiscountLocked}</p> : null}
      </fieldset>
      <div className={styles.twoColumns}>
        {amount("discountValue", rate ? M.discountValueRate : M.discountValueAmount, rate ? M.percent : M.won)}
        {rate ? amount("maxDiscountPrice", M.maxDiscountPrice) : null}
      </div>
      {amount("minOrderPrice", M.minOrderPrice)}
      <p className={styles.hint}>{M.minOrderHint}</p>
      {date("startDate")}
      {date("endDate")}
      {amount("totalQuantity", M.totalQuantity, M.count)}
      <p className={styles.hint}>{M.totalQuantityHint}</p>
    </FormDialog>
  );
}

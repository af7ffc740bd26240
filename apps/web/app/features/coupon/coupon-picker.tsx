/**
 * The order form's coupon choice: per store part one of its coupons, and one company coupon, best first (the
 * server's order). Each change asks the server what the choice takes off and hands it to the form, which shows
 * the new total and sends the chosen ids with the confirmation.
 */
import type { CouponDiscount, OrderCouponChoices } from "@mulmung/contract/coupon";
import type { OrderForm } from "@mulmung/contract/order";
import { formatWon } from "@mulmung/domain/display";
import { useId, useState } from "react";
import { Options } from "../../components/form-field.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useIsClient } from "../../lib/session.ts";
import styles from "./coupon.module.css";
import { COUPON_MESSAGE } from "./messages.ts";

export interface CouponChoice {
  publishedCouponIds: number[];
  discount: CouponDiscount | null;
}

/** The key of the company choice beside the part ids. */
const COMPANY = "company";

function initialSelection(choices: OrderCouponChoices): Record<string, number | null> {
  const applied = new Set(choices.appliedIds);
  const selection: Record<string, number | null> = {};
  for (const part of choices.parts) {
    selection[part.orderPartId] = part.coupons.find((c) => applied.has(c.id))?.id ?? null;
  }
  selection[COMPANY] = choices.company.find((c) => applied.has(c.id))?.id ?? null;
  return selection;
}

/** One choice of coupon: 선택 안 함, or one of `coupons` with what it takes off. */
function CouponSelect({
  label,
  coupons,
  value,
  disabled,
  onChoose,
}: {
  label: string;
  coupons: OrderCouponChoices["company"];
  value: number | string;
  disabled: boolean;
  onChoose: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <select value={value} disabled={disabled} onChange={(event) => onChoose(event.target.value)}>
        <Options
          first={COUPON_MESSAGE.pickerSkip}
          items={coupons}
          value={(c) => c.id}
          text={(c) => COUPON_MESSAGE.pickerOption(c.name, formatWon(c.discountPrice))}
        />
      </select>
    </label>
  );
}

export function CouponPicker({ form, onChange }: { form: OrderForm; onChange: (choice: CouponChoice) => void }) {
  const id = useId();
  const toast = useToast();
  const isClient = useIsClient();
  const choices = form.couponChoices;
  const [selection, setSelection] = useState(() => (choices ? initialSelection(choices) : {}));
  const [discount, setDiscount] = useState<number>(form.couponDiscountPrice);
  if (!choices) return null;
  const nothing = choices.company.length === 0 && choices.parts.every((p) => p.coupons.length === 0);

  async function choose(key: string, value: string) {
    const next = { ...selection, [key]: value ? Number(value) : null };
    const ids = Object.values(next).filter((v): v is number => v !== null);
    const res = await apiRequest<CouponDiscount>(
      `/api/v1/order/form/${form.id}/coupon-discount?publishedCouponIds=${ids.join(",")}`,
    );
    if (!res.ok) return toast.bottom(res.message);
    setSelection(next);
    setDiscount(res.body.couponDiscountPrice);
    onChange({ publishedCouponIds: ids, discount: res.body });
  }

  /** One select's chosen coupon, off until the page runs in the browser, and what choosing does. */
  const selectProps = (key: string) => ({
    value: selection[key] ?? "",
    disabled: !isClient,
    onChoose: (value: string) => choose(key, value),
  });

  return (
    <section className={styles.picker} aria-labelledby={`${id}-title`} data-coupon-picker>
      <h2 id={`${id}-title`}>{COUPON_MESSAGE.pickerTitle}</h2>
      {nothing ? <p className={styles.muted}>{COUPON_MESSAGE.pickerNone}</p> : null}
      {choices.parts.map((choice) => {
        const part = form.parts.find((p) => p.id === choice.orderPartId);
        if (!part || choice.coupons.length === 0) return null;
        const key = String(choice.orderPartId);
        const label = COUPON_MESSAGE.pickerStore(part.affiliate.name);
        return <CouponSelect key={key} label={label} coupons={choice.coupons} {...selectProps(key)} />;
      })}
      {choices.company.length > 0 ? (
        <CouponSelect label={COUPON_MESSAGE.pickerCompany} coupons={choices.company} {...selectProps(COMPANY)} />
      ) : null}
      {discount > 0 ? (
        <p className={styles.discount} aria-live="polite">
          {COUPON_MESSAGE.discountTotal(formatWon(discount))}
        </p>
      ) : null}
    </section>
  );
}

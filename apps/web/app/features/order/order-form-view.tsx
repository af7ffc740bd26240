/**
 * /ecommerce/order/{id}: the order form. Each store's products with options and the prices the server computed,
 * the shipping destination (the route passes in the chooser, which adds and edits too; the Jeju / island
 * surcharge shows once the server recomputes), the delivery memo (presets or own words), the payment method (all
 * ten of SPEC §3), agreement, totals and 결제하기: confirmation → the payment window → completion.
 */

import type { OrderForm, PaymentMethod } from "@mulmung/contract/order";
import { DELIVERY_MEMO_MAX_LENGTH } from "@mulmung/contract/order";
import { formatWon } from "@mulmung/domain/display";
import { PAYMENT_METHOD_LABEL, PAYMENT_METHODS } from "@mulmung/domain/enums";
import { type ReactNode, useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import { FixedFooter } from "../../components/fixed-footer.tsx";
import { PageSection } from "../../components/page-section.tsx";
import section from "../../components/section.module.css";
import stack from "../../components/stack.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, termsPath, withQuery } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import { ChoiceOrTyped, useChoiceOrTyped } from "./choice-or-typed.tsx";
import { ORDER_MESSAGE } from "./messages.ts";
import styles from "./order.module.css";
import { ShippingFacts } from "./order-detail-view.tsx";
import { AmountFacts, OrderPartCard } from "./order-parts.tsx";
import { payOrder } from "./payment.ts";

export interface DestinationChooserProps {
  selectedId: number | null;
  onChoose: (destination: { id: number }) => void;
}

/** What the coupon picker (features/coupon, composed by the route) reports: the chosen copies and the server's sums. */
export interface OrderCouponChoice {
  publishedCouponIds: number[];
  discount: { couponDiscountPrice: number; totalPrice: number } | null;
}

export interface CouponPickerProps {
  form: OrderForm;
  onChange: (choice: OrderCouponChoice) => void;
}

/** What the points field (the point feature's, composed by the route) is given. */
export interface PointFieldProps {
  /** What is left to pay before points. */
  payable: number;
  value: number;
  onChange: (value: number) => void;
  disabled: boolean;
}

export function OrderFormView({
  initial,
  destinationChooser,
  couponPicker,
  pointField,
  initialError,
}: {
  initial: OrderForm;
  /** The coupon choice (from the coupon feature), composed by the route. */
  couponPicker?: (props: CouponPickerProps) => ReactNode;
  /** The shipping-destination chooser (from My info's feature), composed by the route. */
  destinationChooser: (props: DestinationChooserProps) => ReactNode;
  /** The points field (from the point feature), composed by the route; none: no points step. */
  pointField?: (props: PointFieldProps) => ReactNode;
  /** A failure brought back from the payment window's redirect. */
  initialError?: string | null;
}) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const isClient = useIsClient();
  const [form, setForm] = useState(initial);
  // The service's own suggestion (SPEC §3 order_delivery_memo) first, then the usual ones.
  const presets: readonly string[] = [...new Set([...form.deliveryMemoPresets, ...ORDER_MESSAGE.memoPresets])];
  const memo = useChoiceOrTyped(presets, form.deliveryMemo ?? "");
  const [payMethod, setPayMethod] = useState<PaymentMethod | null>(form.payMethod);
  // Back from a failed payment, everything chosen stays chosen: the agreement too (the confirmation required it).
  const [agreed, setAgreed] = useState(Boolean(initialError));
  const [errors, setErrors] = useState<{ destination?: string; payMethod?: string; agreement?: string }>({});
  const [failure, setFailure] = useState<string | null>(initialError ?? null);
  const [pending, setPending] = useState(false);
  const [usePoint, setUsePoint] = useState(form.usePoint);
  const [changingDestination, setChangingDestination] = useState(form.shipping === null);
  // Back from a failed payment: the page where the buyer left it, not at the top.
  useEffect(() => {
    if (initialError) restoreScroll(initial.id);
  }, [initialError, initial.id]);
  const [coupon, setCoupon] = useState<OrderCouponChoice>({
    publishedCouponIds: form.couponChoices?.appliedIds ?? [],
    discount: null,
  });
  const couponDiscount = coupon.discount?.couponDiscountPrice ?? form.couponDiscountPrice;
  const totalPrice = coupon.discount?.totalPrice ?? form.totalPrice;
  // Points pay part of what is left after the coupons; the gateway still takes at least 1원.
  const appliedPoint = Math.min(usePoint, Math.max(0, totalPrice - 1));
  const payAmount = totalPrice - appliedPoint;

  async function chooseDestination(destination: { id: number }) {
    const res = await apiRequest<OrderForm>(`/api/v1/order/form/${form.id}/shipping-destination`, {
      method: "PATCH",
      body: { shippingDestinationId: destination.id },
    });
    if (!res.ok) return toast.bottom(res.message);
    setForm(res.body);
    // The surcharge changed the sums: the coupon choice starts again from the new form.
    setCoupon({ publishedCouponIds: res.body.couponChoices?.appliedIds ?? [], discount: null });
    setErrors((e) => ({ ...e, destination: undefined }));
    setChangingDestination(false);
    toast.bottom(ORDER_MESSAGE.destinationChanged);
  }

  async function pay() {
    const found: typeof errors = {};
    if (!form.shipping) found.destination = ORDER_MESSAGE.destinationRequired;
    if (!payMethod) found.payMethod = ORDER_MESSAGE.paymentRequired;
    if (!agreed) found.agreement = ORDER_MESSAGE.agreementRequired;
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !payMethod) {
      const first = found.destination ? "destination" : found.payMethod ? "payment" : "agreement";
      document.getElementById(`${id}-${first}`)?.scrollIntoView({ block: "center" });
      return;
    }
    setPending(true);
    // On a phone the payment window leaves the page; a failure brings the buyer back to where they were.
    rememberScroll(form.id);
    const outcome = await payOrder(form.id, {
      payMethod,
      agreement: true,
      deliveryMemo: memo.value || undefined,
      publishedCouponIds: coupon.publishedCouponIds,
      usePoint: appliedPoint,
    });
    setPending(false);
    if (outcome.kind === "done") {
      navigate(withQuery(PATH.orderComplete, { orderId: form.id }), { replace: true });
      return;
    }
    if (outcome.kind === "redirecting") return;
    setFailure(outcome.message);
  }

  return (
    <div className={section.page}>
      <PageSection id={`${id}-products-title`} title={ORDER_MESSAGE.products}>
        {form.parts.map((part) => (
          <OrderPartCard key={part.id} part={part} showStatus={false} />
        ))}
      </PageSection>

      {couponPicker && form.couponChoices ? (
        <div className={section.section}>{couponPicker({ form, onChange: setCoupon })}</div>
      ) : null}

      <section id={`${id}-destination`} className={section.section} aria-labelledby={`${id}-destination-title`}>
        <div className={`${stack.spread} ${styles.partHeader}`}>
          <h2 id={`${id}-destination-title`} className={section.sectionTitle}>
            {ORDER_MESSAGE.destination}
          </h2>
          {/* Once payment has started the server keeps the destination (and its surcharge) as confirmed. */}
          {form.shipping &&
          !changingDestination &&
          form.orderState === "ORDER_FORM_NUMBER_CODE_GENERATION_COMPLETED" ? (
            <button
              type="button"
              className={buttons.secondary}
              disabled={!isClient}
              onClick={() => setChangingDestination(true)}
            >
              배송지 변경
            </button>
          ) : null}
        </div>
        {form.shipping ? (
          <>
            <p className={styles.cardTitle}>{form.shipping.name}</p>
            <ShippingFacts shipping={form.shipping} memo={null} />
            {form.shipping.extraDeliveryArea ? (
              <p className={section.hint} role="status">
                {form.shipping.extraDeliveryArea === "JEJU" ? "제주" : "도서산간"} 지역이라 추가 배송비{" "}
                {formatWon(form.extraDeliveryPrice)}이 붙습니다.
              </p>
            ) : null}
          </>
        ) : null}
        {changingDestination ? (
          <div style={{ marginTop: 12 }}>
            {destinationChooser({
              selectedId: form.shipping?.shippingDestinationId ?? null,
              onChoose: chooseDestination,
            })}
          </div>
        ) : null}
        <AlertText message={errors.destination} className={section.error} />
      </section>

      <PageSection id={`${id}-memo-title`} title={ORDER_MESSAGE.memo}>
        <div className={styles.stack}>
          <ChoiceOrTyped
            id={`${id}-memo`}
            state={memo}
            choices={presets}
            texts={{
              label: ORDER_MESSAGE.memoSelect,
              none: "선택 안 함",
              other: ORDER_MESSAGE.memoCustom,
              typedLabel: ORDER_MESSAGE.memoCustomLabel,
            }}
            maxLength={DELIVERY_MEMO_MAX_LENGTH}
          />
        </div>
      </PageSection>

      <section id={`${id}-payment`} className={section.section}>
        <fieldset className={styles.methods} aria-describedby={errors.payMethod ? `${id}-pay-error` : undefined}>
          <legend className={section.sectionTitle}>{ORDER_MESSAGE.payment}</legend>
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className={styles.method}>
              <input
                type="radio"
                name="payMethod"
                value={method}
                checked={payMethod === method}
                onChange={() => {
                  setPayMethod(method);
                  setErrors((e) => ({ ...e, payMethod: undefined }));
                }}
              />
              {PAYMENT_METHOD_LABEL[method]}
            </label>
          ))}
        </fieldset>
        {payMethod === "VBANK" ? (
          <p className={section.hint}>결제 후 발급되는 가상계좌로 기한 안에 입금해주세요.</p>
        ) : null}
        {payMethod === "OURPLATFORM_ACCOUNT" ? (
          <p className={section.hint}>주문 후 안내되는 물멍 계좌로 입금하면 확인 후 주문이 접수됩니다.</p>
        ) : null}
        {errors.payMethod ? (
          <p id={`${id}-pay-error`} className={section.error} role="alert">
            {errors.payMethod}
          </p>
        ) : null}
      </section>

      {pointField ? (
        <PageSection id={`${id}-point-title`} title={ORDER_MESSAGE.points}>
          {pointField({ payable: totalPrice, value: appliedPoint, onChange: setUsePoint, disabled: pending })}
        </PageSection>
      ) : null}

      <PageSection id={`${id}-summary-title`} title={ORDER_MESSAGE.summary}>
        <dl className={styles.facts}>
          <AmountFacts amounts={{ ...form, couponDiscountPrice: couponDiscount, usePoint: appliedPoint }} couponMark />
        </dl>
        <p className={styles.total}>
          <span>{ORDER_MESSAGE.totalPayment}</span>
          <strong data-order-total data-testid="order-pay-amount">
            {formatWon(payAmount)}
          </strong>
        </p>
      </PageSection>

      <section id={`${id}-agreement`} className={section.section}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={agreed}
            aria-describedby={errors.agreement ? `${id}-agreement-error` : undefined}
            onChange={(event) => {
              setAgreed(event.target.checked);
              setErrors((e) => ({ ...e, agreement: undefined }));
            }}
          />
          <span>{ORDER_MESSAGE.agreement}</span>
        </label>
        <p className={section.hint}>
          <Link to={termsPath("service")}>{ORDER_MESSAGE.terms}</Link> ·{" "}
          <Link to={termsPath("privacy")}>{ORDER_MESSAGE.privacy}</Link>
        </p>
        {errors.agreement ? (
          <p id={`${id}-agreement-error`} className={section.error} role="alert">
            {errors.agreement}
          </p>
        ) : null}
      </section>

      <FixedFooter label={ORDER_MESSAGE.summary}>
        {/* Beside 결제하기, in view wherever the page is scrolled, read out as it appears. */}
        <AlertText message={failure} className={styles.payFailure} />
        <button
          type="button"
          className={`${buttons.primary} ${styles.footerButton}`}
          disabled={!isClient || pending}
          onClick={pay}
        >
          {pending ? ORDER_MESSAGE.paying : ORDER_MESSAGE.pay(formatWon(payAmount))}
        </button>
      </FixedFooter>
    </div>
  );
}

const scrollKey = (formId: number) => `mulmung.orderFormScroll.${formId}`;

function rememberScroll(formId: number) {
  try {
    window.sessionStorage.setItem(scrollKey(formId), String(Math.round(window.scrollY)));
  } catch {
    // Storage can be unavailable (private mode); the page then opens at the top.
  }
}

function restoreScroll(formId: number) {
  try {
    const y = Number(window.sessionStorage.getItem(scrollKey(formId)));
    window.sessionStorage.removeItem(scrollKey(formId));
    if (y > 0) window.scrollTo(0, y);
  } catch {
    // As above.
  }
}

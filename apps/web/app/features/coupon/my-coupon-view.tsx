/** /my-info/coupon: 보유 쿠폰 (사용 가능 / 사용 완료 / 기간 만료) with what each applies to, and a code register field. */
import type { ListPage } from "@mulmung/contract/common";
import type { PublishedCoupon } from "@mulmung/contract/coupon";
import { formatSeoulDate } from "@mulmung/domain/time";
import { type FormEvent, useId, useState } from "react";
import { Link, useRevalidator } from "react-router";
import buttons from "../../components/button.module.css";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import styles from "./coupon.module.css";
import { couponConditions, couponHeadline } from "./coupon-terms.ts";
import { COUPON_MESSAGE } from "./messages.ts";

export type CouponTab = PublishedCoupon["state"];
const TABS: CouponTab[] = ["AVAILABLE", "USED", "EXPIRED"];

export function MyCouponView({
  page,
  tab,
  basePath,
}: {
  page: ListPage<PublishedCoupon>;
  tab: CouponTab;
  basePath: string;
}) {
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const action = useApiAction();
  const [code, setCode] = useState("");

  async function register(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return action.setError(COUPON_MESSAGE.codeRequired);
    const res = await action.run(() =>
      apiRequest<PublishedCoupon>("/api/v1/published-coupon/register", {
        method: "PATCH",
        body: { code },
      }),
    );
    if (!res.ok) return;
    action.setError(null);
    setCode("");
    toast.bottom(COUPON_MESSAGE.registered);
    revalidator.revalidate();
  }

  return (
    <div className={styles.page}>
      <form className={styles.register} onSubmit={register} noValidate>
        <label htmlFor={`${id}-code`} className="visually-hidden">
          {COUPON_MESSAGE.codeLabel}
        </label>
        <input
          id={`${id}-code`}
          value={code}
          placeholder={COUPON_MESSAGE.codePlaceholder}
          autoComplete="off"
          maxLength={40}
          aria-invalid={action.error ? true : undefined}
          aria-describedby={action.error ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            action.setError(null);
          }}
        />
        <button type="submit" className={buttons.primary} disabled={action.busy}>
          {COUPON_MESSAGE.register}
        </button>
      </form>
      {action.error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {action.error}
        </p>
      ) : null}

      <nav className={styles.tabs} aria-label={COUPON_MESSAGE.myTitle}>
        {TABS.map((t) => (
          <Link
            key={t}
            to={`${basePath}?state=${t}`}
            className={styles.tab}
            aria-current={t === tab ? "page" : undefined}
            replace
          >
            {COUPON_MESSAGE.tabs[t]}
          </Link>
        ))}
      </nav>

      {page.items.length === 0 ? (
        <p className={styles.muted}>{COUPON_MESSAGE.myNone}</p>
      ) : (
        <ul className={lists.stack}>
          {page.items.map((c) => (
            <li key={c.id} className={styles.coupon} data-published-coupon-id={c.id} data-state={c.state}>
              <div className={styles.body}>
                <span className={styles.headline}>{couponHeadline(c)}</span>
                <span className={styles.name}>{c.name}</span>
                <span className={styles.terms}>{COUPON_MESSAGE.appliesTo(c.appliesTo)}</span>
                <span className={styles.terms}>
                  {c.state === "USED" && c.usedAt ? `${formatSeoulDate(c.usedAt)} 사용` : couponConditions(c)}
                </span>
              </div>
              <span className={styles.badge}>{COUPON_MESSAGE.state[c.state]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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
import { useIsClient } from "../../lib/session.ts";
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
  const isClient = useIsClient();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function register(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(COUPON_MESSAGE.codeRequired);
    setPending(true);
    const res = await apiRequest<PublishedCoupon>("/api/v1/published-coupon/register", {
      method: "PATCH",
      body: { code },
    });
    setPending(false);
    if (!res.ok) return setError(res.message);
    setError(null);
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <button type="submit" className={buttons.primary} disabled={!isClient || pending}>
          {COUPON_MESSAGE.register}
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
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

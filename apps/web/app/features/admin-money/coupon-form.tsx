/**
 * /admin/money/coupon/new and /admin/money/coupon/{id} (issue 27): a company coupon campaign's form (amount, or rate
 * with a cap; minimum order; the period typed in Seoul time; total quantity, per-member limit, state), and for a
 * saved campaign its codes: N single-use codes (shown once, with copy and a CSV download) or one shared code.
 * The API's Korean message stays above the button on a refusal; nothing typed is lost.
 */
import type { AdminCoupon, CouponCodeResult } from "@mulmung/contract/admin-coupons";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import choices from "../../components/choices.module.css";
import { SubmitRow } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { adminCouponPath, PATH, withQuery } from "../../lib/paths.ts";
import { toSeoulInput } from "../../lib/seoul-input.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { COUPON_FIELDS, type CouponDraft, codesCsv, couponBody, parseWon } from "./helpers.ts";
import { MONEY_MESSAGE as M } from "./messages.ts";
import own from "./money.module.css";
import { Field } from "./parts.tsx";

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

function draftOf(form: FormData): CouponDraft {
  return Object.fromEntries(COUPON_FIELDS.map((name) => [name, text(form, name)])) as CouponDraft;
}

/** The form's first values: the campaign's, or a new one's. */
function initial(coupon: AdminCoupon | null): CouponDraft {
  const number = (value: number | null | undefined, none: string) => (value == null ? none : String(value));
  return {
    name: coupon?.name ?? "",
    discountType: coupon?.discountType ?? "AMOUNT",
    discountValue: number(coupon?.discountValue, ""),
    maxDiscountPrice: number(coupon?.maxDiscountPrice, ""),
    minOrderPrice: number(coupon?.minOrderPrice, "0"),
    startDate: toSeoulInput(coupon?.startDate),
    endDate: toSeoulInput(coupon?.endDate),
    totalQuantity: number(coupon?.totalQuantity, ""),
    perMemberLimit: number(coupon?.perMemberLimit, "1"),
    state: coupon?.state ?? "NORMAL",
  };
}

type Spec = Parameters<typeof Field>[0] & { name: keyof CouponDraft };

/** A choice of `values` as radio buttons under `legend`; `onChange` hears the chosen one. */
function Radios({
  legend,
  name,
  values,
  labels,
  value,
  onChange,
}: {
  legend: string;
  name: keyof CouponDraft;
  values: readonly string[];
  labels: Record<string, string | undefined>;
  value: string;
  onChange?: (value: string) => void;
}) {
  return (
    <fieldset className={choices.choices}>
      <legend>{legend}</legend>
      {values.map((v) => (
        <label key={v}>
          <input type="radio" name={name} value={v} defaultChecked={value === v} onChange={() => onChange?.(v)} />
          {labels[v]}
        </label>
      ))}
    </fieldset>
  );
}

function Codes({ coupon }: { coupon: AdminCoupon }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const action = useApiAction();
  const [made, setMade] = useState<string[]>([]);

  async function send(body: { count: number } | { sharedCode: string }) {
    action.setError(null);
    const res = await action.run(() =>
      apiRequest<CouponCodeResult>(`/api/v1/admin/coupon/${coupon.id}/code`, { method: "POST", body }),
    );
    if (!res.ok) return;
    if ("count" in body) setMade(res.body.codes);
    else toast.bottom(M.sharedSaved);
    await revalidator.revalidate();
  }

  function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const count = parseWon(text(new FormData(event.currentTarget), "count"));
    void send({ count: count ?? Number.NaN });
  }

  function share(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send({ sharedCode: text(new FormData(event.currentTarget), "sharedCode") });
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(made.join("\n"));
      toast.bottom(M.copied);
    } catch {
      toast.bottom(M.copyFailed);
    }
  }

  const csvHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${codesCsv(coupon.name, made)}`)}`;

  return (
    <section className={own.section} aria-labelledby="coupon-codes">
      <h2 id="coupon-codes" className={page.panelTitle}>
        {M.codesTitle}
      </h2>
      <p className={page.hint}>{M.codesIntro}</p>
      <p className={page.meta}>
        {M.codesNow(M.codesText(coupon.sharedCode, coupon.codes.total, coupon.codes.redeemed))}
      </p>
      <div className={own.formRow}>
        <form className={own.form} onSubmit={generate} noValidate>
          <Field name="count" label={M.codeCount} inputMode="numeric" defaultValue="10" />
          <SubmitRow busy={action.busy}>{M.generate}</SubmitRow>
        </form>
        <form className={own.form} onSubmit={share} noValidate>
          <Field
            name="sharedCode"
            label={M.sharedCode}
            hint={M.sharedCodeHint}
            defaultValue={coupon.sharedCode ?? ""}
          />
          <SubmitRow busy={action.busy} secondary>
            {M.setShared}
          </SubmitRow>
        </form>
      </div>
      <AlertText message={action.error} className={page.error} />
      {made.length > 0 ? (
        <div className={own.section} data-testid="new-codes">
          <p className={own.success} role="status">
            {M.generated(made.length)}
          </p>
          <div className={`${page.buttons} ${page.pageHead}`}>
            <button type="button" className={page.secondaryButton} onClick={() => void copy()}>
              {M.copyAll}
            </button>
            <a href={csvHref} download={`coupon-${coupon.id}-codes.csv`} className={page.textButton}>
              {M.downloadCsv}
            </a>
          </div>
          <ul className={own.codeList} aria-label={M.newCodes}>
            {made.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

export function CouponFormView({ coupon }: { coupon: AdminCoupon | null }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toast = useToast();
  const action = useApiAction();
  const values = initial(coupon);
  const [type, setType] = useState(values.discountType);
  const field = (spec: Spec) => <Field key={spec.name} {...spec} defaultValue={values[spec.name]} />;
  const row = (...specs: (Spec | false)[]) => (
    <div className={own.formRow}>{specs.map((spec) => (spec ? field(spec) : null))}</div>
  );

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    action.setError(null);
    const body = couponBody(draftOf(new FormData(event.currentTarget)));
    const res = await action.run(() =>
      apiRequest<AdminCoupon>(coupon ? `/api/v1/admin/coupon/${coupon.id}` : "/api/v1/admin/coupon", {
        method: coupon ? "PUT" : "POST",
        body,
      }),
    );
    if (!res.ok) return;
    if (coupon) {
      toast.bottom(M.saved);
      await revalidator.revalidate();
    } else {
      toast.bottom(M.created);
      navigate(adminCouponPath(res.body.id));
    }
  }

  return (
    <>
      <div className={page.back}>
        <Link to={withQuery(PATH.adminMoney, { tab: "coupon" })} className={page.textButton}>
          ‹ {M.backToCoupons}
        </Link>
      </div>
      <div className={page.pageHead}>
        <h1 className={page.title}>{coupon ? M.couponEditTitle(coupon.name) : M.couponNewTitle}</h1>
        {coupon ? (
          <p className={page.meta}>{M.issuedText(coupon.issuedCount, coupon.totalQuantity, coupon.usedCount)}</p>
        ) : null}
      </div>
      <form className={own.form} onSubmit={(event) => void save(event)} noValidate key={coupon?.id ?? "new"}>
        {field({ name: "name", label: M.couponName })}
        <Radios
          legend={M.discountType}
          name="discountType"
          values={["AMOUNT", "RATE"]}
          labels={{ AMOUNT: M.discountAmount, RATE: M.discountRate }}
          value={values.discountType}
          onChange={setType}
        />
        {row(
          { name: "discountValue", label: M.discountValue, hint: M.discountValueHint, inputMode: "numeric" },
          type === "RATE" && {
            name: "maxDiscountPrice",
            label: M.maxDiscount,
            hint: M.maxDiscountHint,
            inputMode: "numeric",
          },
        )}
        {field({ name: "minOrderPrice", label: M.minOrder, inputMode: "numeric" })}
        {row(
          { name: "startDate", label: M.startDate, type: "datetime-local" },
          { name: "endDate", label: M.endDate, type: "datetime-local" },
        )}
        {row(
          { name: "totalQuantity", label: M.totalQuantity, hint: M.totalQuantityHint, inputMode: "numeric" },
          { name: "perMemberLimit", label: M.perMemberLimit, inputMode: "numeric" },
        )}
        <Radios
          legend={M.couponStateLabel}
          name="state"
          values={["NORMAL", "DEACTIVATE"]}
          labels={M.couponState}
          value={values.state}
        />
        <AlertText message={action.error} className={page.error} />
        <SubmitRow busy={action.busy}>{coupon ? M.save : M.create}</SubmitRow>
      </form>
      {coupon ? <Codes coupon={coupon} /> : null}
    </>
  );
}

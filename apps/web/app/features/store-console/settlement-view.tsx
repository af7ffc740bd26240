/**
 * /store-console/settlement: 정산 for a period (이번 달, 지난 달 or chosen days): the totals (판매 금액, 매장 쿠폰,
 * 본사 쿠폰, 환불, 수수료 at the store's rate, 정산 금액 and the part already 구매 확정), then each order part's
 * line, and the same as CSV. Amounts are the server's (domain settlement.ts), written with formatWon.
 */
import type { Settlement, SettlementLine } from "@mulmung/contract/partner-store";
import { formatWon } from "@mulmung/domain/display";
import { feeRateLabel } from "@mulmung/domain/settlement";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { type ReactNode, useId, useState } from "react";
import { Form, Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import amounts from "../../components/amounts.module.css";
import badges from "../../components/badge.module.css";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import chip from "../../components/chip.module.css";
import page from "../../components/console-page.module.css";
import form from "../../components/form.module.css";
import { InputField } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import { downloadFile } from "../../lib/api-client.ts";
import { withQuery } from "../../lib/paths.ts";
import { useIsClient } from "../../lib/session.ts";
import fields from "./console.module.css";
import { consoleSettlementPath } from "./console-query.ts";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";
import styles from "./operations.module.css";
import { Panel } from "./panel.tsx";
import { monthPeriod, type SettlementPeriod } from "./settlement-period.ts";

const STATUS_TONE: Record<SettlementLine["status"], string> = {
  CONFIRMED: `${badges.green}`,
  PENDING: `${badges.info}`,
  CANCELLED: `${badges.muted}`,
};

/** One amount of a dl: its name and the sum. */
function Amount({ label, value, className }: { label: ReactNode; value: string; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A deduction shown as minus (coupons, refunds, the fee); zero stays zero. */
const minus = (amount: number) => (amount === 0 ? formatWon(0) : formatWon(-amount));

function PeriodPicker({
  period,
  today,
  storeQuery,
}: {
  period: SettlementPeriod;
  today: string;
  storeQuery: number | null;
}) {
  const id = useId();
  const [customOpen, setCustomOpen] = useState(period.preset === "CUSTOM");
  const presets = [
    { key: "THIS_MONTH", label: M.thisMonth, ...monthPeriod(today, 0) },
    { key: "LAST_MONTH", label: M.lastMonth, ...monthPeriod(today, -1) },
  ] as const;
  return (
    <Panel title={M.period}>
      <ul className={`${lists.wrap} ${styles.presets}`}>
        {presets.map((preset) => (
          <li key={preset.key}>
            <Link
              to={consoleSettlementPath(storeQuery, preset)}
              className={`${chip.chip} ${chip.tall} ${chip.dark}`}
              aria-current={period.preset === preset.key ? "page" : undefined}
            >
              {preset.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={`${chip.chip} ${chip.tall} ${chip.dark}`}
            aria-expanded={customOpen}
            aria-controls={`${id}-custom`}
            aria-current={period.preset === "CUSTOM" ? "true" : undefined}
            onClick={() => setCustomOpen((open) => !open)}
          >
            {M.custom}
          </button>
        </li>
      </ul>
      <p className={styles.periodText}>{M.periodText(period.from, period.to)}</p>
      <Form method="get" id={`${id}-custom`} className={styles.customPeriod} hidden={!customOpen}>
        {storeQuery !== null ? <input type="hidden" name="store" value={storeQuery} /> : null}
        {(["from", "to"] as const).map((end) => (
          <div key={end} className={fields.field}>
            <InputField
              id={`${id}-${end}`}
              label={M[end]}
              labelClassName={fields.label}
              name={end}
              type="date"
              required
              className={`${form.control} ${form.compact} ${styles.date}`}
              defaultValue={period[end]}
              max={today}
            />
          </div>
        ))}
        <button type="submit" className={buttons.primary}>
          {M.show}
        </button>
      </Form>
    </Panel>
  );
}

function Totals({ settlement }: { settlement: Settlement }) {
  const t = settlement.totals;
  return (
    <section className={`${cards.card} ${styles.totals}`} aria-labelledby="settlement-totals">
      <h2 id="settlement-totals" className={page.panelTitle}>
        {M.totalsTitle}
      </h2>
      <dl className={`${amounts.amounts} ${styles.amounts}`}>
        <Amount label={M.gross} value={formatWon(t.gross)} />
        <Amount label={M.storeCoupon} value={minus(t.storeCoupon)} />
        <Amount
          label={
            <>
              {M.companyCoupon} <span className={styles.small}>({M.companyCouponHint})</span>
            </>
          }
          value={formatWon(t.companyCoupon)}
        />
        <Amount label={M.refunded} value={minus(t.refunded)} />
        <Amount label={M.fee(feeRateLabel(settlement.feeRateBp))} value={minus(t.fee)} />
        <Amount className={amounts.total} label={M.payout} value={formatWon(t.payout)} />
        <Amount label={M.confirmedPayout} value={formatWon(t.confirmedPayout)} />
      </dl>
    </section>
  );
}

function Line({ line, rate }: { line: SettlementLine; rate: string }) {
  return (
    <li className={styles.line} aria-label={`${M.orderNumber} ${line.orderNumber}`}>
      <div className={styles.lineHead}>
        <span className={`${badges.tag} ${STATUS_TONE[line.status]}`}>{M.status[line.status]}</span>
        <span className={styles.lineNumber}>{line.orderNumber}</span>
      </div>
      <p className={styles.lineName}>{line.productName}</p>
      <p className={styles.small}>
        {M.paidAt} {formatSeoulDateTime(line.paidAt)}
      </p>
      <dl className={`${amounts.amounts} ${styles.lineAmounts}`}>
        <Amount label={M.gross} value={formatWon(line.gross)} />
        {line.storeCoupon > 0 ? <Amount label={M.storeCoupon} value={minus(line.storeCoupon)} /> : null}
        {line.companyCoupon > 0 ? <Amount label={M.companyCoupon} value={formatWon(line.companyCoupon)} /> : null}
        {line.refunded > 0 ? <Amount label={M.refunded} value={minus(line.refunded)} /> : null}
        <Amount label={M.fee(rate)} value={minus(line.fee)} />
        <Amount className={amounts.total} label={M.payout} value={formatWon(line.payout)} />
      </dl>
    </li>
  );
}

export function SettlementView({
  settlement,
  period,
  today,
  storeQuery,
}: {
  settlement: Settlement;
  period: SettlementPeriod;
  today: string;
  storeQuery: number | null;
}) {
  const isClient = useIsClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const rate = feeRateLabel(settlement.feeRateBp);

  async function download() {
    setPending(true);
    const res = await downloadFile(
      withQuery("/api/v1/partner/settlement/csv", {
        affiliateId: settlement.store.id,
        from: settlement.from,
        to: settlement.to,
      }),
    );
    setPending(false);
    setError(res.ok ? null : res.message);
  }

  return (
    <div className={styles.page}>
      <PeriodPicker key={`${period.from}-${period.to}`} period={period} today={today} storeQuery={storeQuery} />
      <Totals settlement={settlement} />
      <section className={styles.panel} aria-labelledby="settlement-lines">
        <div className={styles.spread}>
          <h2 id="settlement-lines" className={page.panelTitle}>
            {M.linesTitle} <span className={styles.small}>{M.linesCount(settlement.items.length)}</span>
          </h2>
        </div>
        <button type="button" className={buttons.outline} disabled={!isClient || pending} onClick={download}>
          {M.csv}
        </button>
        <AlertText message={error} className={styles.error} />
        {settlement.items.length === 0 ? (
          <p className={lists.empty}>{M.noLines}</p>
        ) : (
          <ul className={`${lists.plain} ${styles.lines}`}>
            {settlement.items.map((line) => (
              <Line key={line.orderPartId} line={line} rate={rate} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

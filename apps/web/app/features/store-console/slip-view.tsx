/**
 * /store-console/order/slip?ids=: packing slips, one a printed page: order number and date, recipient, phone,
 * address, memo, what to pack (options and quantities) and the store's name. 인쇄 opens the browser's print; the
 * print stylesheet keeps only the slips (no app chrome).
 */
import type { AffiliateOrder } from "@mulmung/contract/order";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { formatPhone } from "@mulmung/domain/validation";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import { Facts } from "../../components/console-record.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { useIsClient } from "../../lib/session.ts";
import { OPERATIONS_MESSAGE as M } from "./messages.ts";
import styles from "./slip.module.css";
import { slipLines } from "./slip-lines.ts";

function Slip({ part, index, total }: { part: AffiliateOrder; index: number; total: number }) {
  const shipping = part.shipping;
  return (
    <article className={styles.slip} aria-labelledby={`slip-${part.id}`}>
      <header className={styles.slipHead}>
        <h2 id={`slip-${part.id}`} className={styles.slipTitle}>
          {M.slipTitle} <span className={styles.slipNumber}>{part.orderNumber}</span>
        </h2>
        <span className={styles.slipIndex}>{M.slipOf(index, total)}</span>
      </header>
      <Facts
        className={styles.facts}
        facts={[
          [M.orderNumber, part.orderNumber],
          [M.slipOrderDate, formatSeoulDateTime(part.orderDate)],
          [M.slipRecipient, shipping?.recipient ?? "-"],
          [M.slipPhone, shipping ? formatPhone(shipping.phoneNumber) : "-"],
          [M.slipAddress, shipping ? `(${shipping.postalCode}) ${shipping.address} ${shipping.detailAddress}` : "-"],
          [M.slipMemo, part.deliveryMemo || "-"],
        ]}
      />
      <table className={styles.items}>
        <caption className="visually-hidden">{M.slipItems}</caption>
        <thead>
          <tr>
            <th scope="col">{M.slipItems}</th>
            <th scope="col">{M.slipOption}</th>
            <th scope="col" className={styles.qty}>
              {M.slipQuantity}
            </th>
          </tr>
        </thead>
        <tbody>
          {slipLines(part.products).map((line) => (
            <tr key={line.key}>
              <td>{line.name}</td>
              <td>{line.option ?? "-"}</td>
              <td className={styles.qty}>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <footer className={styles.slipFoot}>
        <span>
          {M.slipStore}: <strong>{part.affiliate.name}</strong>
        </span>
        <span>{M.slipThanks}</span>
      </footer>
    </article>
  );
}

export function SlipView({ parts, backPath }: { parts: readonly AffiliateOrder[]; backPath: string }) {
  const isClient = useIsClient();
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <Link to={backPath} className={buttons.outline}>
          {M.slipBack}
        </Link>
        {parts.length > 0 ? (
          <button type="button" className={buttons.primary} disabled={!isClient} onClick={() => window.print()}>
            {M.slipPrint}
          </button>
        ) : null}
      </div>
      {parts.length === 0 ? (
        <EmptyState title={M.slipNone}>
          <p>{M.slipNoneDetail}</p>
        </EmptyState>
      ) : (
        <div className={styles.slips} data-print-sheet>
          {parts.map((part, index) => (
            <Slip key={part.id} part={part} index={index + 1} total={parts.length} />
          ))}
        </div>
      )}
    </div>
  );
}

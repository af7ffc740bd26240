/**
 * The claim side of /my-info/order/{id}: for each line what may be asked now (취소/반품/교환 요청, and 폐사 보상
 * 신청 for a covered line inside the store's window), and the order's claims with their state (decision 035).
 */
import type { Claim, OrderClaims } from "@mulmung/contract/claim";
import { formatWon } from "@mulmung/domain/display";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import lists from "../../components/list.module.css";
import { PageSection } from "../../components/page-section.tsx";
import section from "../../components/section.module.css";
import stack from "../../components/stack.module.css";
import { orderClaimPath } from "../../lib/paths.ts";
import styles from "./claim.module.css";
import { CLAIM_MESSAGE as M } from "./messages.ts";

export function claimTone(state: Claim["state"]): "done" | "danger" | undefined {
  if (state === "REFUNDED" || state === "RESHIPPED") return "done";
  if (state === "DECLINED") return "danger";
  return undefined;
}

/** The product a claim is about, and where the claim stands. */
export function ClaimHead({ claim }: { claim: Claim }) {
  return (
    <div className={stack.spread}>
      <p className={styles.name}>{claim.productName}</p>
      <span className={styles.state} data-tone={claimTone(claim.state)}>
        {claim.stateLabel}
      </span>
    </div>
  );
}

export function ClaimFacts({ claim }: { claim: Claim }) {
  return (
    <>
      <p className={styles.text}>
        {claim.typeLabel} · {claim.reason}
        {claim.content ? ` · ${claim.content}` : ""}
      </p>
      {claim.refundAmount > 0 ? (
        <p className={section.hint}>
          {M.refundAmount} {formatWon(claim.refundAmount)}
        </p>
      ) : null}
      {claim.declineReason ? (
        <p className={section.hint}>
          {M.declineReason}: {claim.declineReason}
        </p>
      ) : null}
      {claim.note && !claim.declineReason ? <p className={section.hint}>{claim.note}</p> : null}
      <p className={section.hint}>{formatSeoulDateTime(claim.createDate)}</p>
    </>
  );
}

export function OrderClaimsView({ orderId, claims }: { orderId: number; claims: OrderClaims }) {
  const offered = claims.lines.filter((line) => line.types.length > 0 || line.liveArrivalGuarantee);
  if (offered.length === 0 && claims.items.length === 0) return null;
  return (
    <PageSection id="order-claims-title" title={M.sectionTitle}>
      {offered.length > 0 ? (
        <ul className={lists.stackWide} aria-label="요청할 수 있는 상품">
          {offered.map((line) => {
            const general = line.types.some((t) => t !== "DOA");
            const doa = line.types.includes("DOA");
            return (
              <li key={line.orderProductId} className={styles.item}>
                <p className={styles.name}>{line.productName}</p>
                {line.guaranteeNotice ? (
                  <p className={section.hint}>
                    <span className={styles.guarantee}>생존 도착 보장</span> {line.guaranteeNotice}
                  </p>
                ) : null}
                {general || doa ? (
                  <div className={styles.buttons}>
                    {general ? (
                      <Link
                        className={buttons.secondary}
                        to={orderClaimPath(orderId, line.orderProductId)}
                        aria-label={`${line.productName} ${M.request}`}
                      >
                        {M.request}
                      </Link>
                    ) : null}
                    {doa ? (
                      <Link
                        className={buttons.primary}
                        to={orderClaimPath(orderId, line.orderProductId, "DOA")}
                        aria-label={`${line.productName} ${M.doa}`}
                      >
                        {M.doa}
                      </Link>
                    ) : null}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {claims.items.length > 0 ? (
        <>
          <h3 className={section.sectionTitle}>{M.claims}</h3>
          <ul className={lists.stackWide} aria-label={M.claims}>
            {claims.items.map((claim) => (
              <li key={claim.id} className={styles.item} aria-label={`${claim.productName} ${claim.typeLabel}`}>
                <ClaimHead claim={claim} />
                <ClaimFacts claim={claim} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </PageSection>
  );
}

/**
 * One issue: its cover and summary, then the articles, or (the server sent none: LOCKED) a prompt to subscribe
 * or buy this issue through the payment window. Once paid, the page's data is loaded again and the articles show.
 */

import type { MagazineDetail, MagazinePurchaseKind } from "@mulmung/contract/magazine";
import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator, useSearchParams } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import section from "../../components/section.module.css";
import { loginPath } from "../../lib/paths.ts";
import styles from "./magazine.module.css";
import { MagazineBadge, magazinePath } from "./magazine-card.tsx";
import { MAGAZINE_MESSAGE as M } from "./messages.ts";
import { completeMagazinePayment, type MagazinePayOutcome, payMagazine } from "./payment.ts";

export function MagazineReader({ issue, loggedIn }: { issue: MagazineDetail; loggedIn: boolean }) {
  return (
    <div className={section.page}>
      <section className={section.section}>
        <div className={styles.readerHead}>
          <img
            className={styles.cover}
            src={issue.coverImageUrl}
            alt={`${issue.issueLabel} 표지`}
            width={280}
            height={373}
          />
          <MagazineBadge isSubscription={issue.isSubscription} />
          <p className={styles.label}>{issue.issueLabel}</p>
          <h2 className={styles.cardTitle}>{issue.title}</h2>
          <p className={styles.summary}>{issue.summary}</p>
          {issue.access === "SUBSCRIBED" ? <p className={styles.hint}>{M.accessSubscribed}</p> : null}
          {issue.access === "PURCHASED" ? <p className={styles.hint}>{M.accessPurchased}</p> : null}
        </div>
      </section>
      {issue.articles ? (
        <section className={section.section} aria-label={M.contents}>
          {issue.articles.map((a) => (
            <article key={a.title} className={styles.article}>
              <h3 className={styles.articleTitle}>{a.title}</h3>
              <p className={styles.articleBody}>{a.body}</p>
            </article>
          ))}
        </section>
      ) : (
        <SubscribePrompt issue={issue} loggedIn={loggedIn} />
      )}
    </div>
  );
}

function SubscribePrompt({ issue, loggedIn }: { issue: MagazineDetail; loggedIn: boolean }) {
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const returned = useRef(false);

  const settle = (outcome: MagazinePayOutcome) => {
    if (outcome.kind === "redirecting") return;
    setBusy(false);
    if (outcome.kind === "failed") setError(outcome.message);
    else void revalidator.revalidate();
  };

  // Back from a phone's payment window: ?paymentId=… (and code/message when it failed).
  useEffect(() => {
    const paymentId = params.get("paymentId");
    if (!paymentId || returned.current) return;
    returned.current = true;
    const failed = params.get("code");
    setParams({}, { replace: true });
    if (failed) {
      setError(params.get("message") || M.payFailed);
      return;
    }
    setBusy(true);
    void completeMagazinePayment(issue.id, paymentId).then(settle);
  });

  const buy = (kind: MagazinePurchaseKind) => {
    setBusy(true);
    setError(null);
    void payMagazine(issue.id, kind).then(settle);
  };

  return (
    <section className={section.section} aria-labelledby="magazine-locked">
      <h3 id="magazine-locked" className={section.sectionTitle}>
        {M.lockedTitle}
      </h3>
      <p className={styles.summary}>{M.lockedBody}</p>
      <div className={styles.actions}>
        {loggedIn ? (
          <>
            <button type="button" className={buttons.primary} disabled={busy} onClick={() => buy("SUBSCRIPTION")}>
              {M.subscribe}
            </button>
            <button type="button" className={buttons.secondary} disabled={busy} onClick={() => buy("ISSUE")}>
              {M.buyIssue(issue.price)}
            </button>
          </>
        ) : (
          <Link to={loginPath(magazinePath(issue.id))} className={buttons.primary}>
            {M.loginToBuy}
          </Link>
        )}
        <Link to="/subscription/magazine/guide" className={styles.hint}>
          {M.guideLink}
        </Link>
      </div>
      <div aria-live="polite">
        {busy ? <p className={styles.status}>{M.paying}</p> : null}
        <AlertText message={error} className={styles.error} />
      </div>
    </section>
  );
}

/**
 * The product page's "내 수조에 맞아요?" (issue 30): for a signed-in member with tanks, a live-fish product's species
 * against each tank, as the API answers it by the domain's rules: the verdict (colour and text), every rule's
 * Korean sentence and the stocking before and after. It follows the quantity the buyer has chosen. Personal,
 * so it is never in the server's HTML: the page loads this module lazily once hydrated, and it asks the API then.
 * A member without tanks, or a product without a species, sees nothing.
 */
import type { SpeciesRef, TankFit } from "@mulmung/contract/species";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { apiRequest } from "../../lib/api-client.ts";
import { farmPath, withQuery } from "../../lib/paths.ts";
import { stockingShown } from "./fit-lines.ts";
import { TANK_FIT_MESSAGE as M } from "./messages.ts";
import styles from "./tank-fit.module.css";
import { Rules, Verdict } from "./verdict.tsx";

/** Quantity changes come in bursts (the stepper's +): ask once they settle. */
const SETTLE_MS = 250;

type State = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "done"; fit: TankFit };

export default function ProductTankFit({
  productId,
  species,
  quantity,
}: {
  productId: number;
  species: SpeciesRef;
  /** The units the buyer has chosen (at least 1); the server counts the fish each is ("10마리"). */
  quantity: number;
}) {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const count = Math.max(1, quantity);

  useEffect(() => {
    // `attempt` asks again after a failure (다시 시도).
    void attempt;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiRequest<TankFit>(withQuery(`/api/v1/product/${productId}/tank-fit`, { quantity: count }), {
        signal: controller.signal,
      })
        .then((res) => setState(res.ok ? { kind: "done", fit: res.body } : { kind: "failed", message: res.message }))
        .catch(() => {
          // Aborted: a newer quantity is on its way.
        });
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [productId, count, attempt]);

  // Nothing to say to a member without tanks (or once the product turns out to name no species).
  if (state.kind === "done" && state.fit.tanks.length === 0) return null;

  return (
    <section className={styles.section} aria-labelledby="tank-fit-title" data-tank-fit>
      <h2 id="tank-fit-title">{M.title}</h2>
      <p className={styles.intro}>{M.intro(species.koreanName, state.kind === "done" ? state.fit.fish : null)}</p>
      {state.kind === "failed" ? (
        <p className={styles.quiet} role="alert">
          {M.failed}
          <button type="button" className={styles.retry} onClick={() => setAttempt((n) => n + 1)}>
            {M.retry}
          </button>
        </p>
      ) : state.kind === "loading" ? (
        <p className={styles.quiet} role="status">
          {M.loading}
        </p>
      ) : (
        <ul className={styles.tanks} aria-live="polite">
          {state.fit.tanks.map((tank) => (
            <li key={tank.farmId} className={styles.tank} data-verdict={tank.verdict} data-farm={tank.farmId}>
              <p className={styles.tankHead}>
                <Link to={farmPath(tank.farmId)}>{tank.farmName}</Link>
                <Verdict tank={tank} />
                {tank.stocking ? (
                  <span className={styles.stocking}>
                    {M.stocking(stockingShown(tank.stocking.before), stockingShown(tank.stocking.after))}
                  </span>
                ) : null}
              </p>
              {tank.rules.length > 0 ? <Rules tank={tank} /> : <p className={styles.quiet}>{M.noRules}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The basket's "내 수조에 맞아요?" (issue 30): one call for every line (`GET /api/v1/product/tank-fit?items=`),
 * after the basket shows, and again when its lines or quantities change. A line whose species does not suit some
 * tank gets a short note per tank, naming it and the verdict, with the rules behind 이유 보기. Advice only: the
 * order button is never held back by it.
 */
import type { BasketProduct } from "@mulmung/contract/basket";
import type { TankFitLines } from "@mulmung/contract/species";
import { type ReactNode, useEffect, useState } from "react";
import { apiRequest } from "../../lib/api-client.ts";
import { withQuery } from "../../lib/paths.ts";
import { fitItemsQuery, tanksToWarn } from "./fit-lines.ts";
import { TANK_FIT_MESSAGE as M } from "./messages.ts";
import styles from "./tank-fit.module.css";
import { Rules, Verdict } from "./verdict.tsx";

type FitItem = TankFitLines["items"][number];

function LineFit({ item }: { item: FitItem }) {
  const warned = tanksToWarn(item.tanks);
  if (warned.length === 0) return null;
  return (
    <div className={styles.basketFit} data-worst={warned[0]?.verdict} data-basket-fit>
      <span className="visually-hidden">{M.basketIntro(item.species.koreanName)}</span>
      {warned.map((tank) => (
        <details key={tank.farmId} className={styles.basketTank} data-farm={tank.farmId}>
          <summary>
            <strong>{tank.farmName}</strong>
            <Verdict tank={tank} />
            <span className={styles.more}>{M.showRules}</span>
          </summary>
          <Rules tank={tank} />
        </details>
      ))}
    </div>
  );
}

/**
 * The basket's notes, by line: a hook the basket view calls with its lines (the page passes it in). Lines without
 * a species, members without tanks, and a failed call all give no note.
 */
export function useBasketFit(lines: readonly BasketProduct[]): (line: BasketProduct) => ReactNode {
  const query = fitItemsQuery(lines);
  const [items, setItems] = useState<FitItem[]>([]);
  useEffect(() => {
    if (!query) {
      setItems([]);
      return;
    }
    const controller = new AbortController();
    apiRequest<TankFitLines>(withQuery("/api/v1/product/tank-fit", { items: query }), { signal: controller.signal })
      .then((res) => setItems(res.ok ? res.body.items : []))
      .catch(() => {
        // Aborted: the basket changed again.
      });
    return () => controller.abort();
  }, [query]);
  return (line) => {
    const item = items.find((candidate) => candidate.productId === line.product.id);
    return item ? <LineFit item={item} /> : null;
  };
}

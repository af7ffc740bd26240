/**
 * axe-core on a page as it is now (WCAG 2.0/2.1/2.2 A and AA), run in the page itself (what AxeBuilder's legacy mode
 * does; its default mode finishes every analysis in a new blank page, about a second per check on this machine).
 * axe's source (half a megabyte) is evaluated once per document, not on every check: the accessibility sweep checks
 * each page twice (390 and 1280 px), and AxeBuilder evaluated it again each time. Our pages have no cross-origin
 * frames. Only violations are detailed: the passes, incomplete and inapplicable lists are not read, and leaving
 * their node details out saves about a tenth of each run.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults } from "axe-core";

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** An axe run on `page` (all rules, or `tags`), inside `include` when given. */
export async function axeOn(page: Page, options: { tags?: string[]; include?: string } = {}): Promise<AxeResults> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  // What a person sees once things settle: a toast fading in reads as low contrast mid-animation. Animations that
  // end (not a spinner's endless one) are waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  return page.evaluate(
    ({ tags, include }) => {
      const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
      return axe.run(include ? { include: [include] } : document, {
        resultTypes: ["violations"],
        ...(tags ? { runOnly: { type: "tag", values: tags } } : {}),
      });
    },
    { tags: options.tags, include: options.include },
  );
}

/** Serious and critical WCAG A/AA violations, one line each: rule, impact, element, `label`, the first fix. */
export async function seriousViolations(page: Page, label: string, include?: string): Promise<string[]> {
  const result = await axeOn(page, { tags: WCAG_TAGS, ...(include ? { include } : {}) });
  return result.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) =>
      v.nodes.map(
        (node) => `${v.id} (${v.impact}) ${node.target.join(" ")} on ${label}: ${node.failureSummary?.split("\n")[1]}`,
      ),
    );
}

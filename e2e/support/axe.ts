/**
 * axe-core on a page as it is now (WCAG 2.0/2.1/2.2 A and AA). Legacy mode runs axe.run in the page itself: the
 * default mode finishes every analysis in a new blank page, which cost about a second per check on this machine
 * (two checks per page of the accessibility sweep). Our pages have no cross-origin frames, which is what the
 * default mode is for.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * An axe run on `page` (all rules, or `tags`), inside `include` when given. Only violations are detailed: the
 * passes, incomplete and inapplicable lists are not read, and leaving their node details out saves about a tenth of
 * each run.
 */
export function axeOn(page: Page, options: { tags?: string[]; include?: string } = {}) {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
  if (options.tags) builder = builder.withTags(options.tags);
  if (options.include) builder = builder.include(options.include);
  return builder.analyze();
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

/**
 * The pages keep to their own Content-Security-Policy (decision 009): on the key pages and the farm and record
 * forms, nothing the page does is refused by it (no eval, no foreign script or style), which a browser reports as
 * a `securitypolicyviolation` event and Lighthouse as a best-practices issue.
 */

import { open } from "../support/hydration.ts";
import { memberPage } from "../support/session.ts";
import { expect, test } from "../support/test.ts";

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const PUBLIC_PAGES = ["/", "/ecommerce/product/list", "/ecommerce/product/3", "/community/list", "/breeding/farm/list"];

test("no page breaks its Content-Security-Policy", async ({ browser, page, request }) => {
  const record = () => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      window.__cspViolations?.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  };
  await page.addInitScript(record);
  const farmId = (
    (await (await request.get("/api/v1/public-breeding-farm?size=1")).json()) as { items: { id: number }[] }
  ).items[0]?.id;
  const postId = ((await (await request.get("/api/v1/community-board?size=1")).json()) as { items: { id: number }[] })
    .items[0]?.id;
  expect(farmId && postId).toBeTruthy();
  for (const path of [...PUBLIC_PAGES, `/breeding/farm/${farmId}?isPublic=true`, `/community/board/${postId}`]) {
    await open(page, path);
    expect(await page.evaluate(() => window.__cspViolations), path).toEqual([]);
  }

  const member = await memberPage(browser, undefined, { throughForm: true });
  await member.addInitScript(record);
  for (const path of ["/breeding/farm/registration", "/community/board/write", "/my-info"]) {
    await open(member, path);
    expect(await member.evaluate(() => window.__cspViolations), path).toEqual([]);
  }
  await member.context().close();
});

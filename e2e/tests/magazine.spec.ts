/**
 * The magazine (issue 17 part 3) in a real browser against the built server and the local PortOne stand-in: the
 * free latest issue reads for everyone; a subscription issue shows a visitor and a non-subscriber only its cover
 * and a subscribe prompt; a member subscribes through the stand-in's payment window and then reads it, while
 * another member still cannot; the guide lists the subscription.
 */

import { HYDRATION_MS, open } from "../support/hydration.ts";
import { memberPage } from "../support/session.ts";
import { expect, test } from "../support/test.ts";

const SUBSCRIBER = "reviewer3@mulmung.kr";
const OTHER = "reviewer4@mulmung.kr";

test("a member subscribes through the payment window and reads a subscription issue a non-subscriber cannot", async ({
  page,
  browser,
  request,
}) => {
  const list = (await (await request.get("/api/v1/magazine?size=10")).json()) as {
    items: { id: number; issueLabel: string }[];
  };
  const idOf = (label: string) => list.items.find((m) => m.issueLabel === label)?.id as number;
  const november = idOf("2026년 11월호");

  // The shelf: this month's free issue first; it reads for a visitor.
  await open(page, "/subscription/magazine");
  await expect(page.getByRole("heading", { name: "이번 달 무료 호" })).toBeVisible();
  await page
    .getByRole("link", { name: /2026년 10월호/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "CO2 없이 키우는 수초 여섯 가지" })).toBeVisible();

  // A visitor on a subscription issue: cover and prompt, no article.
  await open(page, `/subscription/magazine/${november}`);
  await expect(page.getByRole("img", { name: "2026년 11월호 표지" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "구독자 전용 호입니다" })).toBeVisible();
  await expect(page.getByRole("link", { name: "로그인하고 구독하기" })).toBeVisible();
  await expect(page.getByText("히터 용량 계산하기")).toHaveCount(0);

  // The subscriber pays through the stand-in's window; the articles appear.
  const subscriber = await memberPage(browser, SUBSCRIBER, { throughForm: true });
  await open(subscriber, `/subscription/magazine/${november}`);
  await expect(subscriber.getByText("히터 용량 계산하기")).toHaveCount(0);
  const subscribe = subscriber.getByRole("button", { name: "정기구독 9,900원 (30일)" });
  await expect(subscribe).toBeEnabled({ timeout: HYDRATION_MS });
  await subscribe.click();
  const window = subscriber.getByRole("dialog", { name: "결제하기" });
  await expect(window).toContainText("9,900");
  await window.getByRole("button", { name: "결제 승인" }).click();
  await expect(subscriber.getByRole("heading", { name: "히터 용량 계산하기" })).toBeVisible();
  await expect(subscriber.getByText("구독 중이어서 읽을 수 있는 호입니다.")).toBeVisible();

  // Another subscription issue reads too, after a fresh load (the server decides, not the page).
  await open(subscriber, `/subscription/magazine/${idOf("2026년 9월호")}`);
  await expect(subscriber.getByRole("heading", { name: "베타가 거품집을 짓는 이유" })).toBeVisible();
  await open(subscriber, "/subscription/magazine/guide");
  const mine = subscriber.getByRole("region", { name: "내 구독·구매 내역" });
  await expect(mine).toContainText("정기구독");
  await expect(mine).toContainText("까지 구독 중");

  // Another member is still shown the prompt only.
  const other = await memberPage(browser, OTHER, { throughForm: true });
  await open(other, `/subscription/magazine/${november}`);
  await expect(other.getByRole("button", { name: "정기구독 9,900원 (30일)" })).toBeVisible();
  await expect(other.getByText("히터 용량 계산하기")).toHaveCount(0);
  await open(other, "/subscription/magazine/guide");
  await expect(other.getByRole("region", { name: "내 구독·구매 내역" })).toContainText(
    "아직 구독하거나 구매한 호가 없습니다.",
  );
});

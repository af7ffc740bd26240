/**
 * Issue 17 programs in a real browser: a visitor takes the mulbti quiz and the list counts the result; a member
 * enters a raffle once (the button then says 응모 완료 and the API refuses a second try), and applies to a trial
 * tester recruitment and cancels.
 */
import { readFile } from "node:fs/promises";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { expect, test } from "../support/test.ts";

test("a visitor completes the mulbti quiz, sees a type, and the list counts it", async ({ page }) => {
  await open(page, "/mulbti/list");
  const row = page.locator('[data-mulbti-row="ANGEL"]');
  const before = Number((await row.innerText()).match(/([\d,]+)명/)?.[1]?.replace(/,/g, ""));

  await open(page, "/mulbti");
  const start = page.getByRole("button", { name: "테스트 시작하기" });
  await expect(start).toBeEnabled({ timeout: HYDRATION_MS });
  await start.click();
  for (let i = 1; i <= 12; i++) {
    await expect(page.getByText(`${i} / 12`)).toBeVisible();
    // The first answer of every question leans to 엔젤피시 (the server scores it).
    await page.getByRole("list").getByRole("button").first().click();
  }
  await expect(page.getByRole("heading", { name: "엔젤피시 · 우아한 리더" })).toBeVisible();
  await expect(page.getByText("로그인하면 결과가 내 정보에 저장돼요.")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "결과 이미지 저장" }).click();
  const image = await download;
  expect(image.suggestedFilename()).toBe("mulbti-ANGEL.png");
  const bytes = await readFile(await image.path());
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");

  await open(page, "/mulbti/list");
  await expect(row).toContainText(`${before + 1}명`);
  await row.click();
  await expect(page).toHaveURL(/\/mulbti\/ANGEL$/);
  await expect(page.getByRole("heading", { level: 1, name: "엔젤피시 · 우아한 리더" })).toBeVisible();
});

test("a member enters a raffle once; a second try is refused", async ({ page }) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/my-info$/);
  await open(page, "/raffle?state=OPEN");
  await page.getByRole("link", { name: /체리새우 분양 래플/ }).click();
  await expect(page).toHaveURL(/\/raffle\/\d+$/);
  const id = page.url().split("/").pop();
  const enter = page.getByRole("button", { name: "응모하기" });
  await expect(enter).toBeEnabled({ timeout: HYDRATION_MS });
  await enter.click();
  await expect(page.locator("#main").getByRole("status")).toHaveText("응모했어요. 당첨자 발표를 기다려 주세요.");
  await expect(page.getByRole("button", { name: "응모 완료" })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole("button", { name: "응모 완료" })).toBeDisabled();
  const token = await logInThroughApi(page.request);
  const again = await page.request.post(`/api/v1/raffle-recruitment/${id}/entry`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toBe("이미 응모한 래플입니다.");
});

test("a member applies as a trial tester and cancels", async ({ page }) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/my-info$/);
  await page.getByRole("link", { name: "체험단 모집" }).click();
  await expect(page).toHaveURL(/\/my-info\/preuser\/preuser-recruitment$/);
  const card = page.locator("li", { has: page.getByRole("heading", { name: "저소음 외부여과기 체험단 모집" }) });
  const apply = card.getByRole("button", { name: "신청하기" });
  await expect(apply).toBeEnabled({ timeout: HYDRATION_MS });
  await apply.click();
  await expect(card.getByRole("status")).toHaveText("신청 완료");
  await card.getByRole("button", { name: "신청 취소" }).click();
  await expect(card.getByRole("status")).toHaveText("신청 취소됨");
  await expect(card.getByRole("button", { name: "신청하기" })).toBeVisible();
});

test("the watermelon game loads; a drop and a merge change the score, and the best score is kept", async ({ page }) => {
  await open(page, "/game/watermelon?next=0");
  await expect(page.locator("canvas[data-game-ready]")).toHaveAttribute("data-game-ready", "true", {
    timeout: HYDRATION_MS,
  });
  const score = page.locator("[data-game-score]");
  await expect(score).toHaveText("0");
  const drop = page.getByRole("button", { name: "떨어뜨리기" });
  await drop.click();
  await expect(score).toHaveText("1");
  // A second 네온테트라 dropped at the same place lands on the first: they merge into a 구피 (1 + 1 + 3 points).
  // Drops closer than 0.4 s apart are ignored, so the second click is retried until it counts.
  await expect(async () => {
    await drop.click();
    await expect(score).not.toHaveText("1", { timeout: 500 });
  }).toPass();
  await expect(score).toHaveText("5");
  await expect(page.locator("[data-game-best]")).toHaveText("5");
  await page.reload();
  await expect(page.locator("[data-game-best]")).toHaveText("5");
});

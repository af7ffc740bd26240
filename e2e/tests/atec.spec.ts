/**
 * Production requests (atec): a member goes through every step (each one checked by axe at 390 and 1280 px),
 * leaves, comes back to the request in progress and completes it; the store's owner sees it and answers, and the
 * member reads the answer in the viewer.
 */
import { seriousViolations } from "../support/axe.ts";
import { HYDRATION_MS, open, reload } from "../support/hydration.ts";
import { memberPage } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

async function axeAtBothWidths(page: Page) {
  const found: string[] = [];
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    found.push(...(await seriousViolations(page, `${page.url()} @ ${width}px`)));
  }
  await page.setViewportSize({ width: 390, height: 900 });
  expect(found, found.join("\n")).toEqual([]);
}

/** A Seoul date three days from now, as the date input takes it. */
function inThreeDays(): string {
  return new Date(Date.now() + 3 * 86_400_000 + 9 * 3_600_000).toISOString().slice(0, 10);
}

test("a member writes a production request step by step, resumes it, completes it, and reads the store's answer", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await memberPage(browser, "reviewer3@mulmung.kr", { throughForm: true });
  await page.setViewportSize({ width: 390, height: 900 });
  const store = (await (await page.request.get("/api/v1/affiliate/1")).json()) as { id: number; name: string };

  await open(page, `/atec?affiliateId=${store.id}`);
  await axeAtBothWidths(page);
  const start = page.getByRole("button", { name: "의뢰 시작하기" });
  await expect(start).toBeEnabled({ timeout: HYDRATION_MS });
  await start.click();

  // 1/6 예산: 다음 without a choice explains itself in Korean and stays.
  await expect(page.getByText("1/6 예산")).toBeVisible();
  await expect(page).toHaveURL(/\/atec\/production\/\d+\/budget$/);
  const id = Number(/production\/(\d+)\//.exec(page.url())?.[1]);
  await axeAtBothWidths(page);
  await page.getByRole("button", { name: "다음" }).click();
  await expect(page.getByRole("alert")).toHaveText("예산 구간을 선택해 주세요.");
  await page.getByRole("radio", { name: "100만~200만원" }).check();
  await page.getByRole("button", { name: "다음" }).click();

  await expect(page.getByText("2/6 수조 크기")).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole("radio", { name: /^3자 \(90cm\)/ }).check();
  await expect(page.getByLabel("가로 (cm)")).toHaveValue("90");
  await page.getByRole("button", { name: "다음" }).click();

  await expect(page.getByText("3/6 관리 난이도")).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole("radio", { name: /^입문/ }).check();
  await page.getByRole("button", { name: "다음" }).click();

  await expect(page.getByText("4/6 생물과 시공 시간")).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole("checkbox", { name: "열대어" }).check();
  await page.getByRole("checkbox", { name: "수초" }).check();
  await page.getByLabel("희망 시공일").fill(inThreeDays());
  await page.getByLabel("시공 가능 시작").selectOption("14");
  await page.getByLabel("시공 가능 종료").selectOption("10");
  await page.getByRole("button", { name: "다음" }).click();
  await expect(page.getByRole("alert")).toHaveText("시공 가능 종료 시각은 시작 시각보다 뒤여야 합니다.");
  await page.getByLabel("시공 가능 시작").selectOption("10");
  await page.getByLabel("시공 가능 종료").selectOption("14");
  await page.getByRole("button", { name: "다음" }).click();
  await expect(page.getByText("5/6 컨셉")).toBeVisible();
  await axeAtBothWidths(page);

  // Leave, and come back: the request in progress resumes at its first missing step, the saved ones kept.
  await open(page, "/");
  await open(page, "/atec");
  await expect(page.getByText(`${store.name} · 컨셉 단계부터 이어서 작성할 수 있어요.`)).toBeVisible();
  await page.getByRole("link", { name: "이어서 작성" }).click();
  await expect(page).toHaveURL(`/atec/production/${id}/concept`);
  await page.getByRole("link", { name: "이전" }).click();
  await expect(page.getByText("4/6 생물과 시공 시간")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "열대어" })).toBeChecked();
  await expect(page.getByLabel("희망 시공일")).toHaveValue(inThreeDays());
  await expect(page.getByLabel("시공 가능 종료")).toHaveValue("14");
  await page.getByRole("button", { name: "다음" }).click();

  await expect(page.getByText("5/6 컨셉")).toBeVisible();
  await page.getByRole("radio", { name: "네이처" }).check();
  await page.getByRole("button", { name: "다음" }).click();

  await expect(page.getByText("6/6 확인 후 의뢰")).toBeVisible();
  await expect(page.getByText("100만~200만원")).toBeVisible();
  await expect(page.getByText("90×45×45cm")).toBeVisible();
  await expect(page.getByText(`${inThreeDays()} 10시 ~ 14시`)).toBeVisible();
  await axeAtBothWidths(page);
  await page.getByRole("button", { name: "의뢰 완료" }).click();
  await expect(page).toHaveURL(`/atec/production/${id}/viewer`);
  await expect(page.getByText("아직 매장의 답변이 없습니다.")).toBeVisible();
  await axeAtBothWidths(page);

  // The store's owner finds it among the requests to the store and answers.
  const owner = await memberPage(browser, "store@mulmung.kr", { throughForm: true });
  await open(owner, "/atec");
  await owner.getByRole("link", { name: `의뢰 #${id}` }).click();
  await expect(owner).toHaveURL(`/request-production/atec/viewer?id=${id}`);
  await expect(owner.getByText("네이처", { exact: true })).toBeVisible();
  await axeAtBothWidths(owner);
  await owner.getByLabel("견적 금액 (원, 선택)").fill("1,650,000");
  await owner.getByLabel("답변 내용").fill("90cm 네이처 수조, 방문 상담 후 시공 가능합니다.");
  await owner.getByRole("button", { name: "답변 보내기" }).click();
  await expect(owner.getByText("견적 1,650,000원")).toBeVisible();
  await owner.context().close();

  await reload(page);
  await expect(page.getByText("견적 1,650,000원")).toBeVisible();
  await expect(page.getByText("90cm 네이처 수조, 방문 상담 후 시공 가능합니다.")).toBeVisible();
  await page.context().close();
});

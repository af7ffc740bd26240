import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import jsqrModule from "jsqr";
import { PNG } from "pngjs";
import { open } from "../support/hydration.ts";
import { logInThroughApi, memberPage } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

/** jsqr is CommonJS: its default export arrives as the module object under NodeNext types. */
const jsQR = (jsqrModule as unknown as { default: typeof jsqrModule.default }).default;

const PRIVATE_MESSAGE = "접근 권한이 없거나 비공개로 전환되었습니다.";

/** Seoul calendar day `n` days ago, as the date input wants it. */
function daysAgo(n: number): string {
  return new Date(Date.now() + 9 * 3600_000 - n * 86_400_000).toISOString().slice(0, 10);
}

/** Logs in through the API: the browser context gets the refresh cookie; the access token is returned. */
/**
 * Every QR code on a page image. jsQR reads one code per image, so the page is scanned in overlapping windows
 * (each larger than a printed label) and the distinct results are kept.
 */
function decodeAll(png: PNG): string[] {
  const found = new Set<string>();
  const size = 420;
  const stride = 140;
  const window = new Uint8ClampedArray(size * size * 4);
  for (let top = 0; top + size <= png.height + stride; top += stride) {
    for (let left = 0; left + size <= png.width + stride; left += stride) {
      window.fill(255);
      for (let y = 0; y < size && top + y < png.height; y++) {
        const from = ((top + y) * png.width + left) * 4;
        const width = Math.min(size, png.width - left) * 4;
        window.set(png.data.subarray(from, from + width), y * size * 4);
      }
      const code = jsQR(window, size, size, { inversionAttempts: "dontInvert" });
      if (code) found.add(code.data);
    }
  }
  return [...found];
}

/** A small real PNG for the photo upload. */
function photoFile(): string {
  const png = new PNG({ width: 48, height: 32 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([20, 121, 255, 255], i);
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "mulmung-photo-")), "tank.png");
  writeFileSync(file, PNG.sync.write(png));
  return file;
}

async function addRecord(page: Page, farmId: number, date: string, temperature: string, ph: string) {
  await open(page, `/breeding/daily-record/registration?breedingFarmId=${farmId}`);
  await page.getByLabel("기록 날짜").fill(date);
  await page.getByRole("spinbutton", { name: "수온" }).fill(temperature);
  await page.getByRole("spinbutton", { name: "pH" }).fill(ph);
  await page.getByRole("spinbutton", { name: "환수량(%)" }).fill("30");
  await page.getByLabel("메모").fill(`${date} 기록`);
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page).toHaveURL(new RegExp(`/breeding/farm/${farmId}$`));
}

test("a member keeps a farm: records, chart, public page, privacy, likes, bookmarks, comments", async ({
  page,
  browser,
}) => {
  // A whole member journey with three browsers; the default 30 s is tight on a busy machine.
  test.setTimeout(90_000);
  await logInThroughApi(page.request, "demo@mulmung.kr");

  // Create a farm.
  await open(page, "/breeding");
  await page.getByRole("link", { name: "사육장 만들기" }).first().click();
  await expect(page).toHaveURL(/\/breeding\/farm\/registration$/);
  await page.getByLabel("사육장 이름").fill("E2E 거실 구피 어항");
  await page.getByLabel("소개").fill("브라우저 테스트로 만든 어항");
  await page.getByLabel("수조 크기").fill("60×45×45cm");
  // The photo goes through POST /api/v1/image (re-encoded by the server) and comes back as our own link.
  await page.locator('input[type="file"]').setInputFiles(photoFile());
  await expect(page.locator('input[name="imageUrl"]')).toHaveValue(/^\/uploads\/.+\.webp$/);
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page).toHaveURL(/\/breeding\/farm\/\d+$/);
  const farmId = Number(new URL(page.url()).pathname.split("/").pop());
  await expect(page.getByTestId("farm-name")).toHaveText("E2E 거실 구피 어항");
  await expect(page.getByTestId("farm-visibility")).toHaveText("비공개");
  await expect(page.getByRole("img", { name: "E2E 거실 구피 어항" })).toHaveAttribute("src", /^\/uploads\//);

  // An impossible value is refused with a clear message and nothing is saved.
  await open(page, `/breeding/daily-record/registration?breedingFarmId=${farmId}`);
  await page.getByLabel("기록 날짜").fill(daysAgo(5));
  // The form checks the range itself (in the server's words, not the browser's bubble); noValidate changes nothing.
  await page.evaluate(`document.querySelector('form[aria-label="사육 일지 쓰기"]').noValidate = true`);
  await page.getByRole("spinbutton", { name: "pH" }).fill("15");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("alert")).toContainText("pH 값은 0~14 pH 사이로 입력해주세요.");

  // Three records on different days.
  await addRecord(page, farmId, daysAgo(2), "24.5", "7.1");
  await addRecord(page, farmId, daysAgo(1), "25", "6.9");
  await addRecord(page, farmId, daysAgo(0), "25.5", "7");
  await expect(page.locator("[data-record-id]")).toHaveCount(3);
  await expect(page.locator("[data-record-id]").first()).toContainText(daysAgo(0));

  // The chart: uPlot draws the three water temperatures (lazy-loaded), with the range selector.
  const chart = page.getByTestId("farm-chart");
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.getByRole("button", { name: "수온" })).toHaveAttribute("aria-pressed", "true");
  await expect(chart.locator("[data-chart-points='3'] canvas")).toBeVisible();
  // The axis spans the whole 30 days up to today, not only the three days that have a record.
  await expect(chart.locator("[data-chart-points]")).toHaveAttribute("data-chart-from", daysAgo(29));
  await expect(chart.locator("[data-chart-points]")).toHaveAttribute("data-chart-to", daysAgo(0));
  await chart.getByRole("button", { name: "pH" }).click();
  await expect(chart.locator("table")).toContainText("6.9");
  await chart.getByRole("button", { name: "365일" }).click();
  await expect(page).toHaveURL(/chartDays=365/);
  await expect(chart.getByRole("button", { name: "365일" })).toHaveAttribute("aria-pressed", "true");
  await expect(chart.locator("canvas")).toBeVisible();
  await expect(chart.locator("[data-chart-points]")).toHaveAttribute("data-chart-from", daysAgo(364));

  // Today's records on /breeding.
  await open(page, "/breeding");
  await expect(page.getByRole("region", { name: "오늘의 사육 일지" })).toContainText("E2E 거실 구피 어항");

  // Make it public and open its public page logged out (server-rendered, with a preview).
  await open(page, `/breeding/farm/${farmId}`);
  await page.getByRole("button", { name: "공개로 전환" }).click();
  await expect(page.getByTestId("farm-visibility")).toHaveText("공개");
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await open(visitorPage, `/breeding/farm/${farmId}?isPublic=true`);
  await expect(visitorPage.getByTestId("farm-name")).toHaveText("E2E 거실 구피 어항");
  await expect(visitorPage.getByTestId("farm-chart").locator("canvas")).toBeVisible();
  const html = await (await visitor.request.get(`/breeding/farm/${farmId}?isPublic=true`)).text();
  expect(html).toContain('property="og:title" content="E2E 거실 구피 어항"');
  // Without ?isPublic=true a visitor lands on the public page too.
  await open(visitorPage, `/breeding/farm/${farmId}`);
  await expect(visitorPage).toHaveURL(new RegExp(`/breeding/farm/${farmId}\\?isPublic=true$`));

  // Another member likes, bookmarks and comments.
  const other = await memberPage(browser, "reviewer2@mulmung.kr");
  await open(other, `/breeding/farm/${farmId}?isPublic=true`);
  await other.getByRole("button", { name: /좋아요/ }).click();
  await expect(other.getByTestId("like-count")).toHaveText("1");
  await expect(other.getByRole("button", { name: /좋아요/ })).toHaveAttribute("aria-pressed", "true");
  await other.getByRole("button", { name: /북마크/ }).click();
  await expect(other.getByTestId("bookmark-count")).toHaveText("1");
  await other.getByRole("textbox", { name: "댓글을 남겨보세요." }).fill("수초 배치가 멋져요!");
  await other.getByRole("button", { name: "등록" }).click();
  await expect(other.locator("[data-comment-id]")).toContainText("수초 배치가 멋져요!");
  await other.reload();
  await expect(other.getByTestId("like-count")).toHaveText("1");
  await expect(other.locator("[data-comment-id]")).toContainText("수초 배치가 멋져요!");
  // The farm is in the visitor's recently viewed farms (SPEC §3 breedingFarmViewHistories).
  await open(other, "/breeding");
  await expect(other.getByRole("region", { name: "최근 본 사육장" })).toContainText("E2E 거실 구피 어항");
  await open(other, `/breeding/farm/${farmId}?isPublic=true`);

  // The owner sees them and replies.
  await page.reload();
  await expect(page.getByTestId("like-count")).toHaveText("1");
  await page.getByRole("button", { name: "답글" }).click();
  await page.getByRole("textbox", { name: "답글을 남겨보세요." }).fill("감사합니다 :)");
  await page.getByRole("button", { name: "등록" }).first().click();
  await expect(page.locator("[data-comment-id]")).toContainText("감사합니다 :)");

  // Made private: the visitor's page and the member's like both meet the 9003 message.
  await page.getByRole("button", { name: "비공개로 전환" }).click();
  await expect(page.getByTestId("farm-visibility")).toHaveText("비공개");
  await open(visitorPage, `/breeding/farm/${farmId}?isPublic=true`);
  await expect(visitorPage.getByTestId("private-notice")).toContainText(PRIVATE_MESSAGE);
  await expect(visitorPage.getByTestId("farm-name")).toHaveCount(0);
  await other.getByRole("button", { name: /좋아요/ }).click();
  await expect(other.getByText(PRIVATE_MESSAGE)).toBeVisible();
  // The QR landing page answers the same for a private farm.
  await open(visitorPage, `/qr?breedingFarmId=${farmId}`);
  await expect(visitorPage.getByTestId("private-notice")).toContainText(PRIVATE_MESSAGE);
  await visitor.close();
  await other.context().close();
});

test("a record is edited, found by date range and deleted after the confirmation", async ({ page }) => {
  const token = await logInThroughApi(page.request, "demo@mulmung.kr");
  const created = await page.request.post("/api/v1/breeding-farm", {
    data: { breedingFarmName: "E2E 기록 어항" },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(created.status()).toBe(201);
  const farmId = ((await created.json()) as { id: number }).id;
  await addRecord(page, farmId, daysAgo(10), "23", "6.8");
  await addRecord(page, farmId, daysAgo(3), "24", "7.2");

  await page
    .locator("[data-record-id]")
    .filter({ hasText: daysAgo(10) })
    .click();
  await expect(page.getByTestId("record-date")).toHaveText(daysAgo(10));
  await expect(page.getByRole("definition").filter({ hasText: "6.8 pH" })).toBeVisible();
  await page.getByRole("link", { name: "수정" }).click();
  await expect(page.getByRole("spinbutton", { name: "pH" })).toHaveValue("6.8");
  await page.getByRole("spinbutton", { name: "pH" }).fill("6.9");
  await page.getByLabel("메모").fill("수정한 기록");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page).toHaveURL(new RegExp(`/breeding/farm/${farmId}$`));

  await open(page, `/breeding/daily-record/list?breedingFarmId=${farmId}`);
  await expect(page.locator("[data-record-id]")).toHaveCount(2);
  await page.getByLabel("시작일").fill(daysAgo(12));
  await page.getByLabel("종료일").fill(daysAgo(5));
  await page.getByRole("button", { name: "조회" }).click();
  await expect(page.locator("[data-record-id]")).toHaveCount(1);
  await expect(page.locator("[data-record-id]")).toContainText("수정한 기록");
  await expect(page.locator("[data-record-id]")).toContainText("pH 6.9");

  await page.locator("[data-record-id]").click();
  await page.getByRole("button", { name: "삭제" }).click();
  await expect(page.getByText("삭제하시겠습니까?")).toBeVisible();
  await page.getByRole("button", { name: "네" }).click();
  await expect(page).toHaveURL(new RegExp(`/breeding/farm/${farmId}$`));
  await expect(page.locator("[data-record-id]")).toHaveCount(1);
});

test("the QR modal shows the code, switches colour and saves the PNG; the share link is copied", async ({ page }) => {
  await logInThroughApi(page.request, "demo@mulmung.kr");
  await open(page, "/breeding/farm/my-breeding-farms");
  await page.locator("[data-farm-id]").first().click();
  await page.getByRole("button", { name: "QR 코드" }).click();
  const dialog = page.getByRole("dialog", { name: "QR 코드" });
  await expect(dialog.getByTestId("qr-image")).toBeVisible();
  const colour = await dialog.getByTestId("qr-image").getAttribute("src");
  // The label carries the farm's short link, the one 공유 copies below.
  const png = PNG.sync.read(Buffer.from((colour ?? "").split(",")[1] ?? "", "base64"));
  const label = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
  expect(label).toMatch(/^http:\/\/localhost:\d+\/s\/[0-9A-Za-z]{8}$/);
  await dialog.getByText("흑백").click();
  await expect(dialog.getByTestId("qr-image")).not.toHaveAttribute("src", colour ?? "");
  await dialog.getByLabel("라벨 제목 (선택)").fill("가나다라마바사아자차카");
  await expect(dialog.getByText("영문/숫자 20자, 한글 10자 이내로 입력해주세요.")).toBeVisible();
  await dialog.getByLabel("라벨 제목 (선택)").fill("우리집 어항");
  await expect(dialog.getByText("영문/숫자 20자, 한글 10자까지 인쇄돼요.")).toBeVisible();
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "저장" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.png$/);
  await dialog.getByRole("button", { name: "닫기" }).click();
  await expect(dialog).toBeHidden();

  // When no short link can be made, SPEC's message (the server's failure answered by the route, as one would be).
  await page.route("**/api/v1/breeding-farm/*/share-link", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({
        code: "SHARE_LINK_UNAVAILABLE",
        message: "링크가 생성되지 않았습니다. 관리자에게 문의해주세요.",
      }),
    }),
  );
  await page.getByRole("button", { name: "공유" }).click();
  await expect(page.getByText("링크가 생성되지 않았습니다. 관리자에게 문의해주세요.")).toBeVisible();
  await page.unroute("**/api/v1/breeding-farm/*/share-link");

  // The share button copies the farm's short link, which opens its public page.
  const farmUrl = page.url();
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "공유" }).click();
  await expect(page.getByText("복사되었습니다. 다른 분들과 공유해보세요.")).toBeVisible();
  const copied = (await page.evaluate("navigator.clipboard.readText()")) as string;
  expect(copied).toBe(label);
  await open(page, copied);
  await expect(page).toHaveURL(/\/breeding\/farm\/\d+\?isPublic=true$/);
  expect(new URL(page.url()).pathname).toBe(new URL(farmUrl).pathname);
});

test("prints an A4 QR label sheet of two farms whose codes decode to the farms' short links", async ({
  page,
  baseURL,
}) => {
  await logInThroughApi(page.request, "demo@mulmung.kr");
  await open(page, "/breeding/farm/my-breeding-farms-qr");
  await page.getByRole("checkbox", { name: /거실 60큐브 구피 어항/ }).check();
  await page.getByRole("checkbox", { name: /새우 번식장/ }).check();
  await page.getByRole("button", { name: "2개 라벨 만들기" }).click();
  await expect(page).toHaveURL(/\/breeding\/farm\/multi-qr-export\?ids=\d+&ids=\d+$/);
  const labels = page.getByTestId("qr-sheet").locator("figure");
  await expect(labels).toHaveCount(2);
  const expected = (await labels.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-qr-link")))).sort();
  expect(expected).toEqual(
    expect.arrayContaining([expect.stringMatching(new RegExp(`^${baseURL}/s/[0-9A-Za-z]{8}$`))]),
  );
  await expect(page.getByTestId("qr-sheet")).toContainText("거실 60큐브 구피 어항");
  await expect(page.getByTestId("qr-sheet")).toContainText("새우 번식장");

  const dir = mkdtempSync(path.join(os.tmpdir(), "mulmung-qr-"));
  const pdf = await page.pdf({ format: "A4", printBackground: true, preferCSSPageSize: true });
  writeFileSync(path.join(dir, "sheet.pdf"), pdf);
  execFileSync("pdftoppm", ["-r", "150", "-png", path.join(dir, "sheet.pdf"), path.join(dir, "page")]);
  const pages = readdirSync(dir).filter((f) => f.startsWith("page") && f.endsWith(".png"));
  expect(pages).toHaveLength(1);
  const decoded = decodeAll(PNG.sync.read(readFileSync(path.join(dir, pages[0] as string))));
  expect(decoded.sort()).toEqual(expected);

  // Back from the sheet, the selection is kept (SPEC §3).
  await page.goBack();
  await expect(page.getByRole("checkbox", { name: /거실 60큐브 구피 어항/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /새우 번식장/ })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: /베란다 메다카 수조/ })).not.toBeChecked();
});

test("a farm's comments come 10 at a time, oldest first, and 댓글 더보기 shows the rest", async ({ page }) => {
  const token = await logInThroughApi(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post("/api/v1/breeding-farm", {
    data: { breedingFarmName: "E2E 댓글 어항" },
    headers,
  });
  expect(created.status()).toBe(201);
  const farmId = ((await created.json()) as { id: number }).id;
  for (let i = 1; i <= 13; i++) {
    const res = await page.request.post("/api/v1/breeding-farm-comment", {
      data: { breedingFarmId: farmId, content: `댓글 ${i}번` },
      headers,
    });
    expect(res.status()).toBe(201);
  }

  await open(page, `/breeding/farm/${farmId}`);
  const comments = page.locator("[data-comment-id]");
  const texts = () => comments.locator("p").allInnerTexts();
  await expect(comments).toHaveCount(10);
  expect(await texts()).toEqual(Array.from({ length: 10 }, (_, i) => `댓글 ${i + 1}번`));
  await page.getByRole("button", { name: "댓글 더보기" }).click();
  await expect(comments).toHaveCount(13);
  expect(await texts()).toEqual(Array.from({ length: 13 }, (_, i) => `댓글 ${i + 1}번`));
  await expect(page.getByRole("button", { name: "댓글 더보기" })).toHaveCount(0);

  // A new comment lands at the end, and the comments already open stay open.
  await page.getByRole("textbox", { name: "댓글을 남겨보세요." }).fill("댓글 14번");
  await page.getByRole("button", { name: "등록" }).click();
  await expect(comments).toHaveCount(14);
  await expect(comments.last()).toContainText("댓글 14번");
});

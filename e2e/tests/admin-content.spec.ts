/**
 * The console's 사이트 콘텐츠 and 서비스 설정 (issue 27). The operator schedules a banner a few seconds ahead; a
 * SECOND app instance (another server process on the same PostgreSQL) does not show it on the home page before its
 * start and shows it from its start. The banner moves up by its ↑ button and is deleted. Maintenance is switched on
 * in the console: a member's page shows the notice while the operator keeps working (a console write succeeds), then
 * off again. Each of these writes is in 감사 로그.
 *
 * One operator sign-in for the file (a code is taken once per 30-s step): the tests run in order on one page.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { databaseUrl, OPERATOR_EMAIL, sql, withFreshCode } from "../support/operator.ts";
import { logIn } from "../support/session.ts";
import { type BrowserContext, expect, type Page, test } from "../support/test.ts";

test.describe.configure({ mode: "serial" });

const MAIN = fileURLToPath(new URL("../../apps/server/src/main.ts", import.meta.url));
/** A 1×1 PNG, the banner's picture. */
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

/** A Seoul `datetime-local` value, to the second. */
function seoulInput(ms: number): string {
  return new Date(ms + 9 * 3600_000).toISOString().slice(0, 19);
}

/** Types codes into the code form until one is taken (withFreshCode: now's, the next step's, a later one). */
async function typeCode(page: Page) {
  await withFreshCode(async (code) => {
    await page.getByLabel("인증 코드", { exact: true }).fill(code);
    const [answer] = await Promise.all([
      page.waitForResponse((res) => /\/api\/v1\/admin\/second-factor\/verification$/.test(res.url())),
      page.getByRole("button", { name: "확인" }).click(),
    ]);
    return answer.ok();
  });
}

/** A second app instance: the same build, its own port and DATA_DIR (the same secrets), the first one's database. */
async function startSecondInstance(firstDataDir: string, port: number) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `mulmung-e2e-second-${port}-`));
  await copyFile(path.join(firstDataDir, "secrets.json"), path.join(dataDir, "secrets.json"));
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl(firstDataDir),
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${url}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the second instance on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  await logIn(page, { email: OPERATOR_EMAIL, redirect: "/admin" });
  await expect(page).toHaveURL(/\/admin\/second-factor$/, { timeout: HYDRATION_MS });
  await typeCode(page);
  await expect(page).toHaveURL(/\/admin$/);
});

test.afterAll(async () => {
  await context?.close();
});

/** The audit log filtered by a call, as the operator searches it; answers the rows' texts. */
async function auditRows(action: string) {
  await open(page, `/admin/audit-log?action=${encodeURIComponent(action)}&scope=OPERATOR`);
  return page.locator("tr[data-audit-entry]");
}

const TITLE = `예약 배너 ${Date.now() % 100_000}`;

test("a banner scheduled seconds ahead shows on a second instance's home page from its start, not before", async ({
  server,
  request,
}) => {
  test.setTimeout(240_000);
  const port = Number(new URL(server.url).port) + 50;
  const second = await startSecondInstance(server.dataDir, port);
  try {
    await open(page, "/admin/content?kind=banner");
    await expect(page.getByRole("heading", { name: "사이트 콘텐츠", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "새 배너" }).click();
    await expect(page.getByRole("heading", { name: "새 배너", level: 1 })).toBeVisible();
    await page.getByLabel("제목", { exact: true }).fill(TITLE);
    await page.getByLabel("이미지 올리기").setInputFiles({ name: "banner.png", mimeType: "image/png", buffer: PIXEL });
    await expect(page.getByRole("img", { name: "올린 이미지" })).toBeVisible();
    await page.getByLabel("클릭 링크").fill("app:/ecommerce");
    await expect(page.getByText("앱 안의 화면 /ecommerce(으)로 이동합니다")).toBeVisible();
    await page.getByLabel("노출 화면").selectOption("/");
    await page.getByLabel("노출 위치").selectOption("TOP");
    // The member's view beside the form: the banner in its slot.
    await expect(page.locator("[data-preview=banner]")).toContainText(TITLE);

    // Starts 10 s from now (whole seconds, as the picker holds them; saving takes a few on a busy machine), ends
    // tomorrow.
    const startMs = Math.ceil((Date.now() + 10_000) / 1000) * 1000;
    await page.getByLabel("시작 (서울 시각)").fill(seoulInput(startMs));
    await page.getByLabel("종료 (서울 시각)").fill(seoulInput(startMs + 24 * 3600_000));
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/content\?kind=banner$/);
    const row = page.getByRole("listitem").filter({ hasText: TITLE });
    await expect(row).toContainText("예약");

    // The second instance's home page, as a visitor loads it, polled until the banner is there.
    const home = async () => (await request.get(`${second.url}/`)).text();
    expect(Date.now()).toBeLessThan(startMs);
    let seenAt = 0;
    while (Date.now() < startMs + 10_000) {
      const before = Date.now();
      const html = await home();
      if (html.includes(TITLE)) {
        seenAt = before;
        break;
      }
      // Each look renders the home page on the server: once a second until just before the start, then every 50 ms.
      await new Promise((resolve) => setTimeout(resolve, Date.now() < startMs - 1_000 ? 1_000 : 50));
    }
    expect(seenAt, "the banner never showed on the second instance").toBeGreaterThan(0);
    test.info().annotations.push({ type: "banner shown after its start", description: `${seenAt - startMs} ms` });
    // Never before its start, and within about a second of it.
    expect(seenAt).toBeGreaterThanOrEqual(startMs - 50);
    expect(seenAt - startMs).toBeLessThan(1_500);
    // The first instance shows it too, and the console now says 게시 중.
    expect(await (await request.get("/")).text()).toContain(TITLE);
    await open(page, "/admin/content?kind=banner");
    await expect(page.getByRole("listitem").filter({ hasText: TITLE })).toContainText("게시 중");
  } finally {
    await second.stop();
  }
  const rows = await auditRows("/api/v1/admin/banner");
  await expect(rows.filter({ hasText: "POST" }).first()).toBeVisible();
});

test("the banner moves up by its ↑ button (saved with the order call), then is deleted after a question", async () => {
  await open(page, "/admin/content?kind=banner");
  const items = page.locator("li[data-item-id]");
  const row = items.filter({ hasText: TITLE });
  const before = await items.count();
  const position = async () =>
    await items.evaluateAll((els, t) => els.findIndex((el) => el.textContent?.includes(t)), TITLE);
  const from = await position();
  expect(from).toBeGreaterThan(0);
  await row.getByRole("button", { name: `${TITLE} 위로` }).click();
  expect(await position()).toBe(from - 1);
  // Focus stays on the moved item's button, so the keyboard can go on moving it.
  await expect(row.getByRole("button", { name: `${TITLE} 위로` })).toBeFocused();
  await page.getByRole("button", { name: "순서 저장" }).click();
  await expect(page.getByText("순서를 저장했습니다.")).toBeVisible();
  await open(page, "/admin/content?kind=banner");
  expect(await position()).toBe(from - 1);

  await row.getByRole("button", { name: `${TITLE} 삭제` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText(TITLE);
  await dialog.getByRole("button", { name: "네" }).click();
  await expect(page.getByText("삭제되었습니다.")).toBeVisible();
  await expect(items.filter({ hasText: TITLE })).toHaveCount(0);
  expect(await items.count()).toBe(before - 1);

  await expect((await auditRows("banner-order")).first()).toBeVisible();
  await expect((await auditRows("/api/v1/admin/banner/:id")).filter({ hasText: "DELETE" }).first()).toBeVisible();
});

test("maintenance on: members see the notice, the operator keeps working; off again; all in the audit log", async ({
  browser,
  server,
}) => {
  test.setTimeout(120_000);
  const notice = `콘솔에서 켠 점검 ${Date.now() % 100_000}`;
  try {
    await open(page, "/admin/settings");
    const maintenance = page.locator("[data-setting=service_check]");
    await expect(maintenance.getByRole("status")).toHaveText("지금은 점검 중이 아닙니다.");
    await expect(maintenance).toContainText("운영자 콘솔은 점검 중에도 계속 동작합니다");
    await maintenance.getByLabel("점검 모드 켜기").check();
    await maintenance.getByLabel("안내 문구").fill(notice);
    await maintenance.getByRole("button", { name: "저장" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
    await expect(maintenance.getByRole("status")).toHaveText("지금 점검 중: 회원에게 점검 화면이 보이고 있습니다.");

    const visitor = await browser.newPage();
    await open(visitor, "/ecommerce");
    await expect(visitor.getByRole("heading", { name: "서비스 점검 안내" })).toBeVisible();
    await expect(visitor.getByText(notice)).toBeVisible();

    // The console keeps working during maintenance, and a write from it succeeds.
    const live = page.locator("[data-setting=live_arrival]");
    const hours = live.getByLabel("보장 시간 (배송 완료 후, 시간)");
    const was = await hours.inputValue();
    const next = was === "24" ? "25" : "24";
    await hours.fill(next);
    await live.getByRole("button", { name: "저장" }).click();
    await expect(page.getByText("생물 도착 보장 설정을 저장했습니다.")).toBeVisible();
    await open(page, "/admin/settings");
    await expect(page.locator("[data-setting=live_arrival]").getByLabel("보장 시간 (배송 완료 후, 시간)")).toHaveValue(
      next,
    );
    await page.locator("[data-setting=live_arrival]").getByLabel("보장 시간 (배송 완료 후, 시간)").fill(was);
    await page.locator("[data-setting=live_arrival]").getByRole("button", { name: "저장" }).click();
    await expect(page.getByText("생물 도착 보장 설정을 저장했습니다.")).toBeVisible();

    // Off again: the member's page is back.
    const off = page.locator("[data-setting=service_check]");
    await off.getByLabel("점검 모드 켜기").uncheck();
    await off.getByRole("button", { name: "저장" }).click();
    await expect(off.getByRole("status")).toHaveText("지금은 점검 중이 아닙니다.");
    await open(visitor, "/ecommerce");
    await expect(visitor.getByRole("heading", { name: "서비스 점검 안내" })).toHaveCount(0);
    await visitor.close();
  } finally {
    await sql(
      server.dataDir,
      "update service_setting set setting_data = $1::jsonb where setting_type = 'service_check'",
      [JSON.stringify({ isEnable: false, message: "더 나은 서비스를 위해 점검 중입니다." })],
    );
  }

  // Switched on, switched off: two entries of the maintenance setting (at least; a retry adds its own).
  const checks = await auditRows("service_check");
  await expect(checks.first()).toBeVisible();
  expect(await checks.count()).toBeGreaterThanOrEqual(2);
  await expect((await auditRows("live_arrival")).first()).toBeVisible();
});

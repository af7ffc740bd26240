/**
 * Issue 31, the spec's last rows a member meets: breeding comments and replies edited by their writer (SPEC §4),
 * community posts bookmarked beside their like and listed in 찜 목록 (SPEC §1), 프로필 수정 and 환불 계좌 관리 from
 * 내 정보 (SPEC §7), and the two routes that answered 404 without their parameter: /direct-inquiry/affiliate picks a
 * store, /ecommerce/order goes to the open order form or the basket.
 */
import { freshMember } from "../support/console-session.ts";
import { HYDRATION_MS, open, reload } from "../support/hydration.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, expect, type Page, test } from "../support/test.ts";

const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

async function api(request: APIRequestContext, token: string, method: "POST" | "GET", url: string, data?: object) {
  const res = await request.fetch(url, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${url}: ${res.status()}`).toBe(true);
  return res.json();
}

/** A demo product without options, in stock (a 바로 구매 needs nothing else). */
async function plainProduct(request: APIRequestContext): Promise<number> {
  const list = (await (await request.get("/api/v1/product?size=50")).json()) as { items: { id: number }[] };
  type Detail = { id: number; isUseOptionGroup: boolean; stock: number };
  const details = await Promise.all(
    list.items.map(async ({ id }) => (await (await request.get(`/api/v1/product/${id}`)).json()) as Detail),
  );
  const plain = details.find((detail) => !detail.isUseOptionGroup && detail.stock >= 5);
  if (!plain) throw new Error("no plain product in stock");
  return plain.id;
}

/** A member of this run, logged in through the form (so the page holds its access token). */
async function freshMemberPage(page: Page, dataDir: string, tag: string) {
  const member = await freshMember(dataDir, tag);
  await logIn(page, { email: member.email });
  await expect(page).toHaveURL(/\/my-info$/);
  return member;
}

test("the writer edits a breeding comment and a reply on the farm and daily-record pages; others cannot", async ({
  page,
  browser,
}) => {
  const owner = await logInThroughApi(page.request);
  const farm = await api(page.request, owner, "POST", "/api/v1/breeding-farm", {
    breedingFarmName: "E2E 댓글 수정 어항",
    isPublic: true,
  });
  const record = await api(page.request, owner, "POST", `/api/v1/breeding-farm/${farm.id}/breeding-daily-record`, {
    recordDate: new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10),
    isPublic: true,
  });

  const other = await (await browser.newContext()).newPage();
  await logIn(other, { email: "reviewer4@mulmung.kr" });
  await expect(other).toHaveURL(/\/my-info$/);
  await open(other, `/breeding/farm/${farm.id}?isPublic=true`);
  await other.getByRole("textbox", { name: "댓글을 남겨보세요." }).fill("구피가 참 예뻐요");
  await other.getByRole("button", { name: "등록" }).click();
  const comment = other.getByTestId("comment").filter({ hasText: "구피가 참 예뻐요" });
  await expect(comment).toBeVisible();
  await comment.getByRole("button", { name: "수정" }).click();
  const box = comment.getByRole("textbox", { name: "수정" });
  await box.fill("구피가 참 예뻐요, 수초도요");
  await comment.getByRole("button", { name: "저장" }).click();
  await expect(comment.getByText("구피가 참 예뻐요, 수초도요")).toBeVisible();
  await reload(other);
  await expect(other.getByTestId("comment").first()).toContainText("구피가 참 예뻐요, 수초도요");

  // The farm's owner sees the comment without 수정 (not theirs), replies on the record and edits the reply.
  await open(page, `/breeding/farm/${farm.id}`);
  const seen = page.getByTestId("comment").first();
  await expect(seen).toContainText("구피가 참 예뻐요, 수초도요");
  await expect(seen.getByRole("button", { name: "수정" })).toHaveCount(0);

  await open(other, `/breeding/daily-record/${record.id}?isPublic=true`);
  await other.getByRole("textbox", { name: "댓글을 남겨보세요." }).fill("오늘 수온은 몇 도인가요?");
  await other.getByRole("button", { name: "등록" }).click();
  await expect(other.getByTestId("comment")).toContainText("오늘 수온은 몇 도인가요?");

  await open(page, `/breeding/daily-record/${record.id}`);
  const question = page.getByTestId("comment").filter({ hasText: "오늘 수온은" });
  await expect(question.getByRole("button", { name: "답글" })).toBeEnabled({ timeout: HYDRATION_MS });
  await question.getByRole("button", { name: "답글" }).click();
  await question.getByRole("textbox", { name: "답글을 남겨보세요." }).fill("26도예요");
  await question.getByRole("button", { name: "등록" }).click();
  const reply = question.getByTestId("reply");
  await expect(reply).toContainText("26도예요");
  await reply.getByRole("button", { name: "수정" }).click();
  await reply.getByRole("textbox", { name: "수정" }).fill("26도로 맞춰 두었어요");
  await reply.getByRole("button", { name: "저장" }).click();
  await expect(reply).toContainText("26도로 맞춰 두었어요");
  await reload(page);
  await expect(page.getByTestId("reply")).toContainText("26도로 맞춰 두었어요");
});

test("a member bookmarks a community post beside its like and finds it in 찜 목록 under 게시글", async ({
  page,
  server,
}) => {
  const writer = await logInThroughApi(page.request, "reviewer5@mulmung.kr");
  const post = await api(page.request, writer, "POST", "/api/v1/community-board", {
    title: "E2E 북마크해 둘 글",
    content: "<p>수초 트리밍 요령 정리</p>",
    dept1Category: "FREE",
    dept2Category: "FREE_DAILY",
  });
  await page.context().clearCookies();

  await freshMemberPage(page, server.dataDir, "bm");
  await open(page, `/community/board/${post.id}`);
  const bookmark = page.locator('[data-bookmark="COMMUNITY_BOARD"]');
  await expect(bookmark).toHaveAttribute("aria-pressed", "false", { timeout: HYDRATION_MS });
  await expect(bookmark).toHaveAccessibleName("E2E 북마크해 둘 글 찜하기");
  // The toggle moves at once; the reload waits for the server's answer (a reload before it would drop the call).
  const saved = page.waitForResponse(
    (res) => res.request().method() === "POST" && res.url().endsWith(`/api/v1/community-board/${post.id}/bookmark`),
  );
  await bookmark.click();
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");
  expect((await saved).status()).toBe(201);
  await expect(bookmark.locator("[data-bookmark-count]")).toHaveText("1");
  await reload(page);
  await expect(bookmark).toHaveAttribute("aria-pressed", "true");

  await open(page, "/my-info/bookmark?type=COMMUNITY_BOARD");
  const tab = page.locator('[data-bookmark-tab="COMMUNITY_BOARD"]');
  await expect(tab).toHaveAttribute("aria-current", "page");
  await expect(tab).toContainText("게시글");
  await expect(page.locator('[data-bookmark-count="COMMUNITY_BOARD"]')).toHaveText("1");
  const card = page.locator('[data-bookmark-list="COMMUNITY_BOARD"]').getByRole("link", { name: /E2E 북마크해 둘 글/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/community/board/${post.id}$`));
});

test("내 정보 > 프로필 수정 saves a picture and an introduction; the API's Korean message shows", async ({
  page,
  server,
}) => {
  const member = await freshMemberPage(page, server.dataDir, "pf");
  await page.getByRole("link", { name: "프로필 수정" }).click();
  await expect(page).toHaveURL(/\/my-info\/profile\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "프로필 수정" })).toBeVisible();

  await page.locator('input[type="file"]').setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PIXEL });
  await expect(page.getByTestId("profile-image")).toHaveAttribute("src", /\/uploads\//);
  const introduction = page.getByRole("textbox", { name: "소개" });
  await introduction.fill("가".repeat(201));
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("alert")).toContainText("소개는 200자 이내로 입력해주세요.");

  await introduction.fill("베타와 구피를 키우는 3년 차 물생활러입니다.");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("저장되었습니다.")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);

  await page.getByRole("link", { name: "내 프로필 보기" }).click();
  await expect(page).toHaveURL(/\/my-info\/profile\/\d+$/);
  await expect(page.getByText("베타와 구피를 키우는 3년 차 물생활러입니다.")).toBeVisible();
  await expect(page.getByText(member.nickname).first()).toBeVisible();
});

test("내 정보 > 환불 계좌 관리 picks a bank from the list and saves the account; a wrong number is refused in Korean", async ({
  page,
  server,
}) => {
  await freshMemberPage(page, server.dataDir, "rf");
  await page.getByRole("link", { name: "환불 계좌 관리" }).click();
  await expect(page).toHaveURL(/\/my-info\/refund-account$/);
  await expect(page.getByTestId("refund-account-current")).toHaveText("등록된 환불 계좌가 없습니다.");

  const bank = page.getByRole("combobox", { name: "은행" });
  await expect(bank.locator("option")).not.toHaveCount(1);
  await bank.selectOption({ label: "KB국민은행" });
  await page.getByRole("textbox", { name: "계좌번호" }).fill("12-34");
  await page.getByRole("textbox", { name: "예금주" }).fill("김물멍");
  await page.getByRole("button", { name: "환불 계좌 저장" }).click();
  await expect(page.getByRole("alert")).toContainText("계좌번호는 숫자 10~16자리로 입력해주세요.");

  await page.getByRole("textbox", { name: "계좌번호" }).fill("123-4567-8901");
  await page.getByRole("button", { name: "환불 계좌 저장" }).click();
  await expect(page.getByTestId("refund-account-current")).toHaveText("KB국민은행 12345678901 (김물멍)");
  await reload(page);
  await expect(page.getByTestId("refund-account-current")).toHaveText("KB국민은행 12345678901 (김물멍)");
  await expect(page.getByRole("combobox", { name: "은행" })).toHaveValue(/\d{3}/);
});

test("/direct-inquiry/affiliate without a store lets the member pick one: the stores written to, then the bookmarked", async ({
  page,
  server,
}) => {
  const member = await freshMemberPage(page, server.dataDir, "iq");
  const response = await open(page, "/direct-inquiry/affiliate");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "문의할 상점 선택" })).toBeVisible();
  await expect(page.getByText("아직 문의한 상점이나 찜한 상점이 없어요.")).toBeVisible();
  await expect(page.getByRole("link", { name: "상점 둘러보기" })).toHaveAttribute("href", "/store");

  const bearer = await logInThroughApi(page.request, member.email);
  const store2 = await api(page.request, bearer, "GET", "/api/v1/affiliate/2");
  const store3 = await api(page.request, bearer, "GET", "/api/v1/affiliate/3");
  await api(page.request, bearer, "POST", "/api/v1/affiliate/2/mail", {
    title: "수초 입고 문의",
    content: "언제 들어오나요?",
  });
  await api(page.request, bearer, "POST", "/api/v1/affiliate/3/bookmark");

  await open(page, "/direct-inquiry/affiliate");
  const talked = page.getByTestId("store-conversations");
  await expect(talked.getByRole("link")).toHaveCount(1);
  await expect(talked).toContainText(store2.name);
  await expect(talked).toContainText("수초 입고 문의");
  await expect(talked).toContainText("답변 대기");
  await expect(page.getByTestId("store-bookmarked")).toContainText(store3.name);
  await talked.getByRole("link", { name: new RegExp(store2.name) }).click();
  await expect(page).toHaveURL(/\/direct-inquiry\/affiliate\?affiliateId=2$/);
  await expect(page.getByText(`${store2.name}에 메시지를 보냅니다.`)).toBeVisible();
});

test("/ecommerce/order without an id goes to the basket, then to the newest open order form", async ({
  page,
  server,
}) => {
  const member = await freshMemberPage(page, server.dataDir, "of");
  await open(page, "/ecommerce/order");
  await expect(page).toHaveURL(/\/ecommerce\/basket$/);

  const bearer = await logInThroughApi(page.request, member.email);
  const form = await api(page.request, bearer, "POST", "/api/v1/order/direct", {
    productId: await plainProduct(page.request),
  });
  await open(page, "/ecommerce/order");
  await expect(page).toHaveURL(new RegExp(`/ecommerce/order/${form.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

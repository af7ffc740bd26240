import { PNG } from "pngjs";
import { hydrated, open } from "../support/hydration.ts";
import { DEMO_EMAIL, logIn, memberPage } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

const OTHER = "reviewer1@mulmung.kr";

/** A small aquarium-blue picture, as a phone camera roll would hand it over. */
function picture(): Buffer {
  const png = new PNG({ width: 60, height: 40 });
  for (let i = 0; i < png.data.length; i += 4) {
    png.data[i] = 20;
    png.data[i + 1] = 120 + ((i / 4) % 60);
    png.data[i + 2] = 255;
    png.data[i + 3] = 255;
  }
  return PNG.sync.write(png);
}

/** Writes a post through the API as the page's member (the refresh cookie gives an access token). */
async function writeByApi(page: Page, title: string): Promise<number> {
  const token = await page.request.post("/api/v1/refresh/authentication", { data: {} });
  expect(token.status()).toBe(200);
  const { accessToken } = (await token.json()) as { accessToken: string };
  const res = await page.request.post("/api/v1/community-board", {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { title, content: "<p>API로 쓴 글</p>", dept1Category: "FREE" },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test("write a post with an image, find it, comment, reply, like, unlike, edit and delete it", async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `우리집 구피 어항 일기 ${stamp}`;
  await logIn(page);
  await expect(page).not.toHaveURL(/\/login/);

  await open(page, "/community/list");
  await page.getByRole("link", { name: "글쓰기" }).click();
  await expect(page).toHaveURL(/\/community\/board\/write/);
  const editor = page.getByRole("textbox", { name: "내용" });
  await expect(editor).toBeVisible();
  expect((await editor.boundingBox())?.height).toBeGreaterThanOrEqual(400);

  // Nothing chosen yet: the form says what is missing and nothing is posted.
  await page.getByRole("button", { name: "등록하기" }).click();
  await expect(page.getByRole("alert")).toHaveText("게시판을 선택해주세요.");

  await page.getByLabel("게시판", { exact: true }).selectOption({ label: "자유게시판" });
  await page.getByLabel("세부 카테고리").selectOption({ label: "일상" });
  await page.getByLabel("제목", { exact: true }).fill(title);
  await editor.click();
  await page.keyboard.type("오늘 아침 치어가 태어났어요. 새끼 구피 열 마리!");
  await page
    .getByTestId("editor-image-input")
    .setInputFiles({ name: "guppy.png", mimeType: "image/png", buffer: picture() });
  await expect(editor.locator('img[src^="/uploads/"]')).toHaveCount(1);
  await page.getByRole("button", { name: "등록하기" }).click();

  await expect(page).toHaveURL(/\/community\/board\/\d+$/);
  const postUrl = page.url();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const content = page.getByTestId("post-content");
  await expect(content).toContainText("새끼 구피 열 마리");
  const image = content.locator('img[src^="/uploads/"]');
  await expect(image).toHaveCount(1);
  await expect
    .poll(() =>
      page.evaluate<number>(
        `(() => { const img = document.querySelector('[data-testid="post-content"] img'); return img && img.complete ? img.naturalWidth : 0; })()`,
      ),
    )
    .toBe(60);

  // In the list (also reached as /community/board, a banner route), and found by a two-syllable word of its text.
  await open(page, "/community/board");
  await expect(page).toHaveURL(/\/community\/list$/);
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await page.getByRole("searchbox").fill("치어");
  await page.getByRole("button", { name: "검색" }).click();
  await expect(page.getByText("'치어' 검색 결과")).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(title) })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(title) }).click();
  await expect(page).toHaveURL(postUrl);

  // Comment and reply.
  await page.getByRole("textbox", { name: "댓글을 입력해주세요" }).fill("축하드려요! 부화통 꼭 쓰세요.");
  await page.getByRole("button", { name: "등록", exact: true }).click();
  const comment = page.getByTestId("comment").filter({ hasText: "축하드려요!" });
  await expect(comment).toBeVisible();
  await expect(page.getByTestId("comment-count")).toHaveText("댓글 1");
  await comment.getByRole("button", { name: "답글" }).click();
  await page.getByRole("textbox", { name: "답글을 입력해주세요" }).fill("감사합니다, 그렇게 할게요.");
  await comment.getByRole("button", { name: "등록", exact: true }).click();
  await expect(comment.getByTestId("reply")).toContainText("감사합니다, 그렇게 할게요.");
  await expect(page.getByTestId("comment-count")).toHaveText("댓글 2");

  // Like, then unlike; the count survives a reload.
  const like = page.getByRole("button", { name: "좋아요", exact: true });
  await like.click();
  const unlike = page.getByRole("button", { name: "좋아요 취소" });
  await expect(unlike).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("like-count")).toHaveText("1");
  await page.reload();
  await expect(page.getByTestId("like-count")).toHaveText("1");
  await page.getByRole("button", { name: "좋아요 취소" }).click();
  await expect(page.getByRole("button", { name: "좋아요", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("like-count")).toHaveText("0");

  // Edit.
  await page.getByRole("link", { name: "수정", exact: true }).click();
  await expect(page).toHaveURL(/\/community\/board\/write\?id=\d+/);
  await expect(page.getByLabel("제목", { exact: true })).toHaveValue(title);
  await expect(page.getByRole("textbox", { name: "내용" }).locator("img")).toHaveCount(1);
  await page.getByLabel("제목", { exact: true }).fill(`${title} (수정)`);
  await page.getByRole("button", { name: "수정하기" }).click();
  await expect(page).toHaveURL(postUrl);
  await expect(page.getByRole("heading", { name: `${title} (수정)` })).toBeVisible();

  // Delete, after the confirmation.
  await page.getByRole("button", { name: "삭제", exact: true }).first().click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("삭제하시겠습니까?");
  await dialog.getByRole("button", { name: "네" }).click();
  await expect(page).toHaveURL(/\/community\/list$/);
  await expect(page.getByRole("link", { name: new RegExp(title) })).toHaveCount(0);
  const gone = await open(page, postUrl);
  expect(gone?.status()).toBe(404);
});

test("another member can neither edit nor delete someone's post", async ({ browser }) => {
  const writer = await memberPage(browser, DEMO_EMAIL, { throughForm: true });
  const id = await writeByApi(writer, `남이 못 고치는 글 ${Date.now()}`);

  const other = await memberPage(browser, OTHER, { throughForm: true });
  await open(other, `/community/board/${id}`);
  await expect(other.getByRole("heading", { name: /남이 못 고치는 글/ })).toBeVisible();
  await expect(other.getByRole("button", { name: "신고" }).first()).toBeVisible();
  await expect(other.getByRole("link", { name: "수정", exact: true })).toHaveCount(0);
  await expect(other.getByRole("button", { name: "삭제", exact: true })).toHaveCount(0);

  const editPage = await open(other, `/community/board/write?id=${id}`);
  expect(editPage?.status()).toBe(403);
  await expect(other.getByText("본인이 쓴 글만 수정할 수 있습니다.")).toBeVisible();

  // The page's own session refresh (on hydration) rotates the refresh cookie: let it finish before this one uses it.
  await hydrated(other);
  const refreshed = await other.request.post("/api/v1/refresh/authentication", { data: {} });
  expect(refreshed.status()).toBe(200);
  const token = (await refreshed.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${token.accessToken}` };
  const patch = await other.request.patch(`/api/v1/community-board/${id}`, { headers, data: { title: "가로채기" } });
  expect(patch.status()).toBe(403);
  const remove = await other.request.delete(`/api/v1/community-board/${id}`, { headers });
  expect(remove.status()).toBe(403);

  await open(writer, `/community/board/${id}`);
  await expect(writer.getByRole("heading", { name: /남이 못 고치는 글/ })).toBeVisible();
  await expect(writer.getByRole("link", { name: "수정", exact: true })).toBeVisible();

  // The other member may report it, once.
  await open(other, `/community/board/${id}`);
  await other.getByRole("button", { name: "신고" }).first().click();
  const report = other.getByRole("dialog", { name: "신고하기" });
  await report.getByLabel("욕설/비방").check();
  await report.getByRole("button", { name: "신고하기" }).click();
  await expect(other.getByText("신고가 접수되었습니다. 빠르게 처리하겠습니다.")).toBeVisible();
});

test("글쓰기 floats 16px in from the column's edge and 16px above the tab bar", async ({ page }) => {
  const tabBar = page.getByRole("navigation", { name: "주요 메뉴" });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await open(page, "/community/list");
    const write = await page.getByRole("link", { name: "글쓰기" }).boundingBox();
    const bar = await tabBar.boundingBox();
    const column = await page.locator("main#main").boundingBox();
    if (!write || !bar || !column) throw new Error("글쓰기, the tab bar or the column is not on screen");
    expect(column.x + column.width - (write.x + write.width)).toBeCloseTo(16, 0);
    expect(bar.y - (write.y + write.height)).toBeCloseTo(16, 0);
  }
  // At the end of the list the last post is not under it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate("window.scrollTo(0, document.body.scrollHeight)");
  const last = await page.getByTestId("board-item").last().boundingBox();
  const write = await page.getByRole("link", { name: "글쓰기" }).boundingBox();
  expect((last?.y ?? 0) + (last?.height ?? 0)).toBeLessThanOrEqual(write?.y ?? 0);
});

test("visitors are asked to log in before writing, liking or commenting", async ({ page }) => {
  await open(page, "/community/list");
  await page.getByRole("link", { name: "글쓰기" }).click();
  await expect(page.getByRole("dialog")).toContainText("로그인이 필요합니다");
  await expect(page).toHaveURL(/\/community\/list$/);
  await page.getByRole("dialog").getByRole("button", { name: "닫기" }).click();

  await page.getByTestId("board-item").nth(4).getByRole("link").click();
  await expect(page).toHaveURL(/\/community\/board\/\d+$/);
  await page.getByRole("button", { name: "좋아요", exact: true }).click();
  await expect(page.getByRole("dialog")).toContainText("로그인이 필요합니다");
  await expect(page.getByRole("dialog").getByRole("link", { name: "로그인" })).toHaveAttribute(
    "href",
    /\/my-info\/login\?redirect=%2Fcommunity%2Fboard%2F\d+/,
  );
});

test("the list keeps its place and filters while a post is read, refreshes its counts, and resets on leaving", async ({
  page,
}) => {
  await open(page, "/community/list");
  const items = page.getByTestId("board-item");
  const firstCount = await items.count();
  await page.getByRole("button", { name: "더보기" }).click();
  await expect.poll(() => items.count()).toBeGreaterThan(firstCount);
  const builtUp = await items.count();

  const target = items.nth(builtUp - 2);
  const id = await target.getAttribute("data-post-id");
  const hitsBefore = Number((await target.getByTestId("board-item-hits").innerText()).replace(/\D/g, ""));
  await target.scrollIntoViewIfNeeded();
  const scrollBefore = await page.evaluate<number>("window.scrollY");
  expect(scrollBefore).toBeGreaterThan(500);
  await target.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/community/board/${id}$`));
  await expect(page.getByTestId("post-hits")).toHaveText(`조회 ${hitsBefore + 1}`);

  await page.goBack();
  await expect(page).toHaveURL(/\/community\/list$/);
  await expect(items).toHaveCount(builtUp);
  const back = page.locator(`[data-post-id="${id}"]`);
  await expect(back.getByTestId("board-item-hits")).toHaveText(`조회 ${hitsBefore + 1}`);
  await expect.poll(() => page.evaluate<number>("window.scrollY")).toBeGreaterThan(scrollBefore - 200);

  // Filters are kept too: a board, a post, back.
  await open(page, "/community/list?dept1Category=QNA");
  await page.getByTestId("board-item").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/community\/board\/\d+$/);
  await page.goBack();
  await expect(page).toHaveURL(/dept1Category=QNA/);
  await expect(page.getByRole("link", { name: "질문과 답변" })).toHaveAttribute("aria-current", "page");

  // Leaving the list screens resets the kept list.
  await open(page, "/community/list");
  await page.getByRole("button", { name: "더보기" }).click();
  await expect.poll(() => items.count()).toBeGreaterThan(firstCount);
  await page.getByRole("link", { name: "홈" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/community\/list$/);
  await expect(items).toHaveCount(firstCount);
});

test("store newsletters lead from the board to the store, and profiles list a member's posts", async ({ page }) => {
  await open(page, "/community");
  const newsletterLink = page.getByRole("link", { name: /\[.+\] / }).first();
  await newsletterLink.click();
  await expect(page).toHaveURL(/\/community\/board\/\d+$/);
  await expect(page.getByRole("complementary")).toContainText("뉴스레터");
  await expect(page.getByRole("link", { name: "스토어 보기" })).toHaveAttribute("href", /\/store\/\d+$/);

  await page.getByTestId("post-writer").click();
  await expect(page).toHaveURL(/\/my-info\/profile\/\d+$/);
  await expect(page.getByTestId("profile-nickname")).toHaveText("물멍 운영팀");
  await expect(page.getByTestId("board-item").first()).toBeVisible();

  await logIn(page);
  await expect(page).not.toHaveURL(/\/login/);
  await open(page, "/my-info/profile/community/list");
  await expect(page.getByRole("heading", { name: "내가 쓴 글" }).first()).toBeVisible();
  await expect(page.getByTestId("profile-nickname")).toHaveText("물멍초보");
});

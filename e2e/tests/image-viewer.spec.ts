/**
 * The full-screen image viewer (SPEC §2 modals) on a post's photos and a product's gallery: it opens at the
 * tapped image, arrow keys and swipes move between images with an "n / total" counter, and Escape, the close
 * button or the back gesture close it, focus going back to the image that opened it.
 */
import { PNG } from "pngjs";
import { open } from "../support/hydration.ts";
import { logInThroughApi } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

function png(rgb: [number, number, number]): Buffer {
  const image = new PNG({ width: 40, height: 30 });
  for (let i = 0; i < image.data.length; i += 4) image.data.set([...rgb, 255], i);
  return PNG.sync.write(image);
}

/** A post with three uploaded photos, written through the API as the demo member. */
async function postWithPhotos(page: Page): Promise<number> {
  const headers = { authorization: `Bearer ${await logInThroughApi(page.request)}` };
  const links: string[] = [];
  for (const colour of [
    [200, 30, 30],
    [30, 160, 60],
    [30, 60, 200],
  ] as [number, number, number][]) {
    const res = await page.request.post("/api/v1/image", {
      headers,
      multipart: { file: { name: "photo.png", mimeType: "image/png", buffer: png(colour) } },
    });
    expect(res.status()).toBe(201);
    links.push(((await res.json()) as { data: { link: string } }).data.link);
  }
  const content = links.map((src) => `<p><img src="${src}" alt=""></p>`).join("");
  const created = await page.request.post("/api/v1/community-board", {
    headers,
    data: { title: "E2E 사진 세 장", content, dept1Category: "FREE" },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

test("a post's photos open full screen; arrows and swipes move, Escape and back close, focus returns", async ({
  page,
}) => {
  const id = await postWithPhotos(page);
  await open(page, `/community/board/${id}`);
  const second = page.getByRole("button", { name: "E2E 사진 세 장 사진 2/3 크게 보기" });
  await second.focus();
  await page.keyboard.press("Enter");

  const viewer = page.getByRole("dialog", { name: "E2E 사진 세 장 사진 보기" });
  const counter = viewer.getByTestId("image-viewer-counter");
  await expect(viewer).toBeVisible();
  await expect(counter).toHaveText("2 / 3");
  await expect(viewer.getByRole("img", { name: "E2E 사진 세 장 사진 2/3" })).toBeVisible();
  // It fills the viewport.
  const box = await viewer.boundingBox();
  expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  await expect(viewer.getByRole("button", { name: "닫기" })).toBeFocused();

  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("3 / 3");
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText("3 / 3");
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText("2 / 3");

  // Swipes: a drag to the left shows the next image, to the right the previous one.
  const swipe = async (from: number, to: number) => {
    await page.mouse.move(from, 420);
    await page.mouse.down();
    await page.mouse.move((from + to) / 2, 425);
    await page.mouse.move(to, 430);
    await page.mouse.up();
  };
  await swipe(300, 80);
  await expect(counter).toHaveText("3 / 3");
  await swipe(80, 300);
  await swipe(80, 300);
  await expect(counter).toHaveText("1 / 3");
  await viewer.getByRole("button", { name: "다음 사진" }).click();
  await expect(counter).toHaveText("2 / 3");

  // Tab stays inside the viewer.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press("Tab");
    expect(await viewer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  }

  await page.keyboard.press("Escape");
  await expect(viewer).toBeHidden();
  await expect(second).toBeFocused();
  await expect(page).toHaveURL(new RegExp(`/community/board/${id}$`));

  // The back gesture closes it and stays on the post.
  await page.getByRole("button", { name: "E2E 사진 세 장 사진 1/3 크게 보기" }).click();
  await expect(counter).toHaveText("1 / 3");
  await expect(page).toHaveURL(/#image-viewer$/);
  await page.goBack();
  await expect(viewer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/community/board/${id}$`));
  await expect(page.getByRole("heading", { name: "E2E 사진 세 장" })).toBeVisible();
});

test("a product's image opens full screen and the close button returns focus to it", async ({ page }) => {
  await open(page, "/ecommerce/product/1");
  const name = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  const opener = page.getByRole("button", { name: `${name} 사진 1/1 크게 보기` });
  await opener.click();
  const viewer = page.getByRole("dialog", { name: `${name} 사진 보기` });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByTestId("image-viewer-counter")).toHaveText("1 / 1");
  await expect(viewer.getByRole("img", { name: `${name} 사진 1/1` })).toBeVisible();
  await expect(viewer.getByRole("button", { name: "다음 사진" })).toHaveCount(0);
  await viewer.getByRole("button", { name: "닫기" }).click();
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(page).toHaveURL(/\/ecommerce\/product\/1$/);
});

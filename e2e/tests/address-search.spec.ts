/**
 * 주소 검색 through Kakao's postcode protocol (decision 037), in a real browser against the local stand-in script
 * (/postcode-stand-in/postcode.v2.js, which the server names while the stand-ins are on): the picked address fills
 * the postal code and address (road or lot, with the building's name), the order form adds the Jeju or island
 * surcharge from the postal code, and a script that cannot load says so, retries, and leaves typing by hand.
 */

import { HYDRATION_MS, open, reload } from "../support/hydration.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { type APIRequestContext, expect, test } from "../support/test.ts";

const MEMBER = "reviewer8@mulmung.kr";
const STAND_IN_SCRIPT = "**/postcode-stand-in/postcode.v2.js";

test.describe.configure({ mode: "serial" });

/** A direct order form for a plain product in stock, as 바로 구매 makes it. */
async function directOrder(request: APIRequestContext): Promise<number> {
  const token = await logInThroughApi(request, MEMBER);
  const items = ((await (await request.get("/api/v1/product?size=50")).json()) as { items: { id: number }[] }).items;
  for (const item of items) {
    const detail = (await (await request.get(`/api/v1/product/${item.id}`)).json()) as {
      isUseOptionGroup: boolean;
      stock: number;
    };
    if (detail.isUseOptionGroup || detail.stock < 5) continue;
    const res = await request.post("/api/v1/order/direct", {
      headers: { authorization: `Bearer ${token}` },
      data: { productId: item.id },
    });
    expect(res.status(), await res.text()).toBeLessThan(300);
    return ((await res.json()) as { id: number }).id;
  }
  throw new Error("no plain product in stock");
}

test("a Jeju address from the postcode widget adds the Jeju surcharge on the order form; an island lot address the island one", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const orderId = await directOrder(request);
  await logIn(page, { email: MEMBER });
  await expect(page).not.toHaveURL(/\/login/);
  await open(page, `/ecommerce/order/${orderId}`);
  const summary = page.getByRole("region", { name: "결제 금액" }).first();
  await expect(summary.getByText("추가 배송비(제주·도서산간)")).toHaveCount(0);

  const form = page.getByRole("form", { name: "새 배송지" });
  await expect(form.getByRole("button", { name: "주소 검색" })).toBeEnabled({ timeout: HYDRATION_MS });
  await form.getByLabel("배송지 이름").fill("제주 작업실");
  await form.getByLabel("받는 분").fill("한수조");
  await form.getByLabel("휴대폰 번호").fill("010-8888-0008");
  await form.getByRole("button", { name: "주소 검색" }).click();
  const dialog = page.getByRole("dialog", { name: "주소 검색" });
  // The widget (the stand-in's, drawn by kakao.Postcode#embed) focuses its own search box.
  const box = dialog.getByLabel("도로명, 건물명 또는 지번");
  await expect(box).toBeFocused();
  await box.fill("첨단로");
  await box.press("Enter");
  await dialog.getByRole("button", { name: /63309.*도로명.*제주특별자치도 제주시 첨단로 242/ }).click();
  await expect(dialog).toBeHidden();
  await expect(form.getByLabel("우편번호")).toHaveValue("63309");
  await expect(form.getByLabel("주소", { exact: true })).toHaveValue(
    "제주특별자치도 제주시 첨단로 242 (영평동, 카카오 스페이스닷원)",
  );
  await form.getByRole("button", { name: "저장" }).click();
  await expect(page.getByText("배송지가 변경되었습니다.")).toBeVisible();
  await expect(page.getByText(/제주 지역이라 추가 배송비 [\d,]+원이 붙습니다/)).toBeVisible();
  await expect(summary.getByText("추가 배송비(제주·도서산간)")).toBeVisible();

  // A second destination by its lot address (지번): Ulleung, an island.
  await page.getByRole("button", { name: "배송지 변경" }).click();
  const second = page.getByRole("form", { name: "새 배송지" });
  await second.getByLabel("배송지 이름").fill("울릉 본가");
  await second.getByLabel("받는 분").fill("한수조");
  await second.getByLabel("휴대폰 번호").fill("010-8888-0008");
  await second.getByRole("button", { name: "주소 검색" }).click();
  await dialog.getByLabel("도로명, 건물명 또는 지번").fill("울릉군청");
  await dialog.getByRole("button", { name: "검색", exact: true }).click();
  await dialog.getByRole("button", { name: /지번.*경상북도 울릉군 울릉읍 도동리 7-2/ }).click();
  await expect(second.getByLabel("우편번호")).toHaveValue("40205");
  await expect(second.getByLabel("주소", { exact: true })).toHaveValue("경상북도 울릉군 울릉읍 도동리 7-2 (울릉군청)");
  await second.getByRole("button", { name: "저장" }).click();
  const chosen = page.getByRole("region", { name: "배송지" });
  await expect(chosen).toContainText("(40205) 경상북도 울릉군 울릉읍 도동리 7-2 (울릉군청)");
  await expect(page.getByText(/도서산간 지역이라 추가 배송비 [\d,]+원이 붙습니다/)).toBeVisible();
  await expect(summary.getByText("추가 배송비(제주·도서산간)")).toBeVisible();
});

test("when the postcode script cannot load, the dialog says so with 다시 시도, and the address can be typed by hand", async ({
  page,
}) => {
  await page.route(STAND_IN_SCRIPT, (route) => route.abort("internetdisconnected"));
  await logIn(page, { email: MEMBER });
  await expect(page).not.toHaveURL(/\/login/);
  await open(page, "/my-info/shipping-destination");
  await page.getByRole("button", { name: "+ 배송지 추가" }).click();
  const form = page.getByRole("form", { name: "새 배송지" });
  await expect(form.getByLabel("우편번호")).toHaveAttribute("readonly", "");
  await form.getByRole("button", { name: "주소 검색" }).click();
  const dialog = page.getByRole("dialog", { name: "주소 검색" });
  const failed = dialog.getByRole("alert");
  await expect(failed).toContainText("주소 검색을 불러오지 못했어요. 잠시 후 다시 시도해 주세요.");

  // 다시 시도 while still offline: the same message; back online: the widget.
  await failed.getByRole("button", { name: "다시 시도" }).click();
  await expect(dialog.getByRole("alert")).toContainText("주소 검색을 불러오지 못했어요.");
  await page.unroute(STAND_IN_SCRIPT);
  await dialog.getByRole("button", { name: "다시 시도" }).click();
  await expect(dialog.getByLabel("도로명, 건물명 또는 지번")).toBeVisible();
  await expect(dialog.getByRole("alert")).toHaveCount(0);
  await dialog.getByRole("button", { name: "닫기" }).click();

  // Offline again on a fresh page: 직접 입력하기 closes the dialog at the postal code, open to typing.
  await page.route(STAND_IN_SCRIPT, (route) => route.abort("internetdisconnected"));
  await reload(page);
  await page.getByRole("button", { name: "+ 배송지 추가" }).click();
  await form.getByRole("button", { name: "주소 검색" }).click();
  await dialog.getByRole("button", { name: "직접 입력하기" }).click();
  await expect(dialog).toBeHidden();
  const postal = form.getByLabel("우편번호");
  await expect(postal).toBeFocused();
  await form.getByLabel("배송지 이름").fill("직접 입력한 곳");
  await form.getByLabel("받는 분").fill("한수조");
  await form.getByLabel("휴대폰 번호").fill("010-8888-0008");
  await postal.fill("6330");
  await form.getByLabel("주소", { exact: true }).fill("제주특별자치도 제주시 첨단로 242");
  await form.getByRole("button", { name: "저장" }).click();
  await expect(form.getByText("우편번호는 5자리 숫자로 입력해주세요.")).toBeVisible();
  await postal.fill("63309");
  await expect(form.getByText("제주 지역: 추가 배송비가 붙을 수 있습니다.")).toBeVisible();
  await form.getByRole("button", { name: "저장" }).click();
  await expect(page.getByRole("listitem", { name: "직접 입력한 곳" })).toContainText(
    "(63309) 제주특별자치도 제주시 첨단로 242",
  );
});

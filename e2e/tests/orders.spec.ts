/**
 * My info's order side in a real browser: shipping destinations (add through 주소 검색 with the local postcode stand-in,
 * the Jeju and island notes, edit, default, delete, refused without an address), and the order pages' menu.
 */

import { HYDRATION_MS, open, reload } from "../support/hydration.ts";
import { memberPage } from "../support/session.ts";
import { expect, type Page, test } from "../support/test.ts";

async function addDestination(page: Page, d: { name: string; recipient: string; phone: string; search: string }) {
  await page.getByRole("button", { name: "+ 배송지 추가" }).click();
  const form = page.getByRole("form", { name: "새 배송지" });
  await form.getByLabel("배송지 이름").fill(d.name);
  await form.getByLabel("받는 분").fill(d.recipient);
  await form.getByLabel("휴대폰 번호").fill(d.phone);
  await form.getByRole("button", { name: "주소 검색" }).click();
  const dialog = page.getByRole("dialog", { name: "주소 검색" });
  await dialog.getByLabel("도로명, 건물명 또는 지번").fill(d.search);
  await dialog.getByRole("button", { name: "검색" }).click();
  await dialog.getByRole("list", { name: "주소 검색 결과" }).getByRole("button").first().click();
  await expect(dialog).toBeHidden();
  return form;
}

test("a member adds destinations through 주소 검색, sees the Jeju and island notes, edits, re-defaults and deletes", async ({
  browser,
}) => {
  const page = await memberPage(browser, "reviewer7@mulmung.kr");
  await open(page, "/my-info");
  await page.getByRole("link", { name: "배송지 관리" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "배송지 관리" })).toBeVisible();

  // Nothing yet: the form is open at once. Without an address it is refused, in Korean, and nothing is saved.
  const first = page.getByRole("form", { name: "새 배송지" });
  await expect(first.getByRole("button", { name: "저장" })).toBeEnabled({ timeout: HYDRATION_MS });
  await first.getByLabel("배송지 이름").fill("우리집");
  await first.getByLabel("받는 분").fill("김물멍");
  await first.getByLabel("휴대폰 번호").fill("010-1234-5678");
  await first.getByRole("button", { name: "저장" }).click();
  await expect(first.getByText("주소 검색으로 주소를 선택해주세요.")).toBeVisible();
  await expect(page.getByRole("listitem", { name: "우리집" })).toHaveCount(0);

  // 주소 검색 finds 제주 첨단로; the postal code is Jeju's, so the surcharge note shows.
  await first.getByRole("button", { name: "주소 검색" }).click();
  const dialog = page.getByRole("dialog", { name: "주소 검색" });
  await dialog.getByLabel("도로명, 건물명 또는 지번").fill("없는도로 999");
  await dialog.getByRole("button", { name: "검색" }).click();
  await expect(dialog.getByText("검색 결과가 없습니다.", { exact: false })).toBeVisible();
  await dialog.getByLabel("도로명, 건물명 또는 지번").fill("첨단로");
  await dialog.getByRole("button", { name: "검색" }).click();
  await dialog.getByRole("button", { name: /63309.*제주특별자치도 제주시 첨단로 242/ }).click();
  await expect(first.getByLabel("우편번호")).toHaveValue("63309");
  await expect(first.getByLabel("주소", { exact: true })).toHaveValue(
    "제주특별자치도 제주시 첨단로 242 (영평동, 카카오 스페이스닷원)",
  );
  await expect(first.getByText("제주 지역: 추가 배송비가 붙을 수 있습니다.")).toBeVisible();
  await first.getByLabel("상세 주소").fill("3층");
  await first.getByRole("button", { name: "저장" }).click();

  const home = page.getByRole("listitem", { name: "우리집" });
  await expect(home).toContainText("(63309) 제주특별자치도 제주시 첨단로 242 (영평동, 카카오 스페이스닷원) 3층");
  await expect(home.getByText("기본 배송지", { exact: true })).toBeVisible();
  await expect(home).toContainText("김물멍 · 010-1234-5678");

  // An island address (Ulleung) says so too.
  const second = await addDestination(page, {
    name: "본가",
    recipient: "박수조",
    phone: "01098765432",
    search: "울릉군청",
  });
  await expect(second.getByText("도서산간 지역: 추가 배송비가 붙을 수 있습니다.")).toBeVisible();
  await second.getByRole("button", { name: "저장" }).click();
  const parents = page.getByRole("listitem", { name: "본가" });
  await expect(parents).toContainText("(40205) 경상북도 울릉군 울릉읍 도동2길 66");
  await expect(parents).toContainText("도서산간 지역");
  await expect(parents.getByText("기본 배송지", { exact: true })).toHaveCount(0);

  // Edit: a Seoul address has no surcharge.
  await parents.getByRole("button", { name: "본가 수정" }).click();
  const edit = page.getByRole("form", { name: "배송지 수정" });
  await edit.getByRole("button", { name: "주소 검색" }).click();
  await dialog.getByLabel("도로명, 건물명 또는 지번").fill("세종대로 110");
  await dialog.getByRole("button", { name: "검색" }).click();
  await dialog.getByRole("button", { name: /04524/ }).click();
  await expect(edit.getByText(/추가 배송비/)).toHaveCount(0);
  await edit.getByRole("button", { name: "저장" }).click();
  await expect(parents).toContainText("(04524) 서울특별시 중구 세종대로 110");

  // 기본 배송지로 설정 moves the default; deleting asks first.
  await parents.getByRole("button", { name: "본가 기본 배송지로 설정" }).click();
  await expect(parents.getByText("기본 배송지", { exact: true })).toBeVisible();
  await expect(home.getByText("기본 배송지", { exact: true })).toHaveCount(0);
  await home.getByRole("button", { name: "우리집 삭제" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  await expect(page.getByText("배송지가 삭제되었습니다.")).toBeVisible();
  await expect(home).toHaveCount(0);

  // The server agrees after a reload.
  await reload(page);
  await expect(page.getByRole("listitem", { name: "본가" }).getByText("기본 배송지", { exact: true })).toBeVisible();
  await expect(page.getByRole("listitem", { name: "우리집" })).toHaveCount(0);
  await page.context().close();
});

test("My info links to 주문 내역, and 스토어 관리 only for a store owner; the old store order page moved there", async ({
  browser,
}) => {
  const page = await memberPage(browser, "reviewer7@mulmung.kr");
  await open(page, "/my-info");
  await expect(page.getByRole("link", { name: "주문 내역" })).toHaveAttribute("href", "/my-info/order/list");
  await expect(page.getByRole("link", { name: "스토어 관리" })).toHaveCount(0);
  // Someone without a store who opens the old page anyway lands in the console and is told so.
  await open(page, "/my-info/store/order");
  await expect(page).toHaveURL(/\/store-console\/order$/);
  await expect(page.getByText("스토어를 운영하는 회원만 이용할 수 있어요")).toBeVisible();
  await page.context().close();

  const owner = await memberPage(browser, "store@mulmung.kr");
  await open(owner, "/my-info");
  await expect(owner.getByRole("link", { name: "스토어 관리" })).toHaveAttribute("href", "/store-console");
  // One entry: the store's orders, questions and reviews are in the console.
  await expect(owner.getByRole("link", { name: /내 상점/ })).toHaveCount(0);
  await open(owner, "/my-info/store/order?tab=SHIPPING");
  await expect(owner).toHaveURL(/\/store-console\/order\?tab=SHIPPING$/);
  await expect(owner.getByRole("link", { name: /^배송 중/ })).toHaveAttribute("aria-current", "page");
  await open(owner, "/my-info/store/inquiry");
  await expect(owner).toHaveURL(/\/store-console\/inquiry$/);
  await open(owner, "/my-info/store/review");
  await expect(owner).toHaveURL(/\/store-console\/review$/);
  await owner.context().close();
});

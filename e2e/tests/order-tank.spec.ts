/**
 * Issue 30 in a real browser: a member confirms the purchase of live fish and 내 수조에 추가 offers itself; they make
 * a new tank there and the fish go in, with the arrival in that day's record. Then a post shows the tank (made
 * public) as a card, chosen in the editor's 내 수조 보여주기.
 */

import { fishPerUnit } from "@mulmung/domain/fish-count";
import { seriousViolations } from "../support/axe.ts";
import { freshMember } from "../support/console-session.ts";
import { HYDRATION_MS, open } from "../support/hydration.ts";
import { sql } from "../support/operator.ts";
import { logInThroughApi, memberPage } from "../support/session.ts";
import { type APIRequestContext, expect, test } from "../support/test.ts";

const OWNER = "store@mulmung.kr";

function client(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: "GET" | "POST" | "PATCH", url: string, data?: unknown) => {
    const res = await request.fetch(url, { method, headers, ...(data === undefined ? {} : { data }) });
    return { status: res.status(), body: (await res.json()) as T };
  };
}

test("confirming live fish offers 내 수조에 추가; the fish go into a new tank, which a post then shows", async ({
  browser,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const buyer = await freshMember(server.dataDir, "tank");
  const call = client(request, await logInThroughApi(request, buyer.email));
  // A plain, in-stock product of the first store (the demo owner's), selling guppies.
  const stores = (await (await request.get("/api/v1/affiliate?size=50")).json()) as { items: { id: number }[] };
  const first = Math.min(...stores.items.map((s) => s.id));
  const list = (await (await request.get(`/api/v1/product?affiliateId=${first}&size=50`)).json()) as {
    items: { id: number; name: string }[];
  };
  let fish: { id: number; name: string } | undefined;
  for (const item of list.items) {
    const detail = (await (await request.get(`/api/v1/product/${item.id}`)).json()) as {
      stock: number;
      isUseOptionGroup: boolean;
    };
    if (!detail.isUseOptionGroup && detail.stock > 3) {
      fish = item;
      break;
    }
  }
  if (!fish) throw new Error("no plain product in the first store");
  await sql(
    server.dataDir,
    "update product set species_id = (select id from species where korean_name = '구피') where id = $1",
    [fish.id],
  );

  await call("POST", "/api/v1/shipping-destination", {
    name: "집",
    recipient: "김수조",
    phoneNumber: "01055557777",
    postalCode: "04524",
    address: "서울특별시 중구 세종대로 110",
    detailAddress: "7층",
    isDefault: true,
  });
  const form = await call<{ id: number }>("POST", "/api/v1/order/direct", { productId: fish.id, quantity: 2 });
  expect(form.status).toBe(201);
  const window = await call<{ paymentId: string; totalAmount: number; request: { orderName: string } }>(
    "PATCH",
    `/api/v1/order/${form.body.id}/confirmation`,
    { payMethod: "CARD", agreement: true },
  );
  await request.post("/portone-stand-in/controls/payments", {
    data: {
      paymentId: window.body.paymentId,
      orderName: window.body.request.orderName,
      totalAmount: window.body.totalAmount,
      payMethod: "CARD",
      approve: true,
    },
  });
  expect(
    (await call<{ status: string }>("POST", "/api/v1/payment/complete", { paymentId: window.body.paymentId })).body
      .status,
  ).toBe("PAID");
  const order = await call<{ parts: { id: number }[] }>("GET", `/api/v1/order/${form.body.id}`);
  const partId = order.body.parts[0]?.id as number;
  const owner = client(request, await logInThroughApi(request, OWNER));
  await owner("PATCH", `/api/v1/affiliate-order/${partId}/transit`, {
    carrier: "CJ대한통운",
    trackingNumber: "8888-1234-5678",
  });
  expect((await owner("PATCH", `/api/v1/affiliate-order/${partId}/delivered`)).status).toBe(200);

  // 구매 확정, and the offer comes at once.
  const page = await memberPage(browser, buyer.email, { throughForm: true });
  await open(page, `/my-info/order/${form.body.id}`);
  const confirmButton = page.getByRole("button", { name: /구매 확정$/ });
  await expect(confirmButton).toBeEnabled({ timeout: HYDRATION_MS });
  await confirmButton.click();
  await page.getByRole("alertdialog").getByRole("button", { name: "네" }).click();
  const dialog = page.getByRole("dialog", { name: "내 수조에 추가" });
  await expect(dialog.getByText("구피를 어느 수조에 넣을까요?")).toBeVisible();
  // A member with no tank yet: making one is the choice, and the count is the line's fish (2 × "3마리" is six).
  const fishCount = 2 * fishPerUnit(fish.name);
  await expect(dialog.getByRole("radio", { name: "새 수조 만들기" })).toBeChecked();
  await expect(dialog.getByLabel("마릿수")).toHaveValue(String(fishCount));
  expect(await seriousViolations(page, "내 수조에 추가")).toEqual([]);
  await dialog.getByRole("button", { name: "내 수조에 추가" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("새 수조의 이름을 입력해주세요.");
  await dialog.getByLabel("새 수조 이름").fill("검역 수조");
  await dialog.getByLabel("마릿수").fill(String(fishCount + 1));
  await dialog.getByRole("button", { name: "내 수조에 추가" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(`1마리부터 ${fishCount}마리까지 입력해주세요.`);
  await dialog.getByLabel("마릿수").fill("2");
  await dialog.getByRole("button", { name: "내 수조에 추가" }).click();
  await expect(page.getByText("검역 수조에 구피 2마리를 넣었어요.")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${fish.name}: 수조에 2마리 추가함`)).toBeVisible();
  // The rest stay offered from the line, for later.
  await expect(page.getByRole("button", { name: `${fish.name} 내 수조에 추가` })).toHaveCount(fishCount > 2 ? 1 : 0);

  // The tank has them, and that day's record says where they came from.
  const farms = await call<{ items: { id: number; breedingFarmName: string }[] }>("GET", "/api/v1/breeding-farm/all");
  const tank = farms.body.items.find((f) => f.breedingFarmName === "검역 수조");
  expect(tank).toBeDefined();
  const records = await call<{ items: { note: string; fishAdded: number }[] }>(
    "GET",
    `/api/v1/breeding-farm/${tank?.id}/breeding-daily-record`,
  );
  expect(records.body.items[0]?.note).toMatch(/에서 구피 2마리 입양$/);
  expect(records.body.items[0]?.fishAdded).toBe(2);

  // Made public, the tank can go under a post: the editor offers it, the post shows its card.
  expect((await call("PATCH", `/api/v1/breeding-farm/${tank?.id}/public`, { isPublic: true })).status).toBe(200);
  await open(page, "/community/board/write");
  const submit = page.getByRole("button", { name: "등록하기" });
  await expect(submit).toBeEnabled({ timeout: HYDRATION_MS });
  await page.getByLabel("게시판", { exact: true }).selectOption({ label: "자유게시판" });
  await page.getByLabel("제목", { exact: true }).fill("검역 수조에 구피가 왔어요");
  await page.getByRole("textbox", { name: "내용" }).click();
  await page.keyboard.type("이틀째 잘 먹고 있어요.");
  await page.getByLabel("내 수조 보여주기").selectOption({ label: "검역 수조" });
  await submit.click();
  const card = page.getByRole("complementary", { name: "검역 수조" });
  await expect(card).toBeVisible();
  await expect(card.getByRole("list", { name: "수조에 사는 생물" })).toHaveText("구피 2마리");
  await expect(card.getByRole("link")).toHaveAttribute("href", `/breeding/farm/${tank?.id}?isPublic=true`);
  expect(await seriousViolations(page, "post with a tank card")).toEqual([]);
});

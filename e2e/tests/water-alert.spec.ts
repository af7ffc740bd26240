/**
 * Issue 30's water alert in a real browser: a member keeps guppies; they record ammonia 1.0 mg/L at pH 8.2 and
 * 28 °C in the daily record form. The record and the farm page say what that means (free ammonia 0.10 mg/L: 위험),
 * and the alert reaches the member as a notification (the breeding module's job, through the notification module),
 * which opens the farm.
 */
import { freshMember } from "../support/console-session.ts";
import { open } from "../support/hydration.ts";
import { logIn, logInThroughApi } from "../support/session.ts";
import { expect, test } from "../support/test.ts";

test("ammonia 1.0 mg/L at pH 8.2 and 28 °C: the record and the farm warn, and the member is notified", async ({
  page,
  request,
  server,
}) => {
  test.setTimeout(90_000);
  const { email } = await freshMember(server.dataDir, "water");
  const member = { authorization: `Bearer ${await logInThroughApi(request, email)}` };
  const created = await request.post("/api/v1/breeding-farm", {
    headers: member,
    data: { breedingFarmName: "수질 테스트 어항", volumeLiters: 60 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const farmId = ((await created.json()) as { id: number }).id;
  const species = (await (await request.get(`/api/v1/species?search=${encodeURIComponent("구피")}`)).json()) as {
    items: { id: number; koreanName: string }[];
  };
  const guppy = species.items.find((s) => s.koreanName === "구피");
  expect(guppy).toBeDefined();
  const fish = await request.post(`/api/v1/breeding-farm/${farmId}/inhabitant`, {
    headers: member,
    data: { speciesId: guppy?.id, count: 6 },
  });
  expect(fish.status(), await fish.text()).toBe(201);

  await logIn(page, { email });
  await expect(page).not.toHaveURL(/\/login/);
  await open(page, `/breeding/daily-record/registration?breedingFarmId=${farmId}`);
  await page.getByRole("spinbutton", { name: "수온" }).fill("28");
  await page.getByRole("spinbutton", { name: "pH" }).fill("8.2");
  await page.getByRole("spinbutton", { name: "암모니아" }).fill("1");
  await page.getByRole("button", { name: "저장" }).click();
  await expect(page).toHaveURL(new RegExp(`/breeding/farm/${farmId}$`));

  // The farm page's tank panel: the latest record's alert, in words and figures.
  const panel = page.getByTestId("tank-panel");
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByText(/유리 암모니아\(NH₃\) 0\.10 mg\/L/)).toBeVisible();
  await expect(panel.getByText("위험", { exact: true }).first()).toBeVisible();

  // The notification: sent by a job after the record's transaction, so the list is read again until it is there.
  await expect(async () => {
    await open(page, "/notification");
    await expect(page.getByText("수질 위험: 수질 테스트 어항")).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByText("수질 위험: 수질 테스트 어항").click();
  await expect(page).toHaveURL(new RegExp(`/breeding/(farm/${farmId}|daily-record/\\d+)`));
});

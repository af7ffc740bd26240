import { HYDRATION_MS } from "../support/hydration.ts";
import { expect, test } from "../support/test.ts";

/**
 * The API documentation on the built server, as `npm start` runs it: the server has loaded the web build, which
 * shares the server's one copy of @mulmung/contract (a bundled second copy broke the document with
 * "Duplicate schema id"). The API tests cannot see this: their app never loads the web build.
 */

type OpenApiDocument = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
};

test("GET /api/docs/openapi.json and /api/docs/json answer the whole OpenAPI document", async ({ request }) => {
  for (const url of ["/api/docs/openapi.json", "/api/docs/json"]) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.title).toBe("물멍 API");
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/api/health", "/api/v1/product", "/api/v1/member/me", "/api/v1/community-board"]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(expect.arrayContaining(["Member", "ErrorResponse"]));
  }
});

test("/api/docs shows the operations in swagger-ui", async ({ page }) => {
  test.setTimeout(60_000); // swagger-ui's bundle is large: slow on a busy machine
  const res = await page.goto("/api/docs");
  expect(res?.status()).toBe(200);
  // swagger-ui parses the whole document (some 200 paths with the store console's) before it draws the title:
  // seconds on a busy two-core machine, so the script's own wait, not the default 5 s.
  await expect(page.getByRole("heading", { name: /물멍 API/ })).toBeVisible({ timeout: HYDRATION_MS });
  // swagger-ui renders operations as they scroll into view: scroll as a reader does.
  for (const path of ["/api/health", "/api/v1/product"]) {
    const link = page.getByRole("link", { name: path, exact: true });
    await expect(async () => {
      if (!(await link.isVisible())) await page.mouse.wheel(0, 1500);
      await expect(link).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 30_000 });
  }
});

import { describe, expect, it, vi } from "vitest";
import { ROUTE_MIDDLEWARE, runRouteMiddleware } from "./route-middleware.server.ts";

/** What a loader's thrown `data(…)` becomes for the error boundary. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await run();
  } catch (error) {
    const value = error as { init?: { status?: number }; data?: unknown; status?: number };
    return { status: value.init?.status ?? value.status ?? 0, body: value.data };
  }
  throw new Error("nothing was thrown");
}

const api = vi.fn();
const args = () => ({
  context: { api } as never,
  request: new Request("http://localhost/my-info/referee?x=1"),
});

describe("route middleware (SPEC §2 redirects)", () => {
  it("an unknown middleware gives 500 'Unknown middleware', before any other runs", async () => {
    api.mockReset();
    const error = await thrown(() => runRouteMiddleware(["member", "no-such-middleware"], args()));
    expect(error).toEqual({
      status: 500,
      body: { code: "UNKNOWN_MIDDLEWARE", message: "Unknown middleware", middleware: "no-such-middleware" },
    });
    expect(api).not.toHaveBeenCalled();
    // Names are the registry's own, not Object.prototype's.
    expect((await thrown(() => runRouteMiddleware(["toString"], args()))).status).toBe(500);
  });

  it("member: a visitor goes to login and comes back to the page", async () => {
    api.mockReset().mockResolvedValue({ status: 401, body: { code: "UNAUTHORIZED", message: "로그인이 필요합니다." } });
    const response = await thrown(() => runRouteMiddleware(["member"], args()));
    expect(response.status).toBe(302);
    expect(Object.keys(ROUTE_MIDDLEWARE)).toEqual(["member"]);
  });
});

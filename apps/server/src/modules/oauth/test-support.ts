/**
 * Helpers for the social login API tests: a tiny cookie-keeping browser on a listening test app, the whole
 * authorize -> stand-in page -> callback round trip, and the social sign-up that follows it.
 */
import { createServer } from "node:net";
import type { LoginResult } from "@mulmung/contract/auth";
import { expect } from "vitest";
import { STAND_IN_KEY } from "../../../test/test-app.ts";
import { STAND_IN_KEY_COOKIE } from "../../http/stand-in-key.ts";

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field below
export type Json = any;
export const json = async (res: Response): Promise<Json> => res.json();

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** A tiny browser: keeps cookies per name, follows nothing by itself. */
export class Browser {
  cookies = new Map<string, string>();
  readonly base: string;
  constructor(base: string) {
    this.base = base;
    // As a browser on this machine that opened `npm run stand-in-link`'s link: it holds the stand-in key.
    this.cookies.set(STAND_IN_KEY_COOKIE, STAND_IN_KEY);
  }

  async request(path: string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}) {
    const url = path.startsWith("http") ? path : `${this.base}${path}`;
    const headers: Record<string, string> = {};
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    let body: string | undefined;
    if (init.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    }
    const res = await fetch(url, { method: init.method ?? "GET", headers, body, redirect: "manual" });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = (pair as string).indexOf("=");
      const name = (pair as string).slice(0, eq);
      const value = (pair as string).slice(eq + 1);
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
}

/** authorize -> stand-in page -> "동의하고 계속하기" -> callback; answers the callback's redirect. */
export async function socialLogin(
  browser: Browser,
  loginType: string,
  account: { subject: string; nickname?: string; email?: string },
  query = "",
): Promise<string> {
  const start = await browser.request(`/api/v1/oauth/${loginType}/authorize${query}`);
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get("location") as string);
  expect(authorizeUrl.origin).toBe(browser.base);
  expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
  expect(authorizeUrl.searchParams.get("state")).toBeTruthy();
  const pageRes = await browser.request(authorizeUrl.toString());
  expect(pageRes.status).toBe(200);
  expect(await pageRes.text()).toContain("동의하고 계속하기");
  const form = Object.fromEntries(authorizeUrl.searchParams) as Record<string, string>;
  const allowed = await browser.request(authorizeUrl.pathname, {
    method: "POST",
    form: {
      ...form,
      subject: account.subject,
      nickname: account.nickname ?? "",
      email: account.email ?? "",
      action: "allow",
    },
  });
  if (loginType === "APPLE") {
    // Apple answers with a page that posts the code back (response_mode=form_post).
    expect(allowed.status).toBe(200);
    const html = await allowed.text();
    const fields = Object.fromEntries(
      [...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [
        m[1],
        (m[2] as string).replaceAll("&quot;", '"'),
      ]),
    ) as Record<string, string>;
    const action = /action="([^"]+)"/.exec(html)?.[1] as string;
    const posted = await browser.request(action, { method: "POST", form: fields });
    expect(posted.status).toBe(302);
    return posted.headers.get("location") as string;
  }
  expect(allowed.status).toBe(302);
  const callback = new URL(allowed.headers.get("location") as string);
  expect(callback.pathname).toBe(`/api/v1/oauth/${loginType}/callback`);
  const done = await browser.request(callback.toString());
  expect(done.status).toBe(302);
  return done.headers.get("location") as string;
}

export async function completeSignup(browser: Browser, loginType: string, nickname: string) {
  const info = await browser.request("/api/v1/oauth/signup-info");
  expect(info.status).toBe(200);
  const res = await browser.request("/api/v1/member", {
    method: "POST",
    json: { loginType, nickname, isUseService: true, isPrivacy: true, isReceiveEventAndMarketing: false },
  });
  expect(res.status).toBe(201);
  return { info: (await info.json()) as unknown, result: (await res.json()) as LoginResult };
}

import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { LoginRequiredDialog, loginPathFor } from "./login-required-dialog.tsx";

describe("login required dialog", () => {
  it("leads to /my-info/login with the page to come back to", () => {
    expect(loginPathFor("/breeding/farm/registration?x=1")).toBe(
      "/my-info/login?redirect=%2Fbreeding%2Ffarm%2Fregistration%3Fx%3D1",
    );
  });

  it("never redirects off the site after login", () => {
    expect(loginPathFor("https://evil.example/")).toBe("/my-info/login?redirect=%2F");
    expect(loginPathFor("//evil.example/")).toBe("/my-info/login?redirect=%2F");
  });

  it("shows 로그인이 필요합니다 with 닫기 and a 로그인 link", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LoginRequiredDialog open redirectTo="/community/board/write" onClose={() => {}} />
      </MemoryRouter>,
    );
    expect(html).toContain("로그인이 필요합니다.");
    expect(html).toMatch(/<button type="button"[^>]*>닫기<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/my-info\/login\?redirect=%2Fcommunity%2Fboard%2Fwrite"[^>]*>로그인<\/a>/);
  });
});

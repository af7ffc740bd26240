import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import "./styles/global.css";

export const meta: Route.MetaFunction = () => [
  { title: "물멍 - 관상어 쇼핑·커뮤니티·내 수조 기록" },
  {
    name: "description",
    content: "관상어 쇼핑, 수족관 커뮤니티, 내 수조 기록을 한곳에서. 가까운 수족관도 찾아보세요.",
  },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#1479ff" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 404 ? "페이지를 찾을 수 없습니다." : "일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.";
  return (
    <main
      style={{
        maxWidth: 500,
        margin: "0 auto",
        padding: "80px 24px",
        textAlign: "center",
        background: "#fff",
        minHeight: "100vh",
      }}
    >
      <h1 style={{ fontSize: 20 }}>{message}</h1>
      <p style={{ color: "#8b95a1" }}>오류 코드 {status}</p>
      <a href="/" style={{ color: "#1479ff" }}>
        홈으로 가기
      </a>
    </main>
  );
}

import { useSearchParams } from "react-router";
import type { Route } from "./+types/error";

export const meta: Route.MetaFunction = () => [{ title: "오류 - 물멍" }];

/** /error?status=404 | network-error | <code>&message=... (SPEC.md section 2 redirects). */
export default function ErrorPage() {
  const [params] = useSearchParams();
  const status = params.get("status") ?? "500";
  const title =
    status === "404"
      ? "페이지를 찾을 수 없습니다."
      : status === "network-error"
        ? "네트워크 연결이 원활하지 않습니다."
        : (params.get("message") ?? "일시적인 오류가 발생했습니다.");
  const hint =
    status === "404"
      ? "주소가 바르게 입력되었는지 확인해 주세요."
      : status === "network-error"
        ? "인터넷 연결을 확인한 뒤 다시 시도해 주세요."
        : "잠시 후 다시 시도해 주세요.";
  return (
    <main
      style={{
        maxWidth: 500,
        margin: "0 auto",
        minHeight: "100vh",
        background: "#fff",
        padding: "96px 24px",
        textAlign: "center",
      }}
    >
      <p style={{ fontSize: 48, margin: 0 }} aria-hidden>
        🐟
      </p>
      <h1 style={{ fontSize: 20 }}>{title}</h1>
      <p style={{ color: "#8b95a1" }}>{hint}</p>
      <a
        href="/"
        style={{
          display: "inline-block",
          marginTop: 16,
          padding: "12px 24px",
          borderRadius: 12,
          background: "#1479ff",
          color: "#fff",
        }}
      >
        홈으로 가기
      </a>
    </main>
  );
}

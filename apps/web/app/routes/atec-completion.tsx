import { useState } from "react";
import { Link, redirect, useNavigate } from "react-router";
import { AlertText } from "../components/alert-text.tsx";
import buttons from "../components/button.module.css";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/atec/atec.module.css";
import { loadRequest } from "../features/atec/load.server.ts";
import { RequestSummary } from "../features/atec/request-summary.tsx";
import { StepProgress } from "../features/atec/step-form.tsx";
import { atecStepPath, atecViewerPath } from "../features/atec/steps.ts";
import { apiRequest } from "../lib/api-client.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/atec-completion";

/** /atec/production/:id?/completion: check every answer, then send the request to the store (6/6). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const production = await loadRequest(context.api, request, params.id);
  if (production.state === "COMPLETED") throw redirect(atecViewerPath(production.id));
  if (params.id === undefined) throw redirect(atecStepPath(production.id, "completion"));
  return { production };
}

export const meta: Route.MetaFunction = () => privatePageMeta("수조 제작 의뢰 - 확인");

export default function AtecCompletionPage({ loaderData }: Route.ComponentProps) {
  const { production } = loaderData;
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  async function complete() {
    setError(null);
    const result = await apiRequest(`/api/v1/request-production/${production.id}/completion`, { method: "POST" });
    if (!result.ok) setError(result.message);
    else navigate(atecViewerPath(production.id));
  }
  return (
    <>
      <PageHeader title="수조 제작 의뢰" />
      <div className={styles.page}>
        <StepProgress step="completion" />
        <h2 className={styles.question}>이대로 의뢰할까요?</h2>
        <RequestSummary request={production} />
        <AlertText message={error} className={styles.error} />
        <div className={styles.footer}>
          <Link className={buttons.secondary} to={atecStepPath(production.id, "concept")}>
            이전
          </Link>
          <button type="button" className={buttons.primary} onClick={complete}>
            의뢰 완료
          </button>
        </div>
      </div>
    </>
  );
}

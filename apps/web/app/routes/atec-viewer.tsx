import type { ProductionRequest } from "@mulmung/contract/production-request";
import { Link } from "react-router";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/atec/atec.module.css";
import { loadRequest } from "../features/atec/load.server.ts";
import { AnswerForm, AnswerView, RequestSummary } from "../features/atec/request-summary.tsx";
import { atecStepPath, resumeStep } from "../features/atec/steps.ts";
import { loadOrThrow } from "../lib/api.server.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/atec-viewer";

/**
 * A finished request: /atec/production/:id?/viewer (the requester) and /request-production/atec/viewer?id= (also
 * the store's owner, who answers here). The requester sees the store's answer.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const id = params.id ?? new URL(request.url).searchParams.get("id") ?? undefined;
  const production: ProductionRequest = await loadRequest(context.api, request, id);
  const me = await loadOrThrow<{ id: number }>(context.api, "/api/v1/member/me", { request });
  return { production, isRequester: production.memberId === me.id };
}

export const meta: Route.MetaFunction = () => privatePageMeta("수조 제작 의뢰 보기");

export default function AtecViewerPage({ loaderData }: Route.ComponentProps) {
  const { production, isRequester } = loaderData;
  return (
    <>
      <PageHeader title="수조 제작 의뢰 보기" />
      <div className={styles.page}>
        {production.state === "WRITING" && (
          <p className={styles.help}>
            아직 작성 중인 의뢰입니다.{" "}
            <Link className={styles.link} to={atecStepPath(production.id, resumeStep(production))}>
              이어서 작성하기
            </Link>
          </p>
        )}
        <RequestSummary request={production} />
        <AnswerView request={production} />
        {!isRequester && production.state === "COMPLETED" && <AnswerForm request={production} />}
        <Link className={styles.link} to="/atec">
          제작 의뢰 처음으로
        </Link>
      </div>
    </>
  );
}

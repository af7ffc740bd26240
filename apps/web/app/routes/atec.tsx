import type { Affiliate } from "@mulmung/contract/catalog";
import type { ListPage } from "@mulmung/contract/common";
import type { ProductionRequest } from "@mulmung/contract/production-request";
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { AlertText } from "../components/alert-text.tsx";
import buttons from "../components/button.module.css";
import cards from "../components/card.module.css";
import { useConfirm } from "../components/confirm-dialog.tsx";
import form from "../components/form.module.css";
import { Options } from "../components/form-field.tsx";
import lists from "../components/list.module.css";
import { PageHeader } from "../components/page-header.tsx";
import styles from "../features/atec/atec.module.css";
import { ATEC_STEPS, atecStepPath, atecViewerPath, resumeStep, STEP_TITLE } from "../features/atec/steps.ts";
import { apiCall, loadOrThrow, pageFailure } from "../lib/api.server.ts";
import { apiRequest } from "../lib/api-client.ts";
import { privatePageMeta } from "../lib/seo.ts";
import type { Route } from "./+types/atec";

/** /atec: ask a partner store to build an aquarium; resume the request in progress; my and my store's requests. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const writing = await apiCall<ProductionRequest | null>(context.api, "/api/v1/request-production/writing");
  if (!writing.ok) throw pageFailure(writing, request);
  const [stores, mine, inbox] = await Promise.all([
    loadOrThrow<ListPage<Affiliate>>(context.api, "/api/v1/affiliate?size=20", { request }),
    loadOrThrow<ListPage<ProductionRequest>>(context.api, "/api/v1/request-production/completed/member?size=20", {
      request,
    }),
    apiCall<ListPage<ProductionRequest>>(context.api, "/api/v1/request-production/completed/affiliate?size=20"),
  ]);
  // A store page's "제작 의뢰" link names its store: it is offered first and chosen.
  const wanted = Number(new URL(request.url).searchParams.get("affiliateId")) || null;
  const extra =
    wanted && !stores.items.some((s) => s.id === wanted)
      ? await apiCall<Affiliate>(context.api, `/api/v1/affiliate/${wanted}`)
      : null;
  return {
    writing: writing.body,
    wanted,
    stores: extra?.ok ? [extra.body, ...stores.items] : stores.items,
    mine: mine.items,
    inbox: inbox.ok ? inbox.body.items : null,
  };
}

export const meta: Route.MetaFunction = () => privatePageMeta("수조 제작 의뢰");

export default function AtecPage({ loaderData }: Route.ComponentProps) {
  const { writing, stores, mine, inbox, wanted } = loaderData;
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [storeId, setStoreId] = useState<string>(wanted && stores.some((s) => s.id === wanted) ? String(wanted) : "");
  const [error, setError] = useState<string | null>(null);
  const confirm = useConfirm();

  async function start() {
    setError(null);
    if (!storeId) {
      setError("의뢰할 매장을 선택해 주세요.");
      return;
    }
    const result = await apiRequest<ProductionRequest>(`/api/v1/request-production/${storeId}`, { method: "POST" });
    if (!result.ok) setError(result.message);
    else navigate(atecStepPath(result.body.id, "budget"));
  }
  async function remove() {
    if (!writing || !(await confirm({ message: "작성 중인 의뢰를 삭제하시겠습니까?" }))) return;
    const result = await apiRequest(`/api/v1/request-production/${writing.id}`, { method: "DELETE" });
    if (!result.ok) setError(result.message);
    else revalidator.revalidate();
  }

  return (
    <>
      <PageHeader title="수조 제작 의뢰" />
      <div className={styles.page}>
        <p className={styles.help}>
          예산, 크기, 난이도, 생물과 시공 시간, 컨셉을 차례로 고르면 파트너 매장이 견적과 함께 답변해 드려요. (총{" "}
          {ATEC_STEPS.length}단계)
        </p>
        {writing ? (
          <section className={`${cards.outlined} ${styles.card}`} aria-labelledby="atec-writing">
            <h2 id="atec-writing">작성 중인 의뢰</h2>
            <p>
              {writing.affiliate.name} · {STEP_TITLE[resumeStep(writing)]} 단계부터 이어서 작성할 수 있어요.
            </p>
            <div className={styles.footer}>
              <button type="button" className={buttons.secondary} onClick={remove}>
                삭제
              </button>
              <Link className={buttons.primary} to={atecStepPath(writing.id, resumeStep(writing))}>
                이어서 작성
              </Link>
            </div>
          </section>
        ) : (
          <section className={`${cards.outlined} ${styles.card}`} aria-labelledby="atec-start">
            <h2 id="atec-start">새 의뢰 시작</h2>
            <label className={form.field}>
              <span className={form.label}>의뢰할 매장</span>
              <select
                className={form.input}
                name="affiliateId"
                value={storeId}
                onChange={(e) => setStoreId(e.target.value)}
              >
                <Options
                  first="매장을 선택해 주세요"
                  items={stores}
                  value={(s) => s.id}
                  text={(s) => `${s.name} (${s.region})`}
                />
              </select>
            </label>
            <button type="button" className={buttons.primary} onClick={start}>
              의뢰 시작하기
            </button>
          </section>
        )}
        <AlertText message={error} className={styles.error} />
        <section className={`${cards.outlined} ${styles.card}`} aria-labelledby="atec-mine">
          <h2 id="atec-mine">완료한 의뢰</h2>
          {mine.length === 0 ? (
            <p className={styles.help}>아직 완료한 의뢰가 없습니다.</p>
          ) : (
            <ul className={lists.stack}>
              {mine.map((r) => (
                <li key={r.id}>
                  <Link className={styles.link} to={atecViewerPath(r.id)}>
                    {r.affiliate.name} 의뢰 #{r.id}
                  </Link>{" "}
                  · {r.answer ? "답변 도착" : "답변 대기"}
                </li>
              ))}
            </ul>
          )}
        </section>
        {inbox && (
          <section className={`${cards.outlined} ${styles.card}`} aria-labelledby="atec-inbox">
            <h2 id="atec-inbox">내 매장에 온 의뢰</h2>
            {inbox.length === 0 ? (
              <p className={styles.help}>아직 받은 의뢰가 없습니다.</p>
            ) : (
              <ul className={lists.stack}>
                {inbox.map((r) => (
                  <li key={r.id}>
                    <Link className={styles.link} to={`/request-production/atec/viewer?id=${r.id}`}>
                      의뢰 #{r.id}
                    </Link>{" "}
                    · {r.answer ? "답변 완료" : "답변 필요"}
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}
      </div>
    </>
  );
}

/** A production request as the member and the store read it: every step's answer, and the store's reply. */
import {
  BUDGET_LABEL,
  CONCEPT_LABEL,
  DIFFICULTY_LABEL,
  LIVESTOCK_LABEL,
  type ProductionRequest,
} from "@mulmung/contract/production-request";
import { formatWon } from "@mulmung/domain/display";
import { formatSeoulDateTime } from "@mulmung/domain/time";
import { type FormEvent, useState } from "react";
import { useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import { Facts } from "../../components/facts.tsx";
import form from "../../components/form.module.css";
import { apiRequest } from "../../lib/api-client.ts";
import styles from "./atec.module.css";
import { seoulDayAndHour } from "./steps.ts";

/**
 * The summary's heading: "보낼" while the request is still the member's to check (the completion step asks
 * 이대로 의뢰할까요? above it), "보낸" only once it has gone to the store.
 */
export function summaryTitle(storeName: string, state: ProductionRequest["state"]): string {
  return state === "COMPLETED" ? `${storeName}에 보낸 제작 의뢰` : `${storeName}에 보낼 제작 의뢰`;
}

export function RequestSummary({ request }: { request: ProductionRequest }) {
  const { budget, size, difficulty, etc, concept } = request;
  const window = etc
    ? (() => {
        const start = seoulDayAndHour(etc.data.availableStartTime);
        const end = seoulDayAndHour(etc.data.availableEndTime);
        return start.date === end.date
          ? `${start.date} ${start.hour}시 ~ ${end.hour}시`
          : `${formatSeoulDateTime(etc.data.availableStartTime)} ~ ${formatSeoulDateTime(etc.data.availableEndTime)}`;
      })()
    : null;
  const memos = [budget, size, difficulty, etc, concept].map((s) => s?.data.memo).filter((m) => m);
  return (
    <section className={`${cards.outlined} ${styles.card}`} aria-labelledby="atec-summary">
      <h2 id="atec-summary">{summaryTitle(request.affiliate.name, request.state)}</h2>
      <Facts
        facts={[
          ["예산", budget ? BUDGET_LABEL[budget.data.budgetRange] : "미입력"],
          ["수조 크기", size ? `${size.data.width}×${size.data.depth}×${size.data.height}cm` : "미입력"],
          ["난이도", difficulty ? DIFFICULTY_LABEL[difficulty.data.difficulty] : "미입력"],
          ["생물", etc ? etc.data.livestock.map((l) => LIVESTOCK_LABEL[l]).join(", ") : "미입력"],
          ["희망 시공", window ?? "미입력"],
          ["컨셉", concept ? CONCEPT_LABEL[concept.data.concept] : "미입력"],
          memos.length > 0 && ["메모", memos.join(" / ")],
          request.completeDate ? ["의뢰일", formatSeoulDateTime(request.completeDate)] : null,
        ]}
      />
    </section>
  );
}

export function AnswerView({ request }: { request: ProductionRequest }) {
  if (!request.answer) {
    return (
      <section className={`${cards.outlined} ${styles.card}`} aria-labelledby="atec-answer">
        <h2 id="atec-answer">매장 답변</h2>
        <p className={styles.help}>아직 매장의 답변이 없습니다. 답변이 오면 여기에서 볼 수 있어요.</p>
      </section>
    );
  }
  return (
    <section className={`${cards.outlined} ${styles.card}`} aria-labelledby="atec-answer">
      <h2 id="atec-answer">매장 답변</h2>
      {request.answer.quotePrice !== null && <p>견적 {formatWon(request.answer.quotePrice)}</p>}
      <p>{request.answer.message}</p>
      <p className={styles.help}>{formatSeoulDateTime(request.answer.answerDate)}</p>
    </section>
  );
}

/** The store owner's reply: a message and an optional quote in won. */
export function AnswerForm({ request }: { request: ProductionRequest }) {
  const revalidator = useRevalidator();
  const [message, setMessage] = useState(request.answer?.message ?? "");
  const [quote, setQuote] = useState(request.answer?.quotePrice?.toString() ?? "");
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const digits = quote.replace(/[,\s원]/g, "");
    if (digits !== "" && !/^\d+$/.test(digits)) {
      setError("견적 금액은 숫자로만 입력해 주세요.");
      return;
    }
    const result = await apiRequest(`/api/v1/request-production/${request.id}/answer`, {
      method: "POST",
      body: { message, quotePrice: digits === "" ? null : Number(digits) },
    });
    if (!result.ok) setError(result.message);
    else revalidator.revalidate();
  }
  return (
    <form
      className={`${cards.outlined} ${styles.card}`}
      onSubmit={submit}
      noValidate
      aria-labelledby="atec-answer-form"
    >
      <h2 id="atec-answer-form">의뢰에 답변하기</h2>
      <label className={form.field}>
        <span className={form.label}>견적 금액 (원, 선택)</span>
        <input
          className={form.input}
          inputMode="numeric"
          name="quotePrice"
          value={quote}
          onChange={(e) => setQuote(e.target.value)}
        />
      </label>
      <label className={form.field}>
        <span className={form.label}>답변 내용</span>
        <textarea
          className={form.input}
          style={{ height: 120, padding: 12 }}
          name="message"
          maxLength={1000}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
        />
      </label>
      <AlertText message={error} className={styles.error} />
      <button type="submit" className={buttons.primary}>
        답변 보내기
      </button>
    </form>
  );
}

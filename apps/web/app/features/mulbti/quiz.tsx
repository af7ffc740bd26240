/**
 * The quiz on one screen: start (counted), one question at a time with a progress bar, then the server's result
 * (saved for a member), with share (counted: the system share sheet, or the link copied) and the type list.
 */

import type { MulbtiInfo, MulbtiResult } from "@mulmung/contract/programs";
import { useState } from "react";
import { Link } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { MULBTI_MESSAGE } from "./messages.ts";
import styles from "./mulbti.module.css";
import { countShare, countStart, MULBTI_LIST_PATH, mulbtiTypePath, submitAnswers } from "./mulbti-api.ts";
import { drawShareImage } from "./share-image.ts";
import { TypeCard } from "./type-card.tsx";

type Answer = { questionId: number; answerId: number };

/**
 * The quiz's header picture: drawn, not an emoji (🐠 shows as a ⊠ box where no emoji font is installed, as on
 * many Linux desktops and in the browser tests' Chromium).
 */
function FishPicture({ className }: { className: string | undefined }) {
  return (
    <svg className={className} viewBox="50 76 330 236" aria-hidden="true" focusable="false">
      <path fill="#2bb3a8" d="M300 200l74-64c8 40 8 88 0 128Z" />
      <path fill="#ffc83d" d="M60 200c30-60 110-92 180-70 36 12 62 40 68 70-6 30-32 58-68 70-70 22-150-10-180-70Z" />
      <path
        fill="#2bb3a8"
        d="M150 136c16-28 50-50 90-50-8 22-26 42-52 54ZM160 262c18 24 44 40 70 40-6-18-20-32-42-42Z"
      />
      <path
        fill="#1f8f86"
        d="M160 128c10 30 10 114 0 144l24 2c12-34 12-112 0-148ZM226 134c8 26 8 106 0 132l20-6c8-28 8-92 0-120Z"
      />
      <circle cx="98" cy="190" r="11" fill="#fff" />
      <circle cx="96" cy="190" r="6" fill="#243b3a" />
      <path fill="none" stroke="#c9960f" strokeWidth="4" strokeLinecap="round" d="M70 214c8 4 16 4 24 0" />
    </svg>
  );
}

export function MulbtiQuiz({ info }: { info: MulbtiInfo }) {
  const toast = useToast();
  const [answers, setAnswers] = useState<Answer[] | null>(null);
  const [result, setResult] = useState<MulbtiResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const total = info.questions.length;

  const start = () => {
    setAnswers([]);
    setResult(null);
    setError(null);
    void countStart();
  };

  const choose = async (answer: Answer) => {
    const next = [...(answers ?? []), answer];
    setAnswers(next);
    if (next.length < total) return;
    setBusy(true);
    const res = await submitAnswers(next);
    setBusy(false);
    if (res.ok) setResult(res.body);
    else {
      setError(res.message);
      setAnswers(null);
    }
  };

  const share = async () => {
    if (!result) return;
    const url = new URL(mulbtiTypePath(result.type.type), window.location.href).href;
    const text = `나의 물BTI는 ${result.type.fish} · ${result.type.name}!`;
    void countShare(result.type.type);
    if (navigator.share) {
      const blob = await drawShareImage(result.type, url);
      const files = blob ? [new File([blob], `mulbti-${result.type.type}.png`, { type: "image/png" })] : [];
      const withImage = files.length > 0 && navigator.canShare?.({ files });
      await navigator
        .share({ title: MULBTI_MESSAGE.title, text, url, ...(withImage ? { files } : {}) })
        .catch(() => undefined);
      return;
    }
    await navigator.clipboard?.writeText(`${text} ${url}`).catch(() => undefined);
    toast.bottom(MULBTI_MESSAGE.copied);
  };

  const saveImage = async () => {
    if (!result) return;
    const url = new URL(mulbtiTypePath(result.type.type), window.location.href).href;
    const blob = await drawShareImage(result.type, url);
    if (!blob) return;
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = `mulbti-${result.type.type}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  if (result) {
    return (
      <div className={styles.page}>
        <p className={styles.step}>{MULBTI_MESSAGE.resultTitle}</p>
        <TypeCard type={result.type} />
        <p className={styles.step}>{result.isSaved ? MULBTI_MESSAGE.saved : MULBTI_MESSAGE.loginToSave}</p>
        <div className={styles.actions}>
          <button type="button" className={`${buttons.primary} ${buttons.large} ${styles.primary}`} onClick={share}>
            {MULBTI_MESSAGE.share}
          </button>
          <button type="button" className={buttons.outline} onClick={start}>
            {MULBTI_MESSAGE.retry}
          </button>
        </div>
        <button type="button" className={buttons.outline} onClick={saveImage}>
          {MULBTI_MESSAGE.saveImage}
        </button>
        <Link className={buttons.outline} to={MULBTI_LIST_PATH}>
          {MULBTI_MESSAGE.list}
        </Link>
      </div>
    );
  }

  if (answers === null) {
    return (
      <div className={styles.page}>
        <section className={`${cards.card} ${styles.hero}`}>
          <FishPicture className={styles.fish} />
          <h2>{info.title}</h2>
          <p>{info.description}</p>
          <p>{MULBTI_MESSAGE.startCount(info.startCount)}</p>
          <AlertText message={error} className={styles.error} />
          <button type="button" className={`${buttons.primary} ${buttons.large} ${styles.primary}`} onClick={start}>
            {MULBTI_MESSAGE.start}
          </button>
          <Link className={buttons.outline} to={MULBTI_LIST_PATH}>
            {MULBTI_MESSAGE.list}
          </Link>
        </section>
      </div>
    );
  }

  const question = info.questions[answers.length];
  if (busy || !question) {
    return (
      <div className={styles.page}>
        <p className={styles.step} role="status">
          {MULBTI_MESSAGE.submitting}
        </p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="진행률"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={answers.length}
      >
        <div className={styles.progressBar} style={{ width: `${(answers.length / total) * 100}%` }} />
      </div>
      <p className={styles.step}>{MULBTI_MESSAGE.step(answers.length + 1, total)}</p>
      <h2 className={styles.question}>{question.text}</h2>
      <ul className={`${lists.plain} ${styles.answers}`}>
        {question.answers.map((a) => (
          <li key={a.id}>
            <button
              type="button"
              className={styles.answer}
              onClick={() => choose({ questionId: question.id, answerId: a.id })}
            >
              {a.text}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

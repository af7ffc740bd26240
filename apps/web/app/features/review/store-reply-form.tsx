/** A store owner's one written answer: the answer to a question, or the reply to a review. */

import { formatSeoulDate } from "@mulmung/domain/time";
import { type FormEvent, useId, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import cards from "../../components/card.module.css";
import form from "../../components/form.module.css";
import { TextAreaField } from "../../components/form-field.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { INQUIRY_MESSAGE, REVIEW_MESSAGE } from "./messages.ts";
import styles from "./review.module.css";

/** Where each kind of answer goes (PATCH, the body's one field named by the kind) and what it says. */
const KINDS = {
  answer: {
    path: (id: number) => `/api/v1/affiliate-inquiry/${id}/answer`,
    label: INQUIRY_MESSAGE.answerLabel,
    submit: INQUIRY_MESSAGE.answerSubmit,
    done: INQUIRY_MESSAGE.answered,
  },
  reply: {
    path: (id: number) => `/api/v1/affiliate-review/${id}/reply`,
    label: REVIEW_MESSAGE.replyLabel,
    submit: REVIEW_MESSAGE.replySubmit,
    done: REVIEW_MESSAGE.replied,
  },
};

/** The written text of a store: its answer to a question, or its reply to a review, with the date. */
export function StoreAnswer({
  kind,
  text,
  date,
  title,
}: {
  kind: "inquiry-answer" | "review-reply";
  text: string | null;
  date: string | null;
  title: string;
}) {
  if (!text) return null;
  return (
    <div className={`${cards.tinted} ${styles.answer}`} {...{ [`data-${kind}`]: true }}>
      <strong>{title}</strong>
      {date ? <span className={styles.meta}> · {formatSeoulDate(date)}</span> : null}
      <p>{text}</p>
    </div>
  );
}

export function StoreReplyForm({ kind, id, onDone }: { kind: keyof typeof KINDS; id: number; onDone: () => void }) {
  const spec = KINDS[kind];
  const fieldId = useId();
  const toast = useToast();
  const action = useApiAction();
  const [value, setValue] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    const res = await action.run(() => apiRequest(spec.path(id), { method: "PATCH", body: { [kind]: value } }));
    if (!res.ok) return;
    toast.bottom(spec.done);
    onDone();
  }
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <div>
        <TextAreaField
          id={`${fieldId}-${kind}`}
          label={spec.label}
          labelClassName={styles.name}
          className={`${form.control} ${styles.textarea}`}
          value={value}
          onValue={setValue}
        />
      </div>
      <AlertText message={action.error} className={form.error} />
      <button type="submit" className={buttons.primary} disabled={action.pending}>
        {spec.submit}
      </button>
    </form>
  );
}

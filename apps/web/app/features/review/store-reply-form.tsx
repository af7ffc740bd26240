/** A store owner's one written answer: the answer to a question, or the reply to a review (PATCH to `path`). */

import { type FormEvent, useId, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import styles from "./review.module.css";

export function StoreReplyForm({
  path,
  field,
  label,
  submitLabel,
  doneMessage,
  onDone,
}: {
  path: string;
  /** The body's one field: `answer` for a question, `reply` for a review. */
  field: "answer" | "reply";
  label: string;
  submitLabel: string;
  doneMessage: string;
  onDone: () => void;
}) {
  const id = useId();
  const toast = useToast();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const res = await apiRequest(path, { method: "PATCH", body: { [field]: text } });
    setPending(false);
    if (!res.ok) return setError(res.message);
    toast.bottom(doneMessage);
    onDone();
  }
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <div>
        <label htmlFor={`${id}-${field}`} className={styles.name}>
          {label}
        </label>
        <textarea
          id={`${id}-${field}`}
          className={styles.textarea}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <AlertText message={error} className={styles.error} />
      <button type="submit" className={buttons.primary} disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}

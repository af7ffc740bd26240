/**
 * Forms that post to a route action keep the browser's own checks (required, min, max, step, maxlength on
 * the inputs) but not its bubbles, which are in the browser's language ("Please fill out this field.") and
 * leave the field under the sticky header. Like the account forms, the form is `noValidate`, each problem is
 * a Korean line under its field, and the first bad field is focused and scrolled into view below the header
 * (`scroll-margin-top` in the field's CSS).
 *
 *   const validation = useFormValidation();
 *   <Form method="post" {...validation.formProps}> ... <FieldError name="x" errors={validation.errors} />
 */

import { formatNumber } from "@mulmung/domain/display";
import { withParticle } from "@mulmung/domain/wording";
import { type FormEvent, useState } from "react";
import styles from "./form.module.css";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const object = (word: string) => withParticle(word, "을");
const topic = (word: string) => withParticle(word, "은");

function decimalsOf(step: string): number {
  return step.includes(".") ? (step.split(".")[1] ?? "").length : 0;
}

/** The Korean message for a field the browser finds invalid, or null when it is valid. */
export function validationMessage(control: Control, label: string): string | null {
  const v = control.validity;
  if (v.valid) return null;
  if (v.valueMissing)
    return control instanceof HTMLSelectElement ? `${object(label)} 선택해주세요.` : `${object(label)} 입력해주세요.`;
  if (v.badInput) return `${topic(label)} 숫자로 입력해주세요.`;
  const { min, max } = control as HTMLInputElement;
  if (control.type === "date" && v.rangeOverflow) return `${topic(label)} ${max} 이후일 수 없습니다.`;
  if (control.type === "date" && v.rangeUnderflow) return `${topic(label)} ${min} 이전일 수 없습니다.`;
  if (v.rangeUnderflow || v.rangeOverflow) {
    // The unit (data-unit) reads as the server's own message does: "pH 값은 0~14 pH 사이로 입력해주세요."
    const unit = control.dataset.unit ? ` ${control.dataset.unit}` : "";
    if (min && max) return `${topic(label)} ${min}~${formatNumber(Number(max))}${unit} 사이로 입력해주세요.`;
    return v.rangeUnderflow ? `${topic(label)} ${min} 이상이어야 합니다.` : `${topic(label)} ${max} 이하여야 합니다.`;
  }
  if (v.stepMismatch) {
    const decimals = decimalsOf((control as HTMLInputElement).step);
    return decimals === 0
      ? `${topic(label)} 정수로 입력해주세요.`
      : `${topic(label)} 소수점 ${decimals}자리까지 입력해주세요.`;
  }
  if (v.tooLong) return `${topic(label)} ${(control as HTMLInputElement).maxLength}자까지 입력할 수 있습니다.`;
  return `${object(label)} 확인해주세요.`;
}

/** A field's name for messages: its `data-label`, else the first text of its <label>. */
function labelOf(control: Control): string {
  const own = control.dataset.label;
  if (own) return own;
  const label = control.labels?.[0];
  const text = (label?.querySelector("span")?.textContent ?? label?.textContent ?? control.name).trim();
  return text || control.name;
}

export function useFormValidation() {
  const [errors, setErrors] = useState<Record<string, string>>({});

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found: Record<string, string> = {};
    let first: Control | null = null;
    for (const element of Array.from(event.currentTarget.elements)) {
      if (
        !(
          element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement
        )
      )
        continue;
      if (!element.name || element.disabled) continue;
      const message = validationMessage(element, labelOf(element));
      if (message) element.setAttribute("aria-invalid", "true");
      else element.removeAttribute("aria-invalid");
      if (!message) continue;
      found[element.name] = message;
      first ??= element;
    }
    setErrors(found);
    if (!first) return;
    event.preventDefault();
    first.focus({ preventScroll: true });
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    (first.closest("label") ?? first).scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
  }

  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as Control;
    if (!target.name || !errors[target.name]) return;
    target.removeAttribute("aria-invalid");
    setErrors(({ [target.name]: _, ...rest }) => rest);
  }

  return { errors, formProps: { noValidate: true, onSubmit, onInput } };
}

/** The field's problem, under it; announced as it appears. */
export function FieldError({ name, errors }: { name: string; errors: Record<string, string> }) {
  const message = errors[name];
  return message ? (
    <span className={styles.error} role="alert" data-field-error={name}>
      {message}
    </span>
  ) : null;
}

/**
 * 문의하기 on the product page: a question to the product's store, open or secret (POST /api/v1/direct-inquiry).
 * A visitor is asked to log in first (SPEC §6).
 */

import type { DirectInquiryCreateRequest, MyInquiry } from "@mulmung/contract/review";
import { inquiryProblem } from "@mulmung/domain/limits";
import { type FormEvent, useId, useState } from "react";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import { Dialog } from "../../components/dialog.tsx";
import form from "../../components/form.module.css";
import { Field, TextAreaField } from "../../components/form-field.tsx";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useIsLoggedIn } from "../../lib/session.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import styles from "./product-inquiries.module.css";

export function InquiryAsk({ productId, onAsked }: { productId: number; onAsked: (inquiry: MyInquiry) => void }) {
  const id = useId();
  const toast = useToast();
  const isLoggedIn = useIsLoggedIn();
  const requireLogin = useLoginRequired();
  const action = useApiAction();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  const [isSecret, setSecret] = useState(false);

  function close() {
    setOpen(false);
    action.setError(null);
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    // Checked here with the domain's rule (zod stays out of the product page); the server checks again.
    const problem = inquiryProblem({ title, content });
    if (problem) return action.setError(problem);
    const body: DirectInquiryCreateRequest = { productId, title: title.trim(), content: content.trim(), isSecret };
    const res = await action.run(() => apiRequest<MyInquiry>("/api/v1/direct-inquiry", { method: "POST", body }));
    if (!res.ok) return;
    toast.bottom("문의를 등록했어요. 답변이 달리면 알려드릴게요.");
    setTitle("");
    setContent("");
    setSecret(false);
    close();
    onAsked(res.body);
  }

  return (
    <>
      <button type="button" className={buttons.secondary} onClick={() => (isLoggedIn ? setOpen(true) : requireLogin())}>
        문의하기
      </button>
      <Dialog
        open={open}
        onCancel={close}
        title="상품 문의하기"
        cancelText="취소"
        confirm={{ text: "등록", onClick: () => submit(), disabled: action.pending }}
      >
        <form className={styles.askForm} onSubmit={submit} noValidate>
          <Field
            id={`${id}-title`}
            label="제목"
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.target.value)}
          />
          <TextAreaField
            id={`${id}-content`}
            label="내용"
            labelClassName={form.label}
            className={`${form.control} ${styles.askText}`}
            value={content}
            maxLength={2000}
            onValue={setContent}
          />
          <label className={styles.askSecret}>
            <input type="checkbox" checked={isSecret} onChange={(e) => setSecret(e.target.checked)} /> 비밀글로 문의하기
          </label>
          <AlertText message={action.error} className={form.error} />
        </form>
      </Dialog>
    </>
  );
}

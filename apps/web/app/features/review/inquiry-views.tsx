/**
 * Inquiry screens: my inquiries with SPEC §3's filters (title, state, category) and 수정 while waiting; mail to a
 * store (POST /api/v1/affiliate/{id}/mail); the fish-tank consultation (POST /api/v1/fish-tank-inquiry); and the
 * store owner's questions with 답변 (PATCH /api/v1/affiliate-inquiry/{id}/answer).
 */

import type { ListPage } from "@mulmung/contract/common";
import { FishTankInquiryRequest, type MyInquiry } from "@mulmung/contract/review";
import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABEL, INQUIRY_STATE_LABEL } from "@mulmung/domain/enums";
import { formatSeoulDate } from "@mulmung/domain/time";
import { type FormEvent, useId, useState } from "react";
import { Form, Link, useNavigate, useRevalidator } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import { EmptyState } from "../../components/empty-state.tsx";
import forms from "../../components/form.module.css";
import { Field, Options, TextAreaField } from "../../components/form-field.tsx";
import lists from "../../components/list.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { PATH, productPath } from "../../lib/paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { INQUIRY_MESSAGE as M } from "./messages.ts";
import styles from "./review.module.css";
import { StoreAnswer, StoreReplyForm } from "./store-reply-form.tsx";

function Answer({ inquiry }: { inquiry: MyInquiry }) {
  return <StoreAnswer kind="inquiry-answer" title={M.answer} text={inquiry.answer} date={inquiry.answerDate} />;
}

function InquiryHead({ inquiry }: { inquiry: MyInquiry }) {
  return (
    <>
      <p className={styles.meta}>
        <span className={styles.badge}>{INQUIRY_STATE_LABEL[inquiry.directInquiryState]}</span>{" "}
        {INQUIRY_CATEGORY_LABEL[inquiry.directInquiryCategory as keyof typeof INQUIRY_CATEGORY_LABEL] ??
          inquiry.directInquiryCategory}{" "}
        · {formatSeoulDate(inquiry.createDate)}
        {inquiry.isSecret ? ` · ${M.secret}` : ""}
      </p>
      <p className={styles.name}>{inquiry.title}</p>
      {inquiry.product ? (
        <p className={styles.meta}>
          <Link to={productPath(inquiry.product.id)}>{M.product(inquiry.product.name)}</Link>
        </p>
      ) : inquiry.affiliate ? (
        <p className={styles.meta}>{inquiry.affiliate.name}</p>
      ) : null}
      <p className={styles.text}>{inquiry.content}</p>
    </>
  );
}

function TextArea({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div>
      <TextAreaField
        id={id}
        label={label}
        labelClassName={styles.name}
        className={`${forms.control} ${styles.textarea}`}
        value={value}
        onValue={onChange}
      />
    </div>
  );
}

function EditInquiry({ inquiry, onDone }: { inquiry: MyInquiry; onDone: () => void }) {
  const id = useId();
  const toast = useToast();
  const [title, setTitle] = useState(inquiry.title);
  const [content, setContent] = useState(inquiry.content);
  const [error, setError] = useState<string | null>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const res = await apiRequest<MyInquiry>(`/api/v1/direct-inquiry/${inquiry.id}`, {
      method: "PATCH",
      body: { title, content },
    });
    if (!res.ok) return setError(res.message);
    toast.bottom(M.saved);
    onDone();
  }
  return (
    <form className={styles.stack} onSubmit={submit} noValidate>
      <Field id={`${id}-title`} label={M.title} value={title} onChange={(e) => setTitle(e.target.value)} />
      <TextArea id={`${id}-content`} label={M.content} value={content} onChange={setContent} />
      <AlertText message={error} className={forms.error} />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onDone}>
          {M.cancel}
        </button>
        <button type="submit" className={buttons.primary}>
          {M.save}
        </button>
      </div>
    </form>
  );
}

export function MyInquiryList({
  page,
  filters,
}: {
  page: ListPage<MyInquiry>;
  filters: { title: string; directInquiryState: string; directInquiryCategory: string };
}) {
  const [editing, setEditing] = useState<number | null>(null);
  const revalidator = useRevalidator();
  return (
    <>
      <div className={styles.links}>
        <Link to={PATH.fishTankInquiry} className={buttons.secondary}>
          {M.fishTankTitle}
        </Link>
      </div>
      <Form method="get" className={styles.filters}>
        <label>
          {M.titleFilter}
          <input name="title" defaultValue={filters.title} className={styles.select} />
        </label>
        <label>
          {M.stateFilter}
          <select name="directInquiryState" defaultValue={filters.directInquiryState} className={styles.select}>
            <Options first={M.all} items={["WAIT", "ANSWERED"] as const} text={(state) => INQUIRY_STATE_LABEL[state]} />
          </select>
        </label>
        <label>
          {M.categoryFilter}
          <select name="directInquiryCategory" defaultValue={filters.directInquiryCategory} className={styles.select}>
            <Options first={M.all} items={INQUIRY_CATEGORIES} text={(category) => INQUIRY_CATEGORY_LABEL[category]} />
          </select>
        </label>
        <button type="submit" className={buttons.secondary}>
          {M.search}
        </button>
      </Form>
      {page.items.length === 0 ? (
        <EmptyState title={M.noInquiries} />
      ) : (
        <ul className={`${lists.plain} ${styles.list}`}>
          {page.items.map((inquiry) => (
            <li key={inquiry.id} id={`inquiry-${inquiry.id}`} className={styles.item} data-inquiry-id={inquiry.id}>
              {editing === inquiry.id ? (
                <EditInquiry
                  inquiry={inquiry}
                  onDone={() => {
                    setEditing(null);
                    revalidator.revalidate();
                  }}
                />
              ) : (
                <>
                  <InquiryHead inquiry={inquiry} />
                  <Answer inquiry={inquiry} />
                  {inquiry.directInquiryState === "WAIT" && inquiry.product ? (
                    <div className={styles.actions}>
                      <button type="button" className={buttons.secondary} onClick={() => setEditing(inquiry.id)}>
                        {M.edit}
                      </button>
                    </div>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function StoreMailForm({ affiliate }: { affiliate: { id: number; name: string } }) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const action = useApiAction();
  const [title, setTitle] = useState("");
  const [content, setContent] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!title.trim()) return action.setError("제목을 입력해주세요");
    if (!content.trim()) return action.setError("내용을 입력해주세요");
    const body = { title, content };
    const res = await action.run(() => apiRequest(`/api/v1/affiliate/${affiliate.id}/mail`, { method: "POST", body }));
    if (!res.ok) return;
    toast.bottom(M.storeMailSent);
    navigate(PATH.myInquiries);
  }
  return (
    <form className={`${styles.page} ${styles.stack}`} onSubmit={submit} noValidate>
      <p className={forms.hint}>{M.storeMailTo(affiliate.name)}</p>
      <Field
        id={`${id}-title`}
        label={M.title}
        value={title}
        maxLength={100}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextArea id={`${id}-content`} label={M.content} value={content} onChange={setContent} />
      <AlertText message={action.error} className={forms.error} />
      <button type="submit" className={buttons.primary} disabled={action.pending}>
        {M.send}
      </button>
    </form>
  );
}

export function FishTankForm() {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const action = useApiAction();
  const [form, setForm] = useState({ tankSize: "", fish: "", budget: "", region: "", content: "" });
  const set = (key: keyof typeof form) => (value: string) => setForm((all) => ({ ...all, [key]: value }));
  async function submit(event: FormEvent) {
    event.preventDefault();
    const budget = form.budget.replace(/[,\s원]/g, "");
    const parsed = FishTankInquiryRequest.safeParse({
      ...form,
      budget: /^\d+$/.test(budget) ? Number(budget) : Number.NaN,
    });
    if (!parsed.success) return action.setError(parsed.error.issues[0]?.message ?? null);
    const res = await action.run(() => apiRequest("/api/v1/fish-tank-inquiry", { method: "POST", body: parsed.data }));
    if (!res.ok) return;
    toast.bottom(M.fishTankSent);
    navigate(PATH.myInfo);
  }
  return (
    <form className={`${styles.page} ${styles.stack}`} onSubmit={submit} noValidate>
      <p className={forms.hint}>{M.fishTankIntro}</p>
      <Field
        id={`${id}-size`}
        label={M.tankSize}
        hint={M.tankSizeHint}
        value={form.tankSize}
        onChange={(e) => set("tankSize")(e.target.value)}
      />
      <Field id={`${id}-fish`} label={M.fish} value={form.fish} onChange={(e) => set("fish")(e.target.value)} />
      <Field
        id={`${id}-budget`}
        label={M.budget}
        inputMode="numeric"
        value={form.budget}
        onChange={(e) => set("budget")(e.target.value)}
      />
      <Field id={`${id}-region`} label={M.region} value={form.region} onChange={(e) => set("region")(e.target.value)} />
      <TextArea id={`${id}-content`} label={M.message} value={form.content} onChange={set("content")} />
      <AlertText message={action.error} className={forms.error} />
      <button type="submit" className={buttons.primary} disabled={action.pending}>
        {M.send}
      </button>
    </form>
  );
}

export function StoreInquiryList({ page }: { page: ListPage<MyInquiry> }) {
  const revalidator = useRevalidator();
  if (page.items.length === 0) return <EmptyState title={M.noStoreInquiries} />;
  return (
    <ul className={`${lists.plain} ${styles.list}`}>
      {page.items.map((inquiry) => (
        <li key={inquiry.id} className={styles.item} data-inquiry-id={inquiry.id}>
          <InquiryHead inquiry={inquiry} />
          <p className={styles.meta}>{inquiry.writerNickname}</p>
          {inquiry.directInquiryState === "WAIT" ? (
            <StoreReplyForm kind="answer" id={inquiry.id} onDone={() => revalidator.revalidate()} />
          ) : (
            <Answer inquiry={inquiry} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** Writing and editing a post: the board (dept1, dept2), a title and the rich text with images. */
import { customTrim } from "@mulmung/domain/validation";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { useNavigate } from "react-router";
import buttons from "../../components/button.module.css";
import { useToast } from "../../components/toast.tsx";
import { type CommunityBoardDetail, type CommunityCategory, call } from "./api.ts";
import styles from "./community.module.css";
import { clearBoardList } from "./list-memory.ts";
import { COMMUNITY_MESSAGE } from "./messages.ts";

// The editor's code loads only when this form is shown.
const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

function hasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return customTrim(html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ")) !== "";
}

export function PostForm({
  categories,
  post,
  defaultDept1,
}: {
  categories: CommunityCategory[];
  /** Present when editing. */
  post?: CommunityBoardDetail;
  defaultDept1?: string;
}) {
  const initialDept1 =
    post?.dept1Category ?? (categories.some((c) => c.code === defaultDept1) ? defaultDept1 : undefined) ?? "";
  const [dept1, setDept1] = useState(initialDept1);
  const [dept2, setDept2] = useState(post?.dept2Category ?? "");
  const [title, setTitle] = useState(post?.title ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const children = categories.find((c) => c.code === dept1)?.children ?? [];
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    const trimmed = customTrim(title);
    const problem = !dept1
      ? COMMUNITY_MESSAGE.categoryRequired
      : !trimmed
        ? COMMUNITY_MESSAGE.titleRequired
        : !hasContent(content)
          ? COMMUNITY_MESSAGE.contentRequired
          : null;
    setError(problem);
    if (problem) return;
    setSaving(true);
    const body = { title: trimmed, content, dept1Category: dept1, dept2Category: dept2 || null };
    const result = post
      ? await call<CommunityBoardDetail>(`/api/v1/community-board/${post.id}`, { method: "PATCH", body })
      : await call<CommunityBoardDetail>("/api/v1/community-board", { method: "POST", body });
    setSaving(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    // A new or moved post changes the list: start it again rather than show a stale one.
    clearBoardList();
    toast.bottom(post ? COMMUNITY_MESSAGE.saved : COMMUNITY_MESSAGE.posted);
    navigate(`/community/board/${result.data.id}`, { replace: true });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-dept1`}>{COMMUNITY_MESSAGE.category}</label>
          <select
            id={`${id}-dept1`}
            className={styles.select}
            value={dept1}
            onChange={(e) => {
              setDept1(e.target.value);
              setDept2("");
            }}
          >
            <option value="">{COMMUNITY_MESSAGE.categoryChoose}</option>
            {categories.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-dept2`}>{COMMUNITY_MESSAGE.subCategory}</label>
          <select
            id={`${id}-dept2`}
            className={styles.select}
            value={dept2}
            onChange={(e) => setDept2(e.target.value)}
            disabled={children.length === 0}
          >
            <option value="">{COMMUNITY_MESSAGE.subCategoryNone}</option>
            {children.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>{COMMUNITY_MESSAGE.titleLabel}</label>
        <input
          id={`${id}-title`}
          className={styles.input}
          value={title}
          maxLength={100}
          placeholder={COMMUNITY_MESSAGE.titlePlaceholder}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <span>{COMMUNITY_MESSAGE.contentLabel}</span>
        <Suspense fallback={<div className={styles.editorFallback}>{COMMUNITY_MESSAGE.editorLoading}</div>}>
          <RichTextEditor
            initialHtml={post?.content ?? ""}
            onChange={setContent}
            label={COMMUNITY_MESSAGE.contentLabel}
            placeholder={COMMUNITY_MESSAGE.contentPlaceholder}
          />
        </Suspense>
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={isSaving}>
        {post ? COMMUNITY_MESSAGE.saveEdit : COMMUNITY_MESSAGE.submit}
      </button>
    </form>
  );
}

/** Writing and editing a post: the board (dept1, dept2), a title and the rich text with images. */

import type { BreedingFarmBrief } from "@mulmung/contract/breeding";
import type { CommunityBoardDetail, CommunityCategory } from "@mulmung/contract/community";
import { customTrim } from "@mulmung/domain/validation";
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import buttons from "../../components/button.module.css";
import form from "../../components/form.module.css";
import { Options } from "../../components/form-field.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { postPath } from "../../lib/paths.ts";
import styles from "./community.module.css";
import { clearBoardList } from "./list-memory.ts";
import { COMMUNITY_MESSAGE } from "./messages.ts";

// The editor's code loads only when this form is shown.
const RichTextEditor = lazy(() => import("../../components/rich-text-editor/rich-text-editor.tsx"));

function hasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  return customTrim(html.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ")) !== "";
}

function FieldProblem({ problem, field }: { problem: { field: string; message: string } | null; field: string }) {
  return problem?.field === field ? (
    <p className={field === "form" ? styles.error : `${form.error} ${styles.fieldError}`} role="alert">
      {problem.message}
    </p>
  ) : null;
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
  const initialFarm = post?.breedingFarmId ? String(post.breedingFarmId) : "";
  const [farm, setFarm] = useState(initialFarm);
  // My public farms, asked once the form is in the browser (the picker waits for them); null until then.
  const [publicFarms, setPublicFarms] = useState<BreedingFarmBrief[] | null>(null);
  useEffect(() => {
    let current = true;
    apiRequest<{ items: BreedingFarmBrief[] }>("/api/v1/breeding-farm/all").then((res) => {
      if (current) setPublicFarms(res.ok ? res.body.items.filter((f) => f.isPublic) : []);
    });
    return () => {
      current = false;
    };
  }, []);
  // The problem and the field it belongs to: shown under that field, gone once that field changes.
  const [problem, setProblem] = useState<{ field: "dept1" | "title" | "content" | "form"; message: string } | null>(
    null,
  );
  const clearProblem = (field: "dept1" | "title" | "content") =>
    setProblem((current) => (current?.field === field ? null : current));
  const [isSaving, setSaving] = useState(false);
  const navigate = useNavigate();
  const toast = useToast();
  const children = categories.find((c) => c.code === dept1)?.children ?? [];
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isSaving) return;
    const trimmed = customTrim(title);
    const found = !dept1
      ? ({ field: "dept1", message: COMMUNITY_MESSAGE.categoryRequired } as const)
      : !trimmed
        ? ({ field: "title", message: COMMUNITY_MESSAGE.titleRequired } as const)
        : !hasContent(content)
          ? ({ field: "content", message: COMMUNITY_MESSAGE.contentRequired } as const)
          : null;
    setProblem(found);
    if (found) {
      const target = document.getElementById(`${id}-${found.field}`);
      target?.focus({ preventScroll: true });
      target?.closest(`.${styles.field}`)?.scrollIntoView({ block: "start" });
      return;
    }
    setSaving(true);
    const body = {
      title: trimmed,
      content,
      dept1Category: dept1,
      dept2Category: dept2 || null,
      // Sent only when chosen or changed: an edit leaves a tank made private since as it is (the page hides it).
      ...(farm !== initialFarm ? { breedingFarmId: farm ? Number(farm) : null } : {}),
    };
    const result = post
      ? await apiRequest<CommunityBoardDetail>(`/api/v1/community-board/${post.id}`, { method: "PATCH", body })
      : await apiRequest<CommunityBoardDetail>("/api/v1/community-board", { method: "POST", body });
    setSaving(false);
    if (!result.ok) {
      setProblem({ field: "form", message: result.message });
      return;
    }
    // A new or moved post changes the list: start it again rather than show a stale one.
    clearBoardList();
    toast.bottom(post ? COMMUNITY_MESSAGE.saved : COMMUNITY_MESSAGE.posted);
    navigate(postPath(result.body.id), { replace: true });
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-dept1`}>{COMMUNITY_MESSAGE.category}</label>
          <select
            id={`${id}-dept1`}
            className={`${form.control} ${form.compact} ${styles.select}`}
            value={dept1}
            aria-invalid={problem?.field === "dept1" ? true : undefined}
            onChange={(e) => {
              setDept1(e.target.value);
              setDept2("");
              clearProblem("dept1");
            }}
          >
            <Options
              first={COMMUNITY_MESSAGE.categoryChoose}
              items={categories}
              value={(c) => c.code}
              text={(c) => c.name}
            />
          </select>
          <FieldProblem problem={problem} field="dept1" />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-dept2`}>{COMMUNITY_MESSAGE.subCategory}</label>
          <select
            id={`${id}-dept2`}
            className={`${form.control} ${form.compact} ${styles.select}`}
            value={dept2}
            onChange={(e) => setDept2(e.target.value)}
            disabled={children.length === 0}
          >
            <Options
              first={COMMUNITY_MESSAGE.subCategoryNone}
              items={children}
              value={(c) => c.code}
              text={(c) => c.name}
            />
          </select>
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>{COMMUNITY_MESSAGE.titleLabel}</label>
        <input
          id={`${id}-title`}
          className={`${form.control} ${form.compact} ${styles.input}`}
          value={title}
          maxLength={100}
          placeholder={COMMUNITY_MESSAGE.titlePlaceholder}
          aria-invalid={problem?.field === "title" ? true : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            clearProblem("title");
          }}
        />
        <FieldProblem problem={problem} field="title" />
      </div>
      <div className={styles.field}>
        <span>{COMMUNITY_MESSAGE.contentLabel}</span>
        <Suspense fallback={<div className={styles.editorFallback}>{COMMUNITY_MESSAGE.editorLoading}</div>}>
          <RichTextEditor
            initialHtml={post?.content ?? ""}
            onChange={(html) => {
              setContent(html);
              clearProblem("content");
            }}
            id={`${id}-content`}
            label={COMMUNITY_MESSAGE.contentLabel}
            placeholder={COMMUNITY_MESSAGE.contentPlaceholder}
          />
        </Suspense>
      </div>
      <FieldProblem problem={problem} field="content" />
      <div className={styles.field}>
        <label htmlFor={`${id}-farm`}>{COMMUNITY_MESSAGE.tankPick}</label>
        <select
          id={`${id}-farm`}
          className={`${form.control} ${form.compact} ${styles.select}`}
          value={farm}
          disabled={publicFarms === null || (publicFarms.length === 0 && !farm)}
          aria-describedby={`${id}-farm-hint`}
          onChange={(e) => setFarm(e.target.value)}
        >
          <option value="">{COMMUNITY_MESSAGE.tankPickNone}</option>
          {farm && publicFarms !== null && !publicFarms.some((f) => String(f.id) === farm) ? (
            <option value={farm}>{COMMUNITY_MESSAGE.tankPickPrivate}</option>
          ) : null}
          {(publicFarms ?? []).map((f) => (
            <option key={f.id} value={f.id}>
              {f.breedingFarmName}
            </option>
          ))}
        </select>
        <p id={`${id}-farm-hint`} className={form.hint}>
          {publicFarms !== null && publicFarms.length === 0
            ? COMMUNITY_MESSAGE.tankPickEmpty
            : COMMUNITY_MESSAGE.tankPickHint}
        </p>
      </div>
      <FieldProblem problem={problem} field="form" />
      <button type="submit" className={`${buttons.primary} ${styles.submit}`} disabled={isSaving}>
        {post ? COMMUNITY_MESSAGE.saveEdit : COMMUNITY_MESSAGE.submit}
      </button>
    </form>
  );
}

/**
 * /admin/content/{kind}/new and /admin/content/{kind}/{id} (issue 27): one form for every kind, drawn from the kind's
 * description (kinds.ts): text, paragraphs, an uploaded image with its preview, a link with what its prefix means,
 * choices, the period in Seoul time, and for a theme section its category or its products. Beside it, the item as a
 * member sees it (a banner in its slot, a popup with its buttons and when a member sees it again).
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest, uploadImages } from "../../lib/api-client.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import styles from "./admin-content.module.css";
import { contentListPath, type ListedItem, ScheduleBadge } from "./content-list.tsx";
import { ContentPreview } from "./content-preview.tsx";
import {
  type Choice,
  type ContentKind,
  emptyValues,
  type FieldSpec,
  type FormValues,
  fieldApplies,
  itemValues,
  KINDS,
  linkMeaning,
  requestBody,
  withFieldLabels,
} from "./kinds.ts";
import { CONTENT_ADMIN_MESSAGE as M } from "./messages.ts";
import { ProductPicker } from "./product-picker.tsx";

function ImageField({
  id,
  value,
  onChange,
  onBusy,
}: {
  id: string;
  value: string;
  onChange: (link: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  async function upload(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setBusy(true);
    onBusy(true);
    const result = await uploadImages([file], "image");
    setBusy(false);
    onBusy(false);
    if (input.current) input.current.value = "";
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    onChange(result.body[0] ?? "");
  }
  return (
    <>
      <div className={styles.imageBox}>
        {value ? <img src={value} alt={M.imageAlt} className={styles.imagePreview} /> : null}
        <label className={styles.secondaryButton}>
          {busy ? M.uploading : value ? M.imageReplace : M.imageUpload}
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            className="visually-hidden"
            disabled={busy}
            onChange={(event) => upload(event.target.files)}
          />
        </label>
      </div>
      <p className={styles.hint}>{M.imageHint}</p>
      <AlertText message={error} className={styles.error} />
    </>
  );
}

export function ContentForm({
  kind,
  item,
  productNames,
  categories,
}: {
  kind: ContentKind;
  /** The item being edited; null for a new one. */
  item: ListedItem | null;
  productNames: Readonly<Record<number, string>>;
  /** The category choices (theme sections only). */
  categories: readonly Choice[];
}) {
  const spec = KINDS[kind];
  const [values, setValues] = useState<FormValues>(() =>
    item ? itemValues(spec, item) : emptyValues(spec, new Date()),
  );
  const [names, setNames] = useState<Record<number, string>>({ ...productNames });
  const [uploading, setUploading] = useState(false);
  const save = useApiAction();
  const remove = useApiAction();
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const formId = useId();
  const fid = (name: string) => `${formId}-${name}`;
  const set = (name: string, value: FormValues[string]) => setValues((now) => ({ ...now, [name]: value }));
  const text = (name: string) => String(values[name] ?? "");

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = requestBody(spec, values);
    const path = item ? `/api/v1/admin/${spec.path}/${item.id}` : `/api/v1/admin/${spec.path}`;
    const result = await save.run(() => apiRequest(path, { method: item ? "PUT" : "POST", body }));
    if (!result.ok) return;
    save.setError(null);
    toast.top(item ? M.saved : M.created);
    navigate(contentListPath(kind));
  }

  async function deleteItem() {
    if (!item) return;
    const name = text(spec.titleField) || M.untitled;
    if (!(await confirm({ title: M.deleteTitle, message: M.deleteQuestion(name) }))) return;
    const result = await remove.run(() => apiRequest(`/api/v1/admin/${spec.path}/${item.id}`, { method: "DELETE" }));
    if (!result.ok) return;
    toast.top(M.deleted);
    navigate(contentListPath(kind));
  }

  function fieldInput(field: FieldSpec) {
    const id = fid(field.name);
    switch (field.type) {
      case "text":
        return (
          <input
            id={id}
            className={styles.input}
            maxLength={field.max}
            required={!field.optional}
            value={text(field.name)}
            onChange={(event) => set(field.name, event.target.value)}
          />
        );
      case "textarea":
        return (
          <textarea
            id={id}
            className={styles.input}
            maxLength={field.max}
            rows={field.rows ?? 3}
            required
            value={text(field.name)}
            onChange={(event) => set(field.name, event.target.value)}
          />
        );
      case "select":
        return (
          <select
            id={id}
            className={styles.input}
            value={text(field.name)}
            onChange={(event) => set(field.name, event.target.value)}
          >
            {field.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        );
      case "category":
        return (
          <select
            id={id}
            className={styles.input}
            value={text(field.name)}
            onChange={(event) => set(field.name, event.target.value)}
          >
            <option value="">{M.categoryNone}</option>
            {categories.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        );
      case "link": {
        const meaning = linkMeaning(text(field.name));
        return (
          <>
            <input
              id={id}
              className={styles.input}
              inputMode="url"
              autoComplete="off"
              placeholder="app:/ecommerce"
              aria-describedby={`${id}-hint ${id}-meaning`}
              value={text(field.name)}
              onChange={(event) => set(field.name, event.target.value)}
            />
            <p id={`${id}-hint`} className={styles.hint}>
              {M.linkHint}
            </p>
            <p id={`${id}-meaning`} className={meaning ? styles.hint : styles.error} aria-live="polite">
              {meaning ?? M.linkUnknown}
            </p>
          </>
        );
      }
      case "image":
        return (
          <ImageField
            id={id}
            value={text(field.name)}
            onChange={(link) => set(field.name, link)}
            onBusy={setUploading}
          />
        );
      case "paragraphs": {
        const paragraphs = Array.isArray(values[field.name]) ? (values[field.name] as string[]) : [""];
        return (
          <>
            {paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are edited in place, by position
              <div key={index} className={styles.paragraph}>
                <textarea
                  id={index === 0 ? id : undefined}
                  className={styles.input}
                  rows={3}
                  maxLength={5000}
                  aria-label={M.paragraph(index + 1)}
                  value={paragraph}
                  onChange={(event) =>
                    set(
                      field.name,
                      paragraphs.map((p, i) => (i === index ? event.target.value : p)),
                    )
                  }
                />
                {paragraphs.length > 1 ? (
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={M.removeParagraph(index + 1)}
                    onClick={() =>
                      set(
                        field.name,
                        paragraphs.filter((_, i) => i !== index),
                      )
                    }
                  >
                    {M.delete}
                  </button>
                ) : null}
              </div>
            ))}
            <div>
              <button
                type="button"
                className={styles.smallButton}
                disabled={paragraphs.length >= 50}
                onClick={() => set(field.name, [...paragraphs, ""])}
              >
                {M.addParagraph}
              </button>
            </div>
          </>
        );
      }
      case "products":
        return null;
    }
  }

  return (
    <>
      <div className={styles.pageHead}>
        <div>
          <h1 className={styles.title}>{item ? M.editTitle(spec.label) : M.newTitle(spec.label)}</h1>
          {item ? (
            <p className={styles.meta}>
              <ScheduleBadge schedule={item.schedule} /> <span>#{item.id}</span>
            </p>
          ) : null}
        </div>
        <Link to={contentListPath(kind)} className={styles.secondaryButton}>
          {M.backToList(spec.label)}
        </Link>
      </div>
      <div className={styles.editor}>
        <form
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label={item ? M.editTitle(spec.label) : M.newTitle(spec.label)}
        >
          {spec.fields
            .filter((field) => fieldApplies(field, values))
            .map((field) =>
              field.type === "products" ? (
                <ProductPicker
                  key={field.name}
                  id={fid(field.name)}
                  ids={Array.isArray(values[field.name]) ? (values[field.name] as number[]) : []}
                  names={names}
                  onChange={(ids, known) => {
                    set(field.name, ids);
                    setNames(known);
                  }}
                />
              ) : (
                <div key={field.name} className={styles.field}>
                  {field.type === "paragraphs" ? (
                    <span className={styles.label}>{field.label}</span>
                  ) : (
                    <label className={styles.label} htmlFor={fid(field.name)}>
                      {field.label}
                      {field.type === "text" && field.optional ? ` ${M.optional}` : ""}
                    </label>
                  )}
                  {fieldInput(field)}
                </div>
              ),
            )}
          {spec.timed ? (
            <fieldset className={styles.field}>
              <legend className={styles.label}>기간</legend>
              <div className={styles.period}>
                {(["startDate", "endDate"] as const).map((name) => (
                  <div key={name} className={styles.field}>
                    <label className={styles.hint} htmlFor={fid(name)}>
                      {name === "startDate" ? M.startDate : M.endDate}
                    </label>
                    <input
                      id={fid(name)}
                      type="datetime-local"
                      step={1}
                      className={styles.input}
                      value={text(name)}
                      onChange={(event) => set(name, event.target.value)}
                    />
                  </div>
                ))}
              </div>
              <p className={styles.hint}>{M.periodHint}</p>
            </fieldset>
          ) : null}
          <AlertText message={save.error ? withFieldLabels(spec, save.error) : remove.error} className={styles.error} />
          <div className={styles.formActions}>
            <button type="submit" className={styles.primaryButton} disabled={save.busy || uploading}>
              {save.pending ? M.saving : M.save}
            </button>
            <Link to={contentListPath(kind)} className={styles.secondaryButton}>
              {M.cancel}
            </Link>
            {item ? (
              <button type="button" className={styles.dangerButton} disabled={remove.busy} onClick={deleteItem}>
                {M.delete}
              </button>
            ) : null}
          </div>
        </form>
        <ContentPreview kind={kind} values={values} />
      </div>
    </>
  );
}

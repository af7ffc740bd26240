/**
 * /admin/content/{kind}/new and /admin/content/{kind}/{id} (issue 27): one form for every kind, drawn from the kind's
 * description (kinds.ts): text, paragraphs, an uploaded image with its preview, a link with what its prefix means,
 * choices, the period in Seoul time, and for a theme section its category or its products. Beside it, the item as a
 * member sees it (a banner in its slot, a popup with its buttons and when a member sees it again).
 */
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import { useConfirm } from "../../components/confirm-dialog.tsx";
import { FieldBox, RemoveButton } from "../../components/console-form.tsx";
import page from "../../components/console-page.module.css";
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
        <label className={`${page.secondaryButton} ${page.tall}`}>
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
      <p className={page.quiet}>{M.imageHint}</p>
      <AlertText message={error} className={page.fieldError} />
    </>
  );
}

/** An article's body: one text box per paragraph (the first one is the field's `id`), added and removed in place. */
function Paragraphs({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: FormValues[string] | undefined;
  onChange: (paragraphs: string[]) => void;
}) {
  const paragraphs = Array.isArray(value) ? value.map(String) : [""];
  return (
    <div className={page.field}>
      <span className={page.formLabel}>{label}</span>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are edited in place, by position
        <div key={index} className={styles.paragraph}>
          <textarea
            id={index === 0 ? id : undefined}
            className={page.input}
            rows={3}
            maxLength={5000}
            aria-label={M.paragraph(index + 1)}
            value={paragraph}
            onChange={(event) => onChange(paragraphs.map((p, i) => (i === index ? event.target.value : p)))}
          />
          {paragraphs.length > 1 ? (
            <RemoveButton
              name={M.paragraph(index + 1)}
              onClick={() => onChange(paragraphs.filter((_, i) => i !== index))}
            />
          ) : null}
        </div>
      ))}
      <div>
        <button
          type="button"
          className={page.smallButton}
          disabled={paragraphs.length >= 50}
          onClick={() => onChange([...paragraphs, ""])}
        >
          {M.addParagraph}
        </button>
      </div>
    </div>
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
    const bound = {
      id,
      className: page.input,
      value: text(field.name),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        set(field.name, event.target.value),
    };
    switch (field.type) {
      case "text":
        return <input {...bound} maxLength={field.max} required={!field.optional} />;
      case "textarea":
        return <textarea {...bound} maxLength={field.max} rows={field.rows ?? 3} required />;
      case "select":
      case "category":
        return (
          <select {...bound}>
            {(field.type === "select" ? field.choices : [{ value: "", label: M.categoryNone }, ...categories]).map(
              (choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ),
            )}
          </select>
        );
      case "link": {
        const meaning = linkMeaning(text(field.name));
        return (
          <>
            <input
              {...bound}
              inputMode="url"
              autoComplete="off"
              placeholder="app:/ecommerce"
              aria-describedby={`${id}-hint ${id}-meaning`}
            />
            <p id={`${id}-hint`} className={page.quiet}>
              {M.linkHint}
            </p>
            <p id={`${id}-meaning`} className={meaning ? page.quiet : page.fieldError} aria-live="polite">
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
      case "paragraphs":
      case "products":
        return null;
    }
  }

  return (
    <>
      <div className={styles.head}>
        <div>
          <h1 className={page.title}>{item ? M.editTitle(spec.label) : M.newTitle(spec.label)}</h1>
          {item ? (
            <p className={page.meta}>
              <ScheduleBadge schedule={item.schedule} /> <span>#{item.id}</span>
            </p>
          ) : null}
        </div>
        <Link to={contentListPath(kind)} className={`${page.secondaryButton} ${page.tall}`}>
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
              ) : field.type === "paragraphs" ? (
                <Paragraphs
                  key={field.name}
                  id={fid(field.name)}
                  label={field.label}
                  value={values[field.name]}
                  onChange={(paragraphs) => set(field.name, paragraphs)}
                />
              ) : (
                <FieldBox
                  key={field.name}
                  id={fid(field.name)}
                  label={field.type === "text" && field.optional ? `${field.label} ${M.optional}` : field.label}
                >
                  {fieldInput(field)}
                </FieldBox>
              ),
            )}
          {spec.timed ? (
            <fieldset className={page.field}>
              <legend className={page.formLabel}>{M.period}</legend>
              <div className={styles.period}>
                {(["startDate", "endDate"] as const).map((name) => (
                  <div key={name} className={page.field}>
                    <label className={page.quiet} htmlFor={fid(name)}>
                      {name === "startDate" ? M.startDate : M.endDate}
                    </label>
                    <input
                      id={fid(name)}
                      type="datetime-local"
                      step={1}
                      className={page.input}
                      value={text(name)}
                      onChange={(event) => set(name, event.target.value)}
                    />
                  </div>
                ))}
              </div>
              <p className={page.quiet}>{M.periodHint}</p>
            </fieldset>
          ) : null}
          <AlertText message={save.error ? withFieldLabels(spec, save.error) : remove.error} className={page.error} />
          <div className={styles.formActions}>
            <button type="submit" className={`${page.primaryButton} ${page.tall}`} disabled={save.busy || uploading}>
              {save.pending ? M.saving : M.save}
            </button>
            <Link to={contentListPath(kind)} className={`${page.secondaryButton} ${page.tall}`}>
              {M.cancel}
            </Link>
            {item ? (
              <button
                type="button"
                className={`${page.dangerButton} ${page.tall}`}
                disabled={remove.busy}
                onClick={deleteItem}
              >
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

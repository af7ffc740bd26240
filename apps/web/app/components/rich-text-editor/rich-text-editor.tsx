/**
 * A small rich-text editor, loaded only where a form shows it (React.lazy: the community's write page, the store
 * console's product form; its own chunk, outside the shell): bold, italic, heading, list and images uploaded to
 * /api/v1/editor/image. A contenteditable area rather than Tiptap keeps the write page's
 * JavaScript to a few kilobytes; whatever it produces, the server sanitises with its allow-list.
 */
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { uploadImages } from "../../lib/api-client.ts";
import { EDITOR_MESSAGE } from "../messages.ts";
import { useToast } from "../toast.tsx";
import styles from "./editor.module.css";

export interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  placeholder: string;
  /** The editable area's id, so the form can focus it. */
  id?: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** Toolbar icons: 24px line drawings, drawn in the text colour. */
interface FormatTool {
  key: "bold" | "italic" | "heading" | "list";
  command: string;
  value?: string;
  icon: readonly string[];
}
const FORMAT_TOOLS: readonly FormatTool[] = [
  { key: "bold", command: "bold", icon: ["M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z"] },
  { key: "italic", command: "italic", icon: ["M10 5h8M6 19h8M14.5 5l-5 14"] },
  { key: "heading", command: "formatBlock", value: "h3", icon: ["M6 5v14M17 5v14M6 12h11"] },
  {
    key: "list",
    command: "insertUnorderedList",
    icon: [
      "M10 7h10M10 12h10M10 17h10",
      "M5 6.2a.8.8 0 1 0 0 1.6.8.8 0 1 0 0-1.6zM5 11.2a.8.8 0 1 0 0 1.6.8.8 0 1 0 0-1.6zM5 16.2a.8.8 0 1 0 0 1.6.8.8 0 1 0 0-1.6z",
    ],
  },
];
const IMAGE_ICON = [
  "M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z",
  "M3 16l5-5 4 4 3-3 6 6",
  "M15.5 9.5h.01",
];

function ToolIcon({ paths }: { paths: readonly string[] }) {
  return (
    <svg viewBox="0 0 24 24" className={styles.icon} aria-hidden="true">
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export default function RichTextEditor({ initialHtml, onChange, label, placeholder, id }: RichTextEditorProps) {
  const area = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [isUploading, setUploading] = useState(false);
  const [isEmpty, setEmpty] = useState(!initialHtml);
  const toast = useToast();

  // The initial content is set once; afterwards the browser owns the DOM of the editable area.
  // biome-ignore lint/correctness/useExhaustiveDependencies: set once on mount.
  useEffect(() => {
    if (area.current) area.current.innerHTML = initialHtml;
  }, []);

  function emit() {
    const html = area.current?.innerHTML ?? "";
    setEmpty(!area.current?.textContent?.trim() && !area.current?.querySelector("img"));
    onChange(html);
  }

  function run(command: string, value?: string) {
    area.current?.focus();
    document.execCommand(command, false, value);
    emit();
  }

  async function addImages(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = "";
    if (files.length === 0) return;
    setUploading(true);
    for (const file of files) {
      const result = await uploadImages([file], "editor");
      if (!result.ok) {
        toast.bottom(result.message);
        continue;
      }
      area.current?.focus();
      document.execCommand("insertHTML", false, `<p><img src="${escapeAttribute(result.body[0] ?? "")}" alt=""></p>`);
    }
    setUploading(false);
    emit();
  }

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={label}>
        {FORMAT_TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={styles.tool}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => run(tool.command, tool.value)}
            aria-label={EDITOR_MESSAGE.toolbar[tool.key]}
            title={EDITOR_MESSAGE.toolbar[tool.key]}
          >
            <ToolIcon paths={tool.icon} />
          </button>
        ))}
        <span className={styles.divider} aria-hidden="true" />
        <button
          type="button"
          className={`${styles.tool} ${styles.photo}`}
          onClick={() => fileInput.current?.click()}
          disabled={isUploading}
        >
          <ToolIcon paths={IMAGE_ICON} />
          {EDITOR_MESSAGE.toolbar.image}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          multiple
          hidden
          onChange={addImages}
          data-testid="editor-image-input"
        />
        {isUploading ? <span className={styles.status}>{EDITOR_MESSAGE.imageUploading}</span> : null}
      </div>
      <div className={styles.wrap}>
        {isEmpty ? (
          <p className={styles.placeholder} aria-hidden="true">
            {placeholder}
          </p>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element. */}
        <div
          ref={area}
          id={id}
          className={styles.area}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-label={label}
          tabIndex={0}
          onInput={emit}
          onPaste={(event) => {
            // Pasted pages bring their own styles and scripts: take the text only.
            event.preventDefault();
            document.execCommand("insertText", false, event.clipboardData.getData("text/plain"));
          }}
        />
      </div>
    </div>
  );
}

/**
 * A small rich-text editor, loaded only on the write page (React.lazy): bold, italic, heading, list and
 * images uploaded to /api/v1/editor/image. A contenteditable area rather than Tiptap keeps the write page's
 * JavaScript to a few kilobytes; whatever it produces, the server sanitises with its allow-list.
 */
import { type ChangeEvent, useEffect, useRef, useState } from "react";
import { useToast } from "../../components/toast.tsx";
import { uploadEditorImage } from "./api.ts";
import styles from "./editor.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export interface RichTextEditorProps {
  initialHtml: string;
  onChange: (html: string) => void;
  label: string;
  placeholder: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export default function RichTextEditor({ initialHtml, onChange, label, placeholder }: RichTextEditorProps) {
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
      const result = await uploadEditorImage(file);
      if (!result.ok) {
        toast.bottom(result.message);
        continue;
      }
      area.current?.focus();
      document.execCommand("insertHTML", false, `<p><img src="${escapeAttribute(result.data)}" alt=""></p>`);
    }
    setUploading(false);
    emit();
  }

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={label}>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run("bold")}
          aria-label={COMMUNITY_MESSAGE.toolbar.bold}
        >
          <strong>B</strong>
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run("italic")}
          aria-label={COMMUNITY_MESSAGE.toolbar.italic}
        >
          <em>I</em>
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run("formatBlock", "h3")}
          aria-label={COMMUNITY_MESSAGE.toolbar.heading}
        >
          H
        </button>
        <button
          type="button"
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => run("insertUnorderedList")}
          aria-label={COMMUNITY_MESSAGE.toolbar.list}
        >
          ••
        </button>
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={isUploading}
          aria-label={COMMUNITY_MESSAGE.toolbar.image}
        >
          {COMMUNITY_MESSAGE.toolbar.image}
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
        {isUploading ? <span className={styles.status}>{COMMUNITY_MESSAGE.imageUploading}</span> : null}
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

/**
 * Photo picker: uploads through `uploadImages` (POST /api/v1/image; the server re-encodes and strips metadata) and
 * reports the returned links. With `name`, each link is also a hidden input, so a surrounding form posts them.
 * Used by the breeding forms, the review form and the claim form.
 */

import { useRef, useState } from "react";
import { uploadImages } from "../lib/api-client.ts";
import { AlertText } from "./alert-text.tsx";
import { PHOTO_MESSAGE as M } from "./messages.ts";
import styles from "./photo-picker.module.css";

export function PhotoPicker({
  links,
  onChange,
  max,
  name,
  onBusy,
}: {
  links: string[];
  onChange: (links: string[]) => void;
  max: number;
  name?: string;
  /** Told when an upload starts and ends (e.g. to hold the form's submit meanwhile). */
  onBusy?: (busy: boolean) => void;
}) {
  const [busy, setBusyState] = useState(false);
  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusy?.(value);
  };
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      {links.length > 0 ? (
        <div className={styles.photos}>
          {links.map((link, index) => (
            <div key={link} className={styles.photoItem}>
              <img src={link} alt={M.attached(index + 1)} />
              {name ? <input type="hidden" name={name} value={link} /> : null}
              <button
                type="button"
                className={styles.photoRemove}
                aria-label={M.removeLabel(index + 1)}
                onClick={() => onChange(links.filter((l) => l !== link))}
              >
                {M.remove}
              </button>
            </div>
          ))}
        </div>
      ) : null}
      {links.length < max ? (
        <label className={styles.addPhoto}>
          {busy ? M.uploading : M.add}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple={max > 1}
            className="visually-hidden"
            disabled={busy}
            onChange={async (event) => {
              const files = [...(event.target.files ?? [])].slice(0, max - links.length);
              if (files.length === 0) return;
              setBusy(true);
              setError(null);
              const result = await uploadImages(files, "image");
              if (result.ok) onChange([...links, ...result.body].slice(0, max));
              else setError(result.message);
              setBusy(false);
              if (input.current) input.current.value = "";
            }}
          />
        </label>
      ) : null}
      <AlertText message={error} className={styles.error} />
    </>
  );
}

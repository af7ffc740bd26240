/**
 * Photo picker: uploads through `uploadImages` (POST /api/v1/image; the server re-encodes and strips metadata) and
 * keeps the returned links in hidden inputs named `name`, so the surrounding form posts them.
 */
import { useRef, useState } from "react";
import { uploadImages } from "../../lib/api-client.ts";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";

export function PhotoInput({
  name,
  initial,
  max,
  label,
}: {
  name: string;
  initial: string[];
  max: number;
  label: string;
}) {
  const [links, setLinks] = useState<string[]>(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  return (
    <div className={styles.field}>
      <span className={styles.label}>{label}</span>
      {links.length > 0 ? (
        <div className={styles.photos}>
          {links.map((link) => (
            <div key={link} className={styles.photoItem}>
              <img src={link} alt="" />
              <input type="hidden" name={name} value={link} />
              <button
                type="button"
                className={styles.photoRemove}
                onClick={() => setLinks((all) => all.filter((l) => l !== link))}
              >
                {M.removePhoto}
              </button>
            </div>
          ))}
        </div>
      ) : null}
      {links.length < max ? (
        <label className={styles.chip}>
          {busy ? M.uploading : M.addPhoto}
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
              if (result.ok) setLinks((all) => [...all, ...result.body].slice(0, max));
              else setError(result.message);
              setBusy(false);
              if (input.current) input.current.value = "";
            }}
          />
        </label>
      ) : null}
      {error ? <p className={styles.error}>{error}</p> : null}
    </div>
  );
}

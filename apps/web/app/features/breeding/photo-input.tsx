/**
 * Photo picker: uploads through POST /api/v1/image (multipart; the server re-encodes and strips metadata) and
 * keeps the returned links in hidden inputs named `name`, so the surrounding form posts them.
 */
import { useRef, useState } from "react";
import { refreshSession } from "../../lib/api-client.ts";
import { getAuthorization } from "../../lib/session.ts";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";

async function upload(file: File): Promise<string | null> {
  if (!getAuthorization()) await refreshSession();
  const send = () => {
    const form = new FormData();
    form.append("file", file);
    const authorization = getAuthorization();
    return fetch("/api/v1/image", {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: authorization ? { authorization } : {},
    });
  };
  let response = await send();
  if (response.status === 401 && (await refreshSession())) response = await send();
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { link?: string } };
  return body.data?.link ?? null;
}

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
              const uploaded: string[] = [];
              for (const file of files) {
                const link = await upload(file).catch(() => null);
                if (link) uploaded.push(link);
                else setError(M.uploadFailed);
              }
              setLinks((all) => [...all, ...uploaded].slice(0, max));
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

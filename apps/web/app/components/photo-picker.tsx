/**
 * Photo picker: uploads through `uploadImages` (POST /api/v1/image; the server re-encodes and strips metadata) and
 * reports the returned links. With `name`, each link is also a hidden input, so a surrounding form posts them.
 * Used by the breeding forms, the review form and the claim form; its upload, 사진 추가 and 삭제 also by the
 * console's product photos (which add ordering).
 */

import { type ReactNode, useRef, useState } from "react";
import { uploadImages } from "../lib/api-client.ts";
import { AlertText } from "./alert-text.tsx";
import { PHOTO_MESSAGE as M } from "./messages.ts";
import styles from "./photo-picker.module.css";

interface PhotoLinks {
  links: string[];
  onChange: (links: string[]) => void;
  max: number;
  /** Told when an upload starts and ends (e.g. to hold the form's submit meanwhile). */
  onBusy?: (busy: boolean) => void;
}

/** Uploading chosen images after `links` (never past `max`): `busy` meanwhile, the API's refusal as `error`. */
function usePhotoUpload({ links, onChange, max, onBusy }: PhotoLinks) {
  const [busy, setBusyState] = useState(false);
  const setBusy = (value: boolean) => {
    setBusyState(value);
    onBusy?.(value);
  };
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  async function add(chosen: FileList | null) {
    const files = [...(chosen ?? [])].slice(0, max - links.length);
    if (files.length === 0) return;
    setBusy(true);
    setError(null);
    const result = await uploadImages(files, "image");
    if (result.ok) onChange([...links, ...result.body].slice(0, max));
    else setError(result.message);
    setBusy(false);
    if (input.current) input.current.value = "";
  }
  return { busy, error, input, add };
}

/**
 * 사진 추가 (a label holding the hidden file input) while there is room, and the upload's error under it;
 * `showCount` adds how many of `max` there are. `id` names the file input (for a form's error to point at).
 */
export function AddPhotos({
  id,
  showCount,
  errorClassName = styles.error,
  ...photos
}: PhotoLinks & { id?: string; showCount?: boolean; errorClassName?: string }) {
  const upload = usePhotoUpload(photos);
  const { links, max } = photos;
  return (
    <>
      {links.length < max ? (
        <label className={styles.addPhoto}>
          {upload.busy ? M.uploading : showCount ? `${M.add} (${links.length}/${max})` : M.add}
          <input
            ref={upload.input}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple={max > 1}
            className="visually-hidden"
            disabled={upload.busy}
            onChange={(event) => upload.add(event.target.files)}
          />
        </label>
      ) : null}
      <AlertText message={upload.error} className={errorClassName} />
    </>
  );
}

/** 삭제 on the `index`th photo (0-based), named for it. */
export function RemovePhoto({
  index,
  className,
  onRemove,
}: {
  index: number;
  className?: string;
  onRemove: () => void;
}): ReactNode {
  return (
    <button type="button" className={className} aria-label={M.removeLabel(index + 1)} onClick={onRemove}>
      {M.remove}
    </button>
  );
}

export function PhotoPicker({ name, ...photos }: PhotoLinks & { name?: string }) {
  const { links, onChange } = photos;
  return (
    <>
      {links.length > 0 ? (
        <div className={styles.photos}>
          {links.map((link, index) => (
            <div key={link} className={styles.photoItem}>
              <img src={link} alt={M.attached(index + 1)} />
              {name ? <input type="hidden" name={name} value={link} /> : null}
              <RemovePhoto
                index={index}
                className={styles.photoRemove}
                onRemove={() => onChange(links.filter((l) => l !== link))}
              />
            </div>
          ))}
        </div>
      ) : null}
      <AddPhotos {...photos} />
    </>
  );
}

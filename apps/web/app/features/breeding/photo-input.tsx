/** A breeding form's photos: the shared picker, its links posted with the form as hidden inputs named `name`. */
import { useState } from "react";
import form from "../../components/form.module.css";
import { PhotoPicker } from "../../components/photo-picker.tsx";
import styles from "./breeding.module.css";

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
  return (
    <div className={form.field}>
      <span className={`${form.label} ${styles.label}`}>{label}</span>
      <PhotoPicker links={links} onChange={setLinks} max={max} name={name} />
    </div>
  );
}

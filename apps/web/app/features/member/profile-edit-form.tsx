/**
 * /my-info/profile/edit: my profile picture and introduction, as others see them on my profile (SPEC §7 PATCH
 * profile). The picture goes through the upload API first (re-encoded by the server), then its link is saved with
 * the introduction; the API's Korean message shows under the field it names.
 */
import { INTRODUCTION_MAX_LENGTH, type Member } from "@mulmung/contract/member";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import form from "../../components/form.module.css";
import { SubmitButton, TextAreaField } from "../../components/form-field";
import { AddPhotos } from "../../components/photo-picker.tsx";
import { useToast } from "../../components/toast.tsx";
import { profilePath } from "../../lib/paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import { updateProfile } from "./api.ts";
import styles from "./member.module.css";
import { MEMBER_MESSAGE as M } from "./messages.ts";

export function ProfileEditForm({ member }: { member: Member }) {
  const toast = useToast();
  const action = useApiAction();
  const [image, setImage] = useState<string | null>(member.profileImageUrl);
  const [introduction, setIntroduction] = useState(member.introduction ?? "");
  const [isUploading, setUploading] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const res = await action.run(() =>
      updateProfile({ introduction: introduction.trim() ? introduction : null, profileImageUrl: image }),
    );
    if (!res.ok) return;
    action.setError(null);
    setIntroduction(res.body.introduction ?? "");
    toast.bottom(M.saved);
  }

  return (
    <section className={styles.section}>
      <form className={form.form} onSubmit={submit} noValidate>
        <fieldset className={styles.plainFieldset}>
          <legend className={form.label}>{M.profileImage}</legend>
          <div className={styles.avatarRow}>
            {image ? (
              <img src={image} alt={M.profileImage} className={styles.avatar} data-testid="profile-image" />
            ) : (
              <span className={styles.avatarEmpty} role="img" aria-label={M.profileImageNone} />
            )}
            <div className={styles.avatarActions}>
              <AddPhotos links={[]} max={1} onChange={(links) => setImage(links[0] ?? null)} onBusy={setUploading} />
              {image ? (
                <button type="button" className={form.small} onClick={() => setImage(null)}>
                  {M.profileImageRemove}
                </button>
              ) : null}
            </div>
          </div>
        </fieldset>
        <div className={form.field}>
          <TextAreaField
            id="profile-introduction"
            label={M.introduction}
            labelClassName={form.label}
            className={`${form.control} ${styles.textarea}`}
            placeholder={M.introductionPlaceholder}
            value={introduction}
            onValue={setIntroduction}
            aria-invalid={action.error ? true : undefined}
            aria-describedby="profile-introduction-note"
          />
          {action.error ? (
            <p id="profile-introduction-note" className={form.error} role="alert">
              {action.error}
            </p>
          ) : (
            <p id="profile-introduction-note" className={form.hint}>
              {M.introductionCount(introduction.length, INTRODUCTION_MAX_LENGTH)}
            </p>
          )}
        </div>
        <SubmitButton busy={action.busy || isUploading}>{M.save}</SubmitButton>
        <Link to={profilePath(member.id)} className={buttons.secondary}>
          {M.viewMyProfile}
        </Link>
      </form>
    </section>
  );
}

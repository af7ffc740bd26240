/**
 * /my-info/order/{id}/claim?line=…[&type=DOA]: the claim form for one line: the type (what the line allows now),
 * a preset reason, the buyer's words and up to 5 photos (a DOA claim needs one). Sent, it returns to the order.
 */

import type { Claim, ClaimableLine } from "@mulmung/contract/claim";
import { CLAIM_PHOTOS_MAX, CLAIM_REASONS, CLAIM_TYPE_LABEL, type ClaimType } from "@mulmung/domain/claim";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { AlertText } from "../../components/alert-text.tsx";
import buttons from "../../components/button.module.css";
import { Options, SelectField, TextAreaField } from "../../components/form-field.tsx";
import { PhotoPicker } from "../../components/photo-picker.tsx";
import section from "../../components/section.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { myOrderPath } from "../../lib/paths.ts";
import { useApiAction } from "../../lib/use-api-action.ts";
import styles from "./claim.module.css";
import { guaranteeRule, CLAIM_MESSAGE as M } from "./messages.ts";

export function ClaimFormView({
  orderId,
  line,
  initialType,
}: {
  orderId: number;
  line: ClaimableLine;
  initialType: ClaimType;
}) {
  const id = useId();
  const toast = useToast();
  const navigate = useNavigate();
  const action = useApiAction();
  const [type, setType] = useState<ClaimType>(initialType);
  const [reason, setReason] = useState<string>(CLAIM_REASONS[initialType][0] ?? "");
  const [content, setContent] = useState("");
  const [photos, setPhotos] = useState<string[]>([]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (type === "DOA" && photos.length === 0) return action.setError(M.photoRequired);
    action.setError(null);
    const res = await action.run(() =>
      apiRequest<Claim>(`/api/v1/order/${orderId}/claim`, {
        method: "POST",
        body: { orderProductId: line.orderProductId, type, reason, content, imageUrls: photos },
      }),
    );
    if (!res.ok) return;
    toast.bottom(M.submitted);
    navigate(myOrderPath(orderId));
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      aria-label={type === "DOA" ? M.doaFormTitle : M.formTitle}
      noValidate
    >
      <p className={styles.name}>{line.productName}</p>
      {line.liveArrivalGuarantee ? (
        <p className={section.hint}>
          <span className={styles.guarantee}>생존 도착 보장</span> {guaranteeRule(line.doaWindowHours)}
        </p>
      ) : null}
      <fieldset className={styles.field}>
        <legend className={styles.label}>{M.type}</legend>
        <div className={styles.choices}>
          {line.types.map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="type"
                value={option}
                checked={type === option}
                onChange={() => {
                  setType(option);
                  setReason(CLAIM_REASONS[option][0] ?? "");
                }}
              />
              {CLAIM_TYPE_LABEL[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.field}>
        <SelectField
          id={`${id}-reason`}
          label={M.reason}
          labelClassName={styles.label}
          className={styles.input}
          value={reason}
          onValue={setReason}
        >
          <Options items={CLAIM_REASONS[type]} />
        </SelectField>
      </div>
      <div className={styles.field}>
        <TextAreaField
          id={`${id}-content`}
          label={M.content}
          labelClassName={styles.label}
          className={styles.textarea}
          maxLength={1000}
          placeholder={M.contentPlaceholder}
          value={content}
          onValue={setContent}
        />
      </div>
      <div className={styles.field}>
        <span className={styles.label}>{M.photos}</span>
        {type === "DOA" ? <p className={section.hint}>{M.doaPhotoNote}</p> : null}
        <PhotoPicker links={photos} onChange={setPhotos} max={CLAIM_PHOTOS_MAX} />
      </div>
      <AlertText message={action.error} className={section.error} />
      <button type="submit" className={buttons.primary} disabled={action.busy}>
        {M.submit}
      </button>
    </form>
  );
}

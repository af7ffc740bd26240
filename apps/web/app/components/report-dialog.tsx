/**
 * Report a post, a comment or a review (SPEC §3 Report): a reason, an optional description, the §8 messages.
 * Shared by the community (posts, comments) and the product page (reviews).
 */
import type { ReportType } from "@mulmung/contract/community";
import { ErrorCode, MESSAGE } from "@mulmung/domain/errors";
import { useId, useState } from "react";
import { apiRequest } from "../lib/api-client.ts";
import { Dialog } from "./dialog.tsx";
import form from "./form.module.css";
import { REPORT_MESSAGE } from "./messages.ts";
import styles from "./report-dialog.module.css";
import { useToast } from "./toast.tsx";

export interface ReportTarget {
  reportType: ReportType;
  id: number;
}

export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const [reason, setReason] = useState<string>(REPORT_MESSAGE.reasons[0]);
  const [description, setDescription] = useState("");
  const [isSending, setSending] = useState(false);
  const toast = useToast();
  const name = useId();

  async function submit() {
    if (!target || isSending) return;
    setSending(true);
    const result = await apiRequest("/api/v1/mail/report", {
      method: "POST",
      body: {
        title: reason,
        directInquiryCategory: "REPORT",
        reportType: target.reportType,
        id: target.id,
        description: description.trim(),
      },
    });
    setSending(false);
    if (result.ok) {
      toast.bottom(MESSAGE.reportSucceeded);
      setDescription("");
      onClose();
    } else {
      // A duplicate report says so; anything else gets the §8 failure message.
      const duplicate = result.code === ErrorCode.DUPLICATE_REPORT;
      toast.bottom(duplicate ? result.message : MESSAGE.reportFailed);
      if (duplicate) onClose();
    }
  }

  return (
    <Dialog
      open={target !== null}
      onCancel={onClose}
      title={REPORT_MESSAGE.title}
      cancelText={REPORT_MESSAGE.cancel}
      confirm={{ text: REPORT_MESSAGE.submit, onClick: submit, disabled: isSending }}
    >
      <fieldset className={styles.reasons}>
        <legend>{REPORT_MESSAGE.reason}</legend>
        {REPORT_MESSAGE.reasons.map((r) => (
          <label key={r} className={styles.reason}>
            <input type="radio" name={name} value={r} checked={reason === r} onChange={() => setReason(r)} />
            {r}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span>{REPORT_MESSAGE.description}</span>
        <textarea
          className={`${form.control} ${form.compact} ${styles.textarea}`}
          value={description}
          maxLength={1000}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
    </Dialog>
  );
}

/** Report a post or a comment (SPEC §3 Report): a reason, an optional description, the §8 messages. */
import { ErrorCode, MESSAGE } from "@mulmung/domain/errors";
import { useId, useState } from "react";
import buttons from "../../components/button.module.css";
import { Dialog } from "../../components/dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export interface ReportTarget {
  reportType: "COMMUNITY_BOARD" | "COMMUNITY_BOARD_COMMENT";
  id: number;
}

export function ReportDialog({ target, onClose }: { target: ReportTarget | null; onClose: () => void }) {
  const [reason, setReason] = useState<string>(COMMUNITY_MESSAGE.reportReasons[0]);
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
      title={COMMUNITY_MESSAGE.reportTitle}
      actions={
        <>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {COMMUNITY_MESSAGE.cancel}
          </button>
          <button type="button" className={buttons.primary} onClick={submit} disabled={isSending}>
            {COMMUNITY_MESSAGE.reportSubmit}
          </button>
        </>
      }
    >
      <fieldset className={styles.reasons}>
        <legend>{COMMUNITY_MESSAGE.reportReason}</legend>
        {COMMUNITY_MESSAGE.reportReasons.map((r) => (
          <label key={r} className={styles.reason}>
            <input type="radio" name={name} value={r} checked={reason === r} onChange={() => setReason(r)} />
            {r}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        <span>{COMMUNITY_MESSAGE.reportDescription}</span>
        <textarea
          className={styles.textarea}
          value={description}
          maxLength={1000}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
        />
      </label>
    </Dialog>
  );
}

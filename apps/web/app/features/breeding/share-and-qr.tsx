/**
 * The farm's share link (copied to the clipboard; in the app, the share sheet) and the QR modal of SPEC.md section 2:
 * colour or black and white, an optional printable title, close and save (on the web, save downloads the PNG; in the
 * app it saves the label image and 공유 opens the share sheet, lib/native/image-file.ts); the link to the QR sheet of
 * all my farms.
 */

import type { ShareLinkResponse } from "@mulmung/contract/breeding";
import { clampQrTitle, QR_TITLE_MAX_WIDTH, validateQrTitle } from "@mulmung/domain/validation";
import { type ReactNode, useEffect, useState } from "react";
import { Link } from "react-router";
import buttons from "../../components/button.module.css";
import chip from "../../components/chip.module.css";
import { Dialog } from "../../components/dialog.tsx";
import form from "../../components/form.module.css";
import { useToast } from "../../components/toast.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { saveImage, shareImage, shareLink } from "../../lib/native/image-file.ts";
import { useNativePlatform } from "../../lib/native/platform.ts";
import { PATH } from "../../lib/paths.ts";
import styles from "./breeding.module.css";
import { BREEDING_MESSAGE as M } from "./messages.ts";

/**
 * 공유: asks for the farm's short link (`/s/{code}`, made once and counted) and copies it; when none can be made,
 * SPEC's "링크가 생성되지 않았습니다" message.
 */
/** The link to the QR sheet of my farms (labels to print), once there is a farm to label. */
export function QrSheetLink({ hasFarms }: { hasFarms: boolean }) {
  return hasFarms ? (
    <Link to={PATH.qrChoose} className={buttons.secondary}>
      {M.qrSheet}
    </Link>
  ) : null;
}

/**
 * The farm's short link (`/s/{code}`, made once by the server), asked for by `get`: `pending` meanwhile; null, said in
 * a toast, when none can be made.
 */
function useShortLink(farmId: number) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  async function get(): Promise<string | null> {
    setPending(true);
    const res = await apiRequest<ShareLinkResponse>(`/api/v1/breeding-farm/${farmId}/share-link`, { method: "POST" });
    setPending(false);
    const shortLink = res.ok ? res.body.shortLink : null;
    if (!shortLink) toast.bottom(M.dynamicLinkMissing);
    return shortLink;
  }
  return { pending, get };
}

/** A chip of the farm's head (공유, QR 코드), off while its link is asked for. */
function FarmChip({ pending, onClick, children }: { pending: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button type="button" className={`${chip.chip} ${chip.tall} ${styles.chip}`} disabled={pending} onClick={onClick}>
      {children}
    </button>
  );
}

export function ShareButton({ farmId }: { farmId: number }) {
  const toast = useToast();
  const native = useNativePlatform() !== null;
  const shortLinkOf = useShortLink(farmId);
  return (
    <FarmChip
      pending={shortLinkOf.pending}
      onClick={async () => {
        const shortLink = await shortLinkOf.get();
        if (!shortLink) return;
        try {
          if (native) return await shareLink({ title: M.shareTitle, url: shortLink });
          await navigator.clipboard.writeText(shortLink);
          toast.bottom(M.linkCopied);
        } catch {
          toast.bottom(native ? M.shareFailed : M.copyFailed);
        }
      }}
    >
      {M.share}
    </FarmChip>
  );
}

/** GET /api/v1/qr as a data URI, or null with the failure message. */
export async function fetchQr(
  text: string,
  options: { isColor: boolean; title?: string },
): Promise<{ data: string } | { error: string }> {
  const query = new URLSearchParams({ text, isColorQR: String(options.isColor) });
  if (options.title) {
    query.set("isSubText", "true");
    query.set("subText", options.title);
  }
  const result = await apiRequest<{ data: string }>(`/api/v1/qr?${query}`);
  return result.ok ? { data: result.body.data } : { error: result.message };
}

/** QR 코드: the label carries the farm's short link (`/s/{code}`, the one 공유 copies), asked for on the first open. */
export function QrButton({ farmId, farmName }: { farmId: number; farmName: string }) {
  const [link, setLink] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const shortLinkOf = useShortLink(farmId);
  return (
    <>
      <FarmChip
        pending={shortLinkOf.pending}
        onClick={async () => {
          if (link) return setOpen(true);
          const shortLink = await shortLinkOf.get();
          if (!shortLink) return;
          setLink(shortLink);
          setOpen(true);
        }}
      >
        {M.qr}
      </FarmChip>
      {link ? <QrModal open={open} onClose={() => setOpen(false)} link={link} farmName={farmName} /> : null}
    </>
  );
}

function QrModal({
  open,
  onClose,
  link,
  farmName,
}: {
  open: boolean;
  onClose: () => void;
  link: string;
  farmName: string;
}) {
  const toast = useToast();
  const native = useNativePlatform() !== null;
  const [isColor, setIsColor] = useState(true);
  const [title, setTitle] = useState(() => clampQrTitle(farmName));
  const [image, setImage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const checked = validateQrTitle(title);
  const titleValue = checked.ok ? checked.value : null;

  useEffect(() => {
    if (!open || titleValue === null) return;
    let live = true;
    const timer = setTimeout(async () => {
      const result = await fetchQr(link, { isColor, title: titleValue || undefined });
      if (!live) return;
      if ("data" in result) {
        setImage(result.data);
        setError(null);
      } else {
        setError(result.error);
      }
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, link, isColor, titleValue]);

  const fileName = `mulmung-qr-${(checked.ok && checked.value) || "farm"}.png`;
  const save = async () => {
    if (!image) return toast.bottom(M.qrSaveFailed);
    if (native) {
      try {
        await saveImage(image, fileName);
        toast.bottom(M.qrSavedInApp);
      } catch {
        toast.bottom(M.qrSaveFailed);
      }
      return;
    }
    try {
      const anchor = document.createElement("a");
      anchor.href = image;
      anchor.download = fileName;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      toast.bottom(M.qrSaved);
    } catch {
      toast.bottom(M.qrSaveFailed);
    }
  };

  return (
    <Dialog
      open={open}
      onCancel={onClose}
      title={M.qrTitle}
      cancelText={M.qrClose}
      confirm={{ text: M.qrSave, onClick: save, disabled: !image }}
      actions={
        native ? (
          <button
            type="button"
            className={buttons.outline}
            disabled={!image}
            onClick={async () => {
              if (!image) return;
              try {
                await shareImage(image, fileName, { title: M.qrTitle, text: farmName, url: link });
              } catch {
                toast.bottom(M.shareFailed);
              }
            }}
          >
            {M.share}
          </button>
        ) : null
      }
    >
      <div className={form.field}>
        <fieldset className={`${styles.row} ${styles.plainFieldset}`} aria-label={M.qrTitle}>
          <label className={`${chip.chip} ${chip.tall} ${isColor ? styles.chipActive : styles.chip}`}>
            <input
              type="radio"
              name="qr-mode"
              className="visually-hidden"
              checked={isColor}
              onChange={() => setIsColor(true)}
            />
            {M.qrColor}
          </label>
          <label className={`${chip.chip} ${chip.tall} ${!isColor ? styles.chipActive : styles.chip}`}>
            <input
              type="radio"
              name="qr-mode"
              className="visually-hidden"
              checked={!isColor}
              onChange={() => setIsColor(false)}
            />
            {M.qrBlackWhite}
          </label>
        </fieldset>
        <label className={form.field}>
          <span className={`${form.label} ${styles.label}`}>{M.qrLabel}</span>
          <input
            className={`${form.control} ${form.compact} ${styles.input}`}
            value={title}
            placeholder={M.qrLabelPlaceholder}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={!checked.ok}
            data-max-width={QR_TITLE_MAX_WIDTH}
          />
          <span className={styles.hint}>{checked.ok ? M.qrLabelHint : checked.message}</span>
        </label>
        <figure className={styles.qrFigure}>
          {image ? <img src={image} alt={M.qrAlt(farmName)} className={styles.qrImage} data-testid="qr-image" /> : null}
          {error ? <figcaption className={styles.error}>{error}</figcaption> : null}
        </figure>
      </div>
    </Dialog>
  );
}

/**
 * 주소 검색: a dialog with Kakao's postcode widget in it (decision 037). The script is the one the server names
 * (lib/postcode.ts: Kakao's CDN, or the local stand-in's speaking the same protocol while the stand-ins are on);
 * the widget draws itself into the dialog and hands back the chosen address, mapped by `addressFromPostcode`. When
 * the script cannot load (offline, blocked) the dialog says so with 다시 시도, and the form lets the person type the
 * postal code and address by hand (`onUnavailable`, 직접 입력하기).
 */
import { useEffect, useRef, useState } from "react";
import buttons from "../../components/button.module.css";
import { Dialog } from "../../components/dialog.tsx";
import form from "../../components/form.module.css";
import { loadPostcode, usePostcodeScriptUrl } from "../../lib/postcode.ts";
import { addressFromPostcode, type PostcodeAddress } from "./postcode-address.ts";
import styles from "./shipping-destination.module.css";
import { SHIPPING_MESSAGE } from "./shipping-destination-messages.ts";

export type { PostcodeAddress };

type WidgetState = "loading" | "ready" | "failed";

export function AddressSearchDialog({
  open,
  onSelect,
  onCancel,
  onUnavailable,
  onManualEntry,
}: {
  open: boolean;
  onSelect: (result: PostcodeAddress) => void;
  onCancel: () => void;
  /** The widget could not load: the form opens its postal code and address to typing. */
  onUnavailable: () => void;
  /** 직접 입력하기: close and go to the postal code field. */
  onManualEntry: () => void;
}) {
  const scriptUrl = usePostcodeScriptUrl();
  const [state, setState] = useState<WidgetState>("loading");
  const [attempt, setAttempt] = useState(0);
  const [height, setHeight] = useState<number | null>(null);
  const container = useRef<HTMLDivElement>(null);
  // The widget keeps the callbacks it was built with; these refs let it call the current ones.
  const select = useRef(onSelect);
  const unavailable = useRef(onUnavailable);
  useEffect(() => {
    select.current = onSelect;
    unavailable.current = onUnavailable;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is 다시 시도, which loads and embeds again.
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setState("loading");
    setHeight(null);
    (scriptUrl ? loadPostcode(scriptUrl) : Promise.resolve(null)).then((Postcode) => {
      const element = container.current;
      if (cancelled) return;
      if (!Postcode || !element) {
        setState("failed");
        unavailable.current();
        return;
      }
      try {
        element.textContent = "";
        new Postcode({
          oncomplete: (data) => select.current(addressFromPostcode(data)),
          onresize: (size) => setHeight(size.height),
          width: "100%",
          height: "100%",
        }).embed(element, { autoClose: true });
        setState("ready");
      } catch {
        setState("failed");
        unavailable.current();
      }
    });
    return () => {
      cancelled = true;
      if (container.current) container.current.textContent = "";
    };
  }, [open, scriptUrl, attempt]);

  return (
    <Dialog
      open={open}
      onCancel={onCancel}
      title={SHIPPING_MESSAGE.addressSearchTitle}
      cancelText={SHIPPING_MESSAGE.close}
    >
      {state === "failed" ? (
        <div className={styles.searchFailed} role="alert">
          <p className={styles.searchFailedText}>{SHIPPING_MESSAGE.addressSearchFailed}</p>
          <p className={form.hint}>{SHIPPING_MESSAGE.addressSearchManual}</p>
          <div className={styles.actions}>
            <button type="button" className={buttons.secondary} onClick={onManualEntry}>
              {SHIPPING_MESSAGE.manualEntry}
            </button>
            <button type="button" className={buttons.primary} onClick={() => setAttempt((n) => n + 1)}>
              {SHIPPING_MESSAGE.retry}
            </button>
          </div>
        </div>
      ) : state === "loading" ? (
        <p className={form.hint} role="status">
          {SHIPPING_MESSAGE.addressSearchLoading}
        </p>
      ) : null}
      {/* The widget's own DOM (Kakao's frame, or the stand-in's form); React leaves its children alone. */}
      <div
        ref={container}
        className={state === "failed" ? styles.postcodeHidden : styles.postcode}
        style={height ? { height: `${height}px` } : undefined}
      />
    </Dialog>
  );
}

/**
 * The option sheet of a product page: slides up from the bottom with the option groups, the chosen lines with
 * their quantities and the live total, and 장바구니 / 바로 구매. It shares the page's chosen lines, so what was
 * picked on the page is already there. A native modal <dialog>: focus stays inside, Escape closes it.
 */

import buttons from "../../components/button.module.css";
import { useModal } from "../../components/dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import { type ChosenLine, missingRequiredGroups, type OptionProduct } from "./option-selection.ts";
import { OptionSelector } from "./option-selector.tsx";
import { PRODUCT_MESSAGE } from "./product-messages.ts";
import styles from "./purchase-sheet.module.css";

export type PurchaseIntent = "basket" | "direct";

/** The sheet's two buttons, in order. */
const INTENTS: readonly { intent: PurchaseIntent; className: string | undefined; label: string }[] = [
  { intent: "basket", className: `${buttons.outlinePrimary} ${styles.button}`, label: PRODUCT_MESSAGE.addToBasket },
  { intent: "direct", className: `${buttons.solid} ${styles.button}`, label: PRODUCT_MESSAGE.buyNow },
];

export interface PurchaseSheetProps {
  open: boolean;
  product: OptionProduct;
  lines: ChosenLine[];
  onChange: (lines: ChosenLine[]) => void;
  onClose: () => void;
  /** Puts the choice in the basket or starts a direct order; resolves when done. */
  onSubmit: (intent: PurchaseIntent) => Promise<void>;
  /** A press with a required group unchosen (the page counts them: `OptionSelector`'s `missingAttempt`). */
  onMissing: () => void;
  missingAttempt: number;
  isSubmitting: boolean;
}

export function PurchaseSheet({
  open,
  product,
  lines,
  onChange,
  onClose,
  onSubmit,
  onMissing,
  missingAttempt,
  isSubmitting,
}: PurchaseSheetProps) {
  const ref = useModal(open);
  const toast = useToast();

  const submit = (intent: PurchaseIntent) => {
    if (missingRequiredGroups(product, lines).length > 0) return onMissing();
    // No required group, nothing chosen yet (every option optional and none picked).
    if (lines.length === 0) return toast.bottom(PRODUCT_MESSAGE.chooseRequired(PRODUCT_MESSAGE.options));
    void onSubmit(intent);
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard way out is Escape (onCancel); this is the backdrop click.
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-label={PRODUCT_MESSAGE.options}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      data-purchase-sheet
    >
      {open ? (
        <div className={styles.content}>
          <div className={styles.handleRow}>
            <button type="button" className={styles.close} onClick={onClose}>
              {PRODUCT_MESSAGE.closeSheet}
            </button>
          </div>
          <div className={styles.body}>
            <OptionSelector product={product} lines={lines} onChange={onChange} missingAttempt={missingAttempt} />
          </div>
          <div className={styles.actions}>
            {INTENTS.map(({ intent, className, label }) => (
              <button
                key={intent}
                type="button"
                className={className}
                onClick={() => submit(intent)}
                disabled={isSubmitting}
                data-sheet-action={intent}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
      ) : null}
    </dialog>
  );
}

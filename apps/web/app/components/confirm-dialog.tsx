/**
 * The confirm dialog every screen uses (SPEC.md section 5: 삭제하시겠습니까? with 확인, 네 and 아니요).
 *   const confirm = useConfirm();
 *   if (await confirm({ message: "삭제하시겠습니까?" })) ...          // 네 / 아니요
 *   await confirm({ message: "저장되었습니다.", variant: "alert" });   // 확인 only
 * Escape or a backdrop click answers false.
 */
import { createContext, type ReactNode, useCallback, useContext, useRef, useState } from "react";
import { Dialog } from "./dialog.tsx";
import { SHELL_MESSAGE } from "./messages.ts";

export interface ConfirmOptions {
  message: ReactNode;
  title?: ReactNode;
  /** `yesNo` (default): 네 / 아니요. `okCancel`: 확인 / 아니요. `alert`: 확인 alone. */
  variant?: "yesNo" | "okCancel" | "alert";
  confirmText?: string;
  cancelText?: string;
}

type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending extends ConfirmOptions {
  resolve: (answer: boolean) => void;
}

export function ConfirmDialogProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        // A new question answers an open one with false rather than leaving it hanging.
        pendingRef.current?.resolve(false);
        const next = { ...options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const answer = (value: boolean) => {
    pendingRef.current?.resolve(value);
    pendingRef.current = null;
    setPending(null);
  };

  const variant = pending?.variant ?? "yesNo";
  const confirmText = pending?.confirmText ?? (variant === "yesNo" ? SHELL_MESSAGE.yes : SHELL_MESSAGE.confirm);
  const cancelText = pending?.cancelText ?? SHELL_MESSAGE.no;

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={pending !== null}
        role="alertdialog"
        title={pending?.title}
        onCancel={() => answer(false)}
        cancelText={variant === "alert" ? null : cancelText}
        confirm={{ text: confirmText, onClick: () => answer(true) }}
      >
        {pending?.message}
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs <ConfirmDialogProvider> (root.tsx renders it)");
  return confirm;
}

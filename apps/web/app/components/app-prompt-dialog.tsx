/**
 * "This is done in the app": a dialog whose primary link opens the store of this device (lib/app-links.ts).
 * Used where the web has no counterpart of an app feature (the nearby tab, QR scanning).
 */
import type { ReactNode } from "react";
import { APP_LINK, appStoreLinkFor } from "../lib/app-links.ts";
import buttons from "./button.module.css";
import { Dialog } from "./dialog.tsx";
import { SHELL_MESSAGE } from "./messages.ts";

export interface AppPromptDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}

export function AppPromptDialog({ open, onClose, title, children }: AppPromptDialogProps) {
  return (
    <Dialog
      open={open}
      onCancel={onClose}
      title={title}
      cancelText={SHELL_MESSAGE.close}
      actions={
        <a
          className={buttons.primary}
          href={typeof navigator === "undefined" ? APP_LINK.appStore : appStoreLinkFor(navigator.userAgent)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onClose}
        >
          {SHELL_MESSAGE.openApp}
        </a>
      }
    >
      {children}
    </Dialog>
  );
}

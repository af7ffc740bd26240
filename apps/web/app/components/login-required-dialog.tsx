/**
 * The 'login required' dialog (SPEC.md section 6): 로그인 leads to /my-info/login with a redirect back
 * to the current page, 닫기 closes.
 *   const requireLogin = useLoginRequired();
 *   if (!isLoggedIn) return requireLogin();            // back to this page after login
 *   requireLogin({ redirectTo: "/breeding/farm/registration" });
 */
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { Link, useLocation } from "react-router";
import { loginPath } from "../lib/paths.ts";
import buttons from "./button.module.css";
import { Dialog } from "./dialog.tsx";
import { SHELL_MESSAGE } from "./messages.ts";

/** /my-info/login?redirect=<path> (lib/paths.ts `loginPath`). */
export const loginPathFor = loginPath;

export interface LoginRequiredDialogProps {
  open: boolean;
  /** Where to come back to after logging in. */
  redirectTo: string;
  onClose: () => void;
  message?: ReactNode;
}

export function LoginRequiredDialog({ open, redirectTo, onClose, message }: LoginRequiredDialogProps) {
  return (
    <Dialog
      open={open}
      onCancel={onClose}
      title={SHELL_MESSAGE.loginRequired}
      cancelText={SHELL_MESSAGE.close}
      actions={
        <Link to={loginPathFor(redirectTo)} className={buttons.primary} onClick={onClose}>
          {SHELL_MESSAGE.login}
        </Link>
      }
    >
      {message ?? SHELL_MESSAGE.loginRequiredDetail}
    </Dialog>
  );
}

type RequireLogin = (options?: { redirectTo?: string; message?: ReactNode }) => void;

const LoginRequiredContext = createContext<RequireLogin | null>(null);

export function LoginRequiredProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [state, setState] = useState<{ redirectTo?: string; message?: ReactNode } | null>(null);
  const requireLogin = useCallback<RequireLogin>((options = {}) => setState(options), []);
  const here = `${location.pathname}${location.search}`;
  return (
    <LoginRequiredContext.Provider value={requireLogin}>
      {children}
      <LoginRequiredDialog
        open={state !== null}
        redirectTo={state?.redirectTo ?? here}
        message={state?.message}
        onClose={() => setState(null)}
      />
    </LoginRequiredContext.Provider>
  );
}

export function useLoginRequired(): RequireLogin {
  const requireLogin = useContext(LoginRequiredContext);
  if (!requireLogin) throw new Error("useLoginRequired needs <LoginRequiredProvider> (root.tsx renders it)");
  return requireLogin;
}

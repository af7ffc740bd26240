/** Shows an action's outcome: a toast for its message, the login dialog when the API said 401. */
import { useEffect, useRef } from "react";
import { useLoginRequired } from "../../components/login-required-dialog.tsx";
import { useToast } from "../../components/toast.tsx";
import type { ActionOutcome } from "../../lib/api.server.ts";

export function useActionFeedback(result: ActionOutcome | undefined, state: string) {
  const toast = useToast();
  const requireLogin = useLoginRequired();
  const shown = useRef<ActionOutcome | undefined>(undefined);
  useEffect(() => {
    if (state !== "idle" || !result || shown.current === result) return;
    shown.current = result;
    if (result.needsLogin) requireLogin();
    else if (result.message) toast.bottom(result.message);
  }, [result, state, toast, requireLogin]);
}

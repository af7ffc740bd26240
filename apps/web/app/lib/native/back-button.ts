/**
 * Android's back button in the app (SPEC §2 "on native, back returns to home in some history patterns, otherwise
 * goes back"; `@capacitor/app` backButton). In order:
 *   an open modal             closes it (as Escape does)
 *   home                      the Korean convention: "한 번 더 누르면 종료돼요", a second press within 2 s exits
 *   a tab's own page          home (a tab is a place of its own, not a step back from the page before it)
 *   the end of a flow         home (order complete, an error page: back would return into what just finished)
 *   nothing to go back to     home (the app was opened on this page: a link, a notification)
 *   otherwise                 back
 */
import { BOTTOM_TABS } from "@mulmung/domain/constants";
import { NEARBY_PATH } from "./platform.ts";

/** How long after the first press on home a second one exits. */
export const EXIT_WINDOW_MS = 2000;
export const EXIT_HINT = "한 번 더 누르면 종료돼요";

/** The tabs' own pages (the nearby tab's is the store map in the app). */
const TAB_PAGES: ReadonlySet<string> = new Set([
  ...BOTTOM_TABS.flatMap((tab) => (tab.path && tab.path !== "/" ? [tab.path] : [])),
  "/community/list",
  NEARBY_PATH,
]);

/** Pages that end a flow: going back would step into what was just finished. */
const FLOW_ENDS: ReadonlySet<string> = new Set(["/ecommerce/order/complete", "/error"]);

export type BackAction = "closeModal" | "exitHint" | "exit" | "home" | "back";

export interface BackState {
  pathname: string;
  /** React Router's index in this tab's history (`history.state.idx`): 0 when the app opened on this page. */
  historyIndex: number;
  modalOpen: boolean;
  /** When the exit hint was last shown (ms), or null. */
  hintShownAt: number | null;
  now: number;
}

export function backAction(state: BackState): BackAction {
  if (state.modalOpen) return "closeModal";
  if (state.pathname === "/") {
    return state.hintShownAt !== null && state.now - state.hintShownAt < EXIT_WINDOW_MS ? "exit" : "exitHint";
  }
  if (TAB_PAGES.has(state.pathname) || FLOW_ENDS.has(state.pathname)) return "home";
  return state.historyIndex > 0 ? "back" : "home";
}

export interface BackButtonDeps {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  toast: (message: string) => void;
  now?: () => number;
}

/** The modal open on top, if any (components/dialog.tsx draws every modal as a <dialog>). */
function openModal(): HTMLDialogElement | null {
  const open = document.querySelectorAll<HTMLDialogElement>("dialog[open]");
  return open[open.length - 1] ?? null;
}

/** Listens to the back button; returns the function that stops listening. */
export function installBackButton({ navigate, toast, now = Date.now }: BackButtonDeps): () => void {
  let hintShownAt: number | null = null;
  // The plugin loads on first use (the web's first load carries no Capacitor code).
  const listener = import("@capacitor/app").then(({ App }) =>
    App.addListener("backButton", () => {
      const modal = openModal();
      const action = backAction({
        pathname: window.location.pathname,
        historyIndex: (window.history.state as { idx?: number } | null)?.idx ?? 0,
        modalOpen: modal !== null,
        hintShownAt,
        now: now(),
      });
      if (action === "closeModal") modal?.dispatchEvent(new Event("cancel", { cancelable: true }));
      else if (action === "exitHint") {
        hintShownAt = now();
        toast(EXIT_HINT);
      } else if (action === "exit") void App.exitApp();
      else if (action === "home") navigate("/", { replace: true });
      else window.history.back();
    }),
  );
  return () => {
    void listener.then((handle) => handle.remove());
  };
}

/**
 * The device's recent search words as a screen's state (lib/search-history.ts keeps them): read once the page is
 * in the browser (none when storage is off), and `clearAll`, which asks first and says when they are gone.
 */
import { useEffect, useState } from "react";
import { clearSearchHistory, readSearchHistory } from "../lib/search-history.ts";
import { useConfirm } from "./confirm-dialog.tsx";
import { useToast } from "./toast.tsx";

export function useSearchHistory(text: { deleteConfirm: string; cleared: string }) {
  const confirm = useConfirm();
  const toast = useToast();
  const [history, setHistory] = useState<string[]>([]);

  useEffect(() => {
    try {
      setHistory(readSearchHistory(window.localStorage));
    } catch {
      setHistory([]);
    }
  }, []);

  const clearAll = async () => {
    if (!(await confirm({ message: text.deleteConfirm }))) return;
    clearSearchHistory(window.localStorage);
    setHistory([]);
    toast.top(text.cleared);
  };

  return { history, setHistory, clearAll };
}

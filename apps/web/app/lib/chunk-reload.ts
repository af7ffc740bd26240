/**
 * SPEC.md section 2: a chunk-loading failure (a code-split file gone after a deploy) reloads the page, at
 * most once per 60 seconds so a broken deploy cannot reload in a loop. The time of the last reload is
 * kept in sessionStorage (per tab).
 */
import { shouldReloadAfterChunkError } from "@mulmung/domain/client-timing";

export const CHUNK_RELOAD_STORAGE_KEY = "mulmung.chunkReloadAt";

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** Whether an error means a code-split file could not be loaded. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "ChunkLoadError") return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * Reloads (through `reload`) unless the last chunk reload was under 60 seconds ago; returns whether it
 * reloaded. When it does not, the caller shows the error page instead.
 */
export function reloadAfterChunkError(storage: Storage, now: number, reload: () => void): boolean {
  const stored = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  const lastReloadAt = Number.isFinite(stored) && stored > 0 ? stored : null;
  if (!shouldReloadAfterChunkError(lastReloadAt, now)) return false;
  storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  reload();
  return true;
}

/** Vite reports failed preloads of dynamic imports as a `vite:preloadError` event on window. */
export function installChunkReloadHandler(win: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadAfterChunkError(win.sessionStorage, Date.now(), () => win.location.reload())) event.preventDefault();
  };
  win.addEventListener("vite:preloadError", onPreloadError);
  return () => win.removeEventListener("vite:preloadError", onPreloadError);
}

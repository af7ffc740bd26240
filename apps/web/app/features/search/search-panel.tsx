/**
 * What the search screen shows before a search: recent words (each removable, or all at once after the
 * 삭제하시겠습니까? confirm), keyword chips, service tiles and the QR tile (scanning lives in the app).
 */
import { useState } from "react";
import { AppPromptDialog } from "../../components/app-prompt-dialog.tsx";
import chip from "../../components/chip.module.css";
import lists from "../../components/list.module.css";
import { ServiceTile, type ServiceTileData } from "../../components/service-tile.tsx";
import { useSearchHistory } from "../../components/use-search-history.ts";
import { readSearchHistory, SEARCH_HISTORY_STORAGE_KEY } from "../../lib/search-history.ts";
import { SEARCH_KEYWORDS, SEARCH_MESSAGE } from "./messages.ts";
import styles from "./search.module.css";
import { useSearch } from "./search-form.tsx";

function removeWord(storage: Storage, word: string): string[] {
  const next = readSearchHistory(storage).filter((entry) => entry !== word);
  storage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(next));
  return next;
}

export function SearchPanel({ services }: { services: readonly ServiceTileData[] }) {
  const { history, setHistory, clearAll } = useSearchHistory(SEARCH_MESSAGE);
  const [isQrOpen, setQrOpen] = useState(false);
  const search = useSearch(null);

  return (
    <div className={styles.panel}>
      <section aria-labelledby="search-recent" className={styles.section} data-search-history>
        <div className={styles.sectionHead}>
          <h2 id="search-recent">{SEARCH_MESSAGE.recent}</h2>
          {history.length > 0 ? (
            <button type="button" className={styles.textButton} onClick={clearAll}>
              {SEARCH_MESSAGE.clearAll}
            </button>
          ) : null}
        </div>
        {history.length === 0 ? (
          <p className={styles.muted}>{SEARCH_MESSAGE.recentEmpty}</p>
        ) : (
          <ul className={lists.wrap}>
            {history.map((word) => (
              <li key={word} className={styles.historyChip}>
                <button type="button" onClick={() => search(word)}>
                  {word}
                </button>
                <button
                  type="button"
                  className={styles.chipRemove}
                  aria-label={SEARCH_MESSAGE.removeWord(word)}
                  onClick={() => setHistory(removeWord(window.localStorage, word))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="search-keywords" className={styles.section}>
        <h2 id="search-keywords">{SEARCH_MESSAGE.keywords}</h2>
        <ul className={lists.wrap}>
          {SEARCH_KEYWORDS.map((word, index) => (
            <li key={word}>
              <button type="button" className={`${chip.soft} ${styles.keyword}`} onClick={() => search(word)}>
                <span className={styles.rank}>{index + 1}</span>
                {word}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="search-services" className={styles.section}>
        <h2 id="search-services">{SEARCH_MESSAGE.services}</h2>
        <ul className={`${lists.plain} ${styles.tiles}`}>
          {services.map((tile) => (
            <ServiceTile key={tile.href} tile={tile} />
          ))}
          <li>
            <button type="button" className={styles.qrTile} onClick={() => setQrOpen(true)} aria-haspopup="dialog">
              <svg viewBox="0 0 24 24" aria-hidden="true">
                <path d="M3 3h8v8H3Zm2 2v4h4V5Zm8-2h8v8h-8Zm2 2v4h4V5ZM3 13h8v8H3Zm2 2v4h4v-4Zm1-9h2v2H6Zm10 0h2v2h-2ZM6 16h2v2H6Zm7-3h2v2h-2Zm2 2h2v2h-2Zm2-2h4v2h-4Zm-4 4h2v4h-2Zm4 0h2v2h2v2h-4Z" />
              </svg>
              <strong>{SEARCH_MESSAGE.qrTitle}</strong>
              <span>{SEARCH_MESSAGE.qrSub}</span>
            </button>
          </li>
        </ul>
      </section>

      <AppPromptDialog open={isQrOpen} onClose={() => setQrOpen(false)} title={SEARCH_MESSAGE.qrDialogTitle}>
        {SEARCH_MESSAGE.qrDialogBody}
      </AppPromptDialog>
    </div>
  );
}

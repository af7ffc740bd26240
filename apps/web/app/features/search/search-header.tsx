/** The search screen's top bar: back, then the search box filling the rest. */
import { useNavigate } from "react-router";
import icon from "../../components/icon-button.module.css";
import { SHELL_MESSAGE } from "../../components/messages.ts";
import { PATH } from "../../lib/paths.ts";
import { SEARCH_MESSAGE } from "./messages.ts";
import styles from "./search.module.css";
import { SearchForm } from "./search-form.tsx";

export function SearchHeader({ currentWord }: { currentWord: string | null }) {
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(PATH.shop);
  };
  return (
    <header className={styles.header}>
      <button
        type="button"
        className={`${icon.icon} ${icon.round} ${icon.back} ${styles.back}`}
        onClick={goBack}
        aria-label={SHELL_MESSAGE.back}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M15.5 4.5 8 12l7.5 7.5" />
        </svg>
      </button>
      <h1 className="visually-hidden">
        {currentWord ? SEARCH_MESSAGE.resultTitle(currentWord) : SEARCH_MESSAGE.title}
      </h1>
      <SearchForm currentWord={currentWord} />
    </header>
  );
}

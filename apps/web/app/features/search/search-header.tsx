/** The search screen's top bar: back, then the search box filling the rest. */

import pageHeader from "../../components/page-header.module.css";
import { BackButton } from "../../components/page-header.tsx";
import { PATH } from "../../lib/paths.ts";
import { SEARCH_MESSAGE } from "./messages.ts";
import styles from "./search.module.css";
import { SearchForm } from "./search-form.tsx";

export function SearchHeader({ currentWord }: { currentWord: string | null }) {
  return (
    <header className={`${pageHeader.bar} ${styles.header}`}>
      <BackButton home={PATH.shop} className={styles.back} />
      <h1 className="visually-hidden">
        {currentWord ? SEARCH_MESSAGE.resultTitle(currentWord) : SEARCH_MESSAGE.title}
      </h1>
      <SearchForm currentWord={currentWord} />
    </header>
  );
}

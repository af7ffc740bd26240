/**
 * The search box of the search screen. SPEC.md section 5 through `submitSearchWord`: a blank word shows
 * 검색어를 입력해주세요, the word just searched is ignored, otherwise it is trimmed, saved to the history
 * (at most 10) and searched. Without JavaScript the form still submits as a plain GET.
 */
import { submitSearchWord } from "@mulmung/domain/search-word";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SearchWordInput } from "../../components/form-field.tsx";
import { useToast } from "../../components/toast.tsx";
import { PATH } from "../../lib/paths.ts";
import { readSearchHistory, saveSearchWord } from "../../lib/search-history.ts";
import { SEARCH_MESSAGE } from "./messages.ts";
import styles from "./search.module.css";

export function searchHref(word: string): string {
  return `${PATH.search}?searchWord=${encodeURIComponent(word)}`;
}

/** Runs a search for `word` by the rules; returns the new history when it searched. */
export function useSearch(currentWord: string | null) {
  const navigate = useNavigate();
  const toast = useToast();
  return (word: string): string[] | null => {
    const history = readSearchHistory(window.localStorage);
    const result = submitSearchWord({ word, previousWord: currentWord, history });
    if (result.kind === "rejected") {
      toast.bottom(result.message);
      return null;
    }
    if (result.kind === "ignored") return null;
    const saved = saveSearchWord(window.localStorage, result.word);
    navigate(searchHref(result.word));
    return saved;
  };
}

export function SearchForm({
  currentWord,
  onSearched,
}: {
  currentWord: string | null;
  onSearched?: (history: string[]) => void;
}) {
  const [value, setValue] = useState(currentWord ?? "");
  const input = useRef<HTMLInputElement>(null);
  const search = useSearch(currentWord);
  useEffect(() => setValue(currentWord ?? ""), [currentWord]);
  useEffect(() => {
    if (!currentWord) input.current?.focus();
  }, [currentWord]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const history = search(value);
    if (history) onSearched?.(history);
    input.current?.blur();
  };

  return (
    <search className={styles.searchBar}>
      <form action={PATH.search} method="get" onSubmit={onSubmit} className={styles.form}>
        <SearchWordInput
          ref={input}
          id="search-word"
          label={SEARCH_MESSAGE.label}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          placeholder={SEARCH_MESSAGE.placeholder}
          autoComplete="off"
        />
        {value ? (
          <button
            type="button"
            className={styles.clear}
            onClick={() => {
              setValue("");
              input.current?.focus();
            }}
            aria-label={SEARCH_MESSAGE.clearInput}
          >
            ×
          </button>
        ) : null}
        <button type="submit" className={styles.submit} aria-label={SEARCH_MESSAGE.submit}>
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M10.5 3a7.5 7.5 0 0 1 6 12l4.8 4.8-1.5 1.5-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z" />
          </svg>
        </button>
      </form>
    </search>
  );
}

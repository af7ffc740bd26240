// Product search submission (SPEC §5): what happens when a person presses search.
import { MESSAGE } from "./errors.ts";
import { addToHistory, HISTORY_CAP } from "./history.ts";
import { customTrim } from "./validation.ts";

export type SearchSubmission =
  | { kind: "rejected"; message: string }
  | { kind: "ignored" }
  | {
      kind: "search";
      /** The trimmed word, as shown in the input and saved to history. */
      word: string;
      /** The word as sent to the product list (`searchWord`): space-separated words joined with |. */
      searchWord: string;
      history: string[];
    };

/** SPEC §5 product search: words separated by spaces are joined with | ("구피  먹이" -> "구피|먹이"). */
export function toProductSearchWord(word: string): string {
  return customTrim(word)
    .split(/\s+/)
    .filter((part) => part !== "")
    .join("|");
}

/** SPEC §5 search history: adds a word newest first, without duplicates, at most 10. */
export function addSearchWordHistory(history: readonly string[], word: string): string[] {
  return addToHistory(history, word, HISTORY_CAP.searchWord);
}

/**
 * SPEC §5 product search: an empty or blank word is rejected with "검색어를 입력해주세요"; the same word as
 * the previous search is ignored; otherwise the trimmed word is saved to history and searched with its
 * words joined by |.
 */
export function submitSearchWord(input: {
  word: string;
  previousWord: string | null;
  history: readonly string[];
}): SearchSubmission {
  const word = customTrim(input.word);
  if (word === "") return { kind: "rejected", message: MESSAGE.searchWordRequired };
  if (input.previousWord !== null && word === customTrim(input.previousWord)) return { kind: "ignored" };
  return {
    kind: "search",
    word,
    searchWord: toProductSearchWord(word),
    history: addSearchWordHistory(input.history, word),
  };
}

/** Board search: one word looked for in titles, contents, nicknames and comments. */
import { MESSAGE } from "@mulmung/domain/errors";
import { customTrim } from "@mulmung/domain/validation";
import { useState } from "react";
import { useNavigate } from "react-router";
import buttons from "../../components/button.module.css";
import { useToast } from "../../components/toast.tsx";
import { PATH } from "../../lib/paths.ts";
import styles from "./community.module.css";
import { COMMUNITY_MESSAGE } from "./messages.ts";

export function BoardSearchForm({ initial, params }: { initial?: string; params: Record<string, string | undefined> }) {
  const [word, setWord] = useState(initial ?? "");
  const navigate = useNavigate();
  const toast = useToast();
  return (
    <search>
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = customTrim(word);
          if (!trimmed) {
            toast.bottom(MESSAGE.searchWordRequired);
            return;
          }
          const query = new URLSearchParams();
          for (const [k, v] of Object.entries(params)) if (v) query.set(k, v);
          query.set("searchWord", trimmed);
          navigate(`${PATH.communityList}?${query}`);
        }}
      >
        <input
          type="search"
          className={styles.searchInput}
          value={word}
          onChange={(e) => setWord(e.target.value)}
          placeholder={COMMUNITY_MESSAGE.searchPlaceholder}
          aria-label={COMMUNITY_MESSAGE.searchPlaceholder}
          maxLength={50}
        />
        <button type="submit" className={`${buttons.primary} ${buttons.small}`}>
          {COMMUNITY_MESSAGE.search}
        </button>
      </form>
    </search>
  );
}

/**
 * A list page the browser grows (더보기) from the page its loader gave. When the loader gives a new page (new filters,
 * fresh data) that one shows at once, in the same render: the list of the filters just left never stays on screen
 * under the new title until an effect catches up.
 */
import type { ListPage } from "@mulmung/contract/common";
import { useCallback, useRef, useState } from "react";

export type SetPage<T> = (next: ListPage<T> | ((current: ListPage<T>) => ListPage<T>)) => void;

export function useHeldPage<T>(first: ListPage<T>): [ListPage<T>, SetPage<T>] {
  const [held, setHeld] = useState({ from: first, page: first });
  const latestFirst = useRef(first);
  latestFirst.current = first;
  const setPage = useCallback<SetPage<T>>((next) => {
    setHeld((current) => {
      const base = current.from === latestFirst.current ? current.page : latestFirst.current;
      return { from: latestFirst.current, page: typeof next === "function" ? next(base) : next };
    });
  }, []);
  return [held.from === first ? held.page : first, setPage];
}

import { useSearchState } from "@web/lib/use-search-state";
import { useEffect, useState } from "react";

/** A list's filters and page, kept in the URL (see lib/use-search-state.ts). */
export type ListState<K extends string> = ReturnType<typeof useSearchState<K>>;

export function useListState<K extends string>(keys: readonly K[]): ListState<K> {
  return useSearchState(keys);
}

/**
 * A free-text filter that searches as the person types, without a request per keystroke: the
 * input's text goes to the URL 300 ms after the last change (which resets the page to 1).
 */
export function useSearchText<K extends string>(list: ListState<K>, key: K, delay = 300) {
  const committed = list.values[key];
  const { set } = list;
  const [text, setText] = useState(committed);
  useEffect(() => {
    if (text === committed) return;
    const t = setTimeout(() => set({ [key]: text } as Partial<Record<K | "page", string>>), delay);
    return () => clearTimeout(t);
  }, [text, committed, set, key, delay]);
  return [text, setText] as const;
}

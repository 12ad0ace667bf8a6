import { useSearchState } from "@web/lib/use-search-state";
import { useEffect, useRef, useState } from "react";

/** A list's filters and page, kept in the URL (see lib/use-search-state.ts). */
export type ListState<K extends string> = ReturnType<typeof useSearchState<K>>;

export function useListState<K extends string>(keys: readonly K[]): ListState<K> {
  return useSearchState(keys);
}

/**
 * A free-text filter that searches as the person types, without a request per keystroke: the
 * input's text goes to the URL 300 ms after the last change (which resets the page to 1). When
 * the URL changes otherwise (the back button, a link), the box shows the URL's text again.
 */
export function useSearchText<K extends string>(list: ListState<K>, key: K, delay = 300) {
  const committed = list.values[key];
  const { set } = list;
  const [text, setText] = useState(committed);
  // The text this box last sent, so its own change coming back does not undo newer typing.
  const sent = useRef(committed);
  useEffect(() => {
    if (committed === sent.current) return;
    sent.current = committed;
    setText(committed);
  }, [committed]);
  useEffect(() => {
    if (text === committed) return;
    const t = setTimeout(() => {
      sent.current = text;
      set({ [key]: text } as Partial<Record<K | "page", string>>);
    }, delay);
    return () => clearTimeout(t);
  }, [text, committed, set, key, delay]);
  return [text, setText] as const;
}

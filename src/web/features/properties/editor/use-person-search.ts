import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { usePeopleSearch } from "../api";
import type { Person } from "./editor-form";

/**
 * The picker's search: the text typed (searched 250 ms after the last keystroke), whether the
 * list is open, the active option, and the keys (arrows, Enter picks, Escape closes).
 */
export function usePersonSearch(
  kind: "agents" | "landlords",
  value: Person | null,
  onChange: (person: Person | null) => void,
) {
  const input = useRef<HTMLInputElement>(null);
  const [editing, setEditing] = useState(!value);
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  useEffect(() => {
    const t = setTimeout(() => setQuery(text.trim()), 250);
    return () => clearTimeout(t);
  }, [text]);
  useEffect(() => {
    if (value) setEditing(false);
  }, [value]);
  const search = usePeopleSearch(kind, query, open && editing);
  // Results of an older query (typing, debounce) are not offered for picking.
  const stale = search.isPlaceholderData || query !== text.trim();
  const items = stale ? [] : (search.data?.items ?? []);

  const choose = (p: Person) => {
    onChange(p);
    setEditing(false);
    setOpen(false);
    setText("");
  };
  const pick = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter picks a person; it never submits the whole form from here.
    e.preventDefault();
    const p = items[active] ?? (items.length === 1 ? items[0] : undefined);
    if (open && p) choose(p);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, Math.max(items.length - 1, 0)));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === "Enter") pick(e);
    else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
  };
  /** Back to searching (Change), the input focused once it is shown. */
  const change = () => {
    setEditing(true);
    setOpen(true);
    requestAnimationFrame(() => input.current?.focus());
  };
  const keep = () => {
    setEditing(false);
    setOpen(false);
  };

  return {
    input,
    editing,
    text,
    query,
    open,
    setOpen,
    active,
    setActive,
    search,
    stale,
    items,
    choose,
    onKeyDown,
    type,
    change,
    keep,
  };
}

export type PersonSearch = ReturnType<typeof usePersonSearch>;

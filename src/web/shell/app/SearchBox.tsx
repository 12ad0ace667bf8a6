import { statusLabels } from "@shared/support-vocab";
import { useAuth } from "@web/auth/use-auth";
import { Search } from "lucide-react";
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SearchResults } from "./SearchResults";
import { type SearchOption, searchOptions, useSearch } from "./search-api";

/** True when a key press is typing into a field, where "/" is just a character. */
function typing(target: EventTarget | null) {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** "/" (outside a field) or Ctrl+K (Cmd+K) focuses the input and selects its text. */
function useSearchShortcut(inputRef: RefObject<HTMLInputElement | null>) {
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      const k = e.key.toLowerCase();
      if ((k === "k" && (e.ctrlKey || e.metaKey)) || (e.key === "/" && !typing(e.target))) {
        e.preventDefault();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [inputRef]);
}

/** What the live region says about the results for the text typed. */
function statusText(text: string, search: ReturnType<typeof useSearch>, count: number) {
  if (text.trim().length < 2) return "";
  if (search.isError) return search.error.message;
  if (search.isFetching && !search.data) return "Searching…";
  if (count === 0) return "Nothing found that you can open.";
  return `${count} result${count === 1 ? "" : "s"}`;
}

/** The results for the debounced text: the options the user may open, and each ticket's status. */
function useResults(q: string) {
  const { user } = useAuth();
  const search = useSearch(q);
  const options: SearchOption[] = useMemo(
    () => (search.data && user && q.length >= 2 ? searchOptions(search.data, user.role) : []),
    [search.data, user, q],
  );
  const ticketStatus = useMemo(
    () => new Map(search.data?.tickets.map((t) => [`ticket-${t.id}`, statusLabels[t.status]]) ?? []),
    [search.data],
  );
  return { search, options, ticketStatus };
}

/**
 * The combobox's keys: arrows move through the options (wrapping round), Enter opens the active
 * option (or the only one), Escape closes the list and then clears the text, Home and End return
 * to the text. A new answer starts with no option active.
 */
function useComboboxKeys({
  options,
  open,
  setOpen,
  text,
  setText,
  go,
}: {
  options: SearchOption[];
  open: boolean;
  setOpen: (open: boolean) => void;
  text: string;
  setText: (text: string) => void;
  go: (option: SearchOption) => void;
}) {
  const [active, setActive] = useState(-1);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer starts with no option picked
  useEffect(() => setActive(-1), [options]);

  const move = (step: 1 | -1) => {
    setOpen(true);
    if (!options.length) return;
    setActive((i) => (i + step + options.length) % options.length);
  };
  const enter = (e: KeyboardEvent<HTMLInputElement>) => {
    const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
    if (open && option) {
      e.preventDefault();
      go(option);
    }
  };
  const dismiss = () => {
    if (open && text) setOpen(false);
    else setText("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      move(e.key === "ArrowDown" ? 1 : -1);
    } else if (e.key === "Enter") enter(e);
    else if (e.key === "Escape") dismiss();
    else if (e.key === "Home" || e.key === "End") setActive(-1);
  };
  return { active, setActive, onKeyDown };
}

/**
 * The back office's search (ARIA combobox with a listbox popup): properties, tenants and tickets
 * the user may open. "/" or Ctrl+K (Cmd+K) focuses it; arrows move through the results, Enter
 * opens one, Escape closes the list (then clears the text).
 */
export function SearchBox() {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const q = useDebounced(text.trim(), 200);
  const { search, options, ticketStatus } = useResults(q);
  const listId = useId();
  const hintId = useId();
  useSearchShortcut(inputRef);

  const go = (option: SearchOption) => {
    setOpen(false);
    setText("");
    navigate(option.to);
  };

  const { active, setActive, onKeyDown } = useComboboxKeys({ options, open, setOpen, text, setText, go });

  const showList = open && q.length >= 2 && text.trim().length >= 2;
  const status = statusText(text, search, options.length);

  return (
    <div className="relative w-full max-w-md">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search properties, tenants and tickets
      </label>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        maxLength={100}
        placeholder="Search…"
        aria-expanded={showList}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-describedby={hintId}
        aria-activedescendant={showList && options[active] ? `${listId}-${options[active].id}` : undefined}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-14 pl-9 text-sm text-slate-900 placeholder:text-slate-500"
      />
      <span
        className="pointer-events-none absolute top-1/2 right-2 hidden -translate-y-1/2 rounded border border-slate-300 px-1.5 text-xs text-slate-600 sm:block"
        aria-hidden="true"
      >
        /
      </span>
      <span id={hintId} className="sr-only">
        Type at least 2 characters. Press slash or Control K to come back here.
      </span>
      <p className="sr-only" role="status" aria-live="polite">
        {showList ? status : ""}
      </p>
      <SearchResults
        listId={listId}
        options={options}
        active={active}
        onActive={setActive}
        onPick={go}
        ticketStatus={ticketStatus}
        showList={showList}
        status={status}
      />
    </div>
  );
}

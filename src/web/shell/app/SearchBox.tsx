import { statusLabels } from "@shared/support-vocab";
import { useAuth } from "@web/auth/use-auth";
import { cn } from "@web/lib/utils";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { type SearchOption, searchOptions, useSearch } from "./search-api";

const kinds = ["Properties", "Tenants", "Tickets"] as const;

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

/**
 * The back office's search (ARIA combobox with a listbox popup): properties, tenants and tickets
 * the user may open. "/" or Ctrl+K (Cmd+K) focuses it; arrows move through the results, Enter
 * opens one, Escape closes the list (then clears the text).
 */
export function SearchBox() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebounced(text.trim(), 200);
  const search = useSearch(q);
  const listId = useId();
  const hintId = useId();
  const options: SearchOption[] = useMemo(
    () => (search.data && user && q.length >= 2 ? searchOptions(search.data, user.role) : []),
    [search.data, user, q],
  );
  const ticketStatus = useMemo(
    () => new Map(search.data?.tickets.map((t) => [`ticket-${t.id}`, statusLabels[t.status]]) ?? []),
    [search.data],
  );

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
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer starts with no option picked
  useEffect(() => setActive(-1), [options]);

  const go = (option: SearchOption) => {
    setOpen(false);
    setText("");
    navigate(option.to);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + options.length) % options.length);
    } else if (e.key === "Enter") {
      const option = options[active] ?? (options.length === 1 ? options[0] : undefined);
      if (open && option) {
        e.preventDefault();
        go(option);
      }
    } else if (e.key === "Escape") {
      if (open && text) setOpen(false);
      else setText("");
    } else if (e.key === "Home" || e.key === "End") {
      setActive(-1);
    }
  };

  const showList = open && q.length >= 2 && text.trim().length >= 2;
  const status =
    text.trim().length < 2
      ? ""
      : search.isError
        ? search.error.message
        : search.isFetching && !search.data
          ? "Searching…"
          : options.length === 0
            ? "Nothing found that you can open."
            : `${options.length} result${options.length === 1 ? "" : "s"}`;

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
      <div
        className={cn(
          "absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg",
          !showList && "hidden",
        )}
      >
        <div id={listId} role="listbox" aria-label="Search results">
          {kinds.map((kind) => {
            const inKind = options.filter((o) => o.kind === kind);
            if (!inKind.length) return null;
            return (
              <div key={kind} role="group" aria-labelledby={`${listId}-${kind}`}>
                <div
                  id={`${listId}-${kind}`}
                  role="presentation"
                  className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
                >
                  {kind}
                </div>
                {inKind.map((o) => {
                  const i = options.indexOf(o);
                  const detail = o.detail || ticketStatus.get(o.id);
                  return (
                    <div
                      key={o.id}
                      id={`${listId}-${o.id}`}
                      tabIndex={-1}
                      role="option"
                      aria-selected={i === active}
                      // Picked on mouse down, before the input's blur closes the list.
                      onMouseDown={(e) => {
                        e.preventDefault();
                        go(o);
                      }}
                      onMouseMove={() => setActive(i)}
                      className={cn(
                        "cursor-pointer rounded-lg px-3 py-2 text-sm",
                        i === active ? "bg-brand-50 text-brand-900" : "text-slate-800",
                      )}
                    >
                      <span className="block font-medium break-words">{o.label}</span>
                      {detail && <span className="block text-xs break-words text-slate-600">{detail}</span>}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
        {options.length === 0 && <p className="px-3 py-2 text-sm text-slate-700">{status}</p>}
      </div>
    </div>
  );
}

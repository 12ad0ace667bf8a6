import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import { UserRound, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { usePeopleSearch } from "../api";
import type { Person } from "./editor-form";

/**
 * Finds an agent or landlord by name or e-mail: a combobox (arrow keys, Enter, Escape) over the
 * server's search. Shows the chosen person with Change and, when optional, Remove.
 */
export function PersonPicker({
  kind,
  label,
  hint,
  value,
  onChange,
  error,
  optional,
  disabled,
}: {
  kind: "agents" | "landlords";
  label: string;
  hint?: string;
  value: Person | null;
  onChange(person: Person | null): void;
  error?: string;
  optional?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
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
  const noun = kind === "agents" ? "agent" : "landlord";

  const choose = (p: Person) => {
    onChange(p);
    setEditing(false);
    setOpen(false);
    setText("");
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setOpen(true);
      setActive((a) => Math.min(a + 1, Math.max(items.length - 1, 0)));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === "Enter") {
      // Enter picks a person; it never submits the whole form from here.
      e.preventDefault();
      const p = items[active] ?? (items.length === 1 ? items[0] : undefined);
      if (open && p) choose(p);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  };
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;

  return (
    <fieldset
      className="space-y-1.5"
      aria-describedby={[hintId, errorId].filter(Boolean).join(" ") || undefined}
    >
      <legend className="text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </legend>
      {value && !editing ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white p-2 pl-3">
          <div className="flex min-w-0 items-center gap-2">
            <UserRound className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-slate-900">{value.name}</p>
              <p className="truncate text-xs text-slate-600">{value.email}</p>
            </div>
          </div>
          <div className="flex gap-1">
            <Button
              variant="secondary"
              size="sm"
              disabled={disabled}
              onClick={() => {
                setEditing(true);
                setOpen(true);
                requestAnimationFrame(() => input.current?.focus());
              }}
            >
              Change<span className="sr-only"> {noun}</span>
            </Button>
            {optional && (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
                <X aria-hidden="true" /> Remove<span className="sr-only"> {noun}</span>
              </Button>
            )}
          </div>
        </div>
      ) : (
        <div className="relative">
          <label htmlFor={`${id}-input`} className="sr-only">
            Search {kind} by name or e-mail
          </label>
          <Input
            ref={input}
            id={`${id}-input`}
            type="search"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={open}
            aria-controls={listId}
            aria-invalid={error ? true : undefined}
            aria-activedescendant={open && items[active] ? `${id}-opt-${items[active].id}` : undefined}
            placeholder={`Search ${kind} by name or e-mail`}
            value={text}
            disabled={disabled}
            onChange={(e) => {
              setText(e.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={() => setTimeout(() => setOpen(false), 150)}
            onKeyDown={onKeyDown}
          />
          {open && (
            <div
              id={listId}
              role="listbox"
              aria-label={`Matching ${kind}`}
              className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
            >
              {search.isPending || stale ? (
                <div className="px-3 py-2 text-sm text-slate-600">Searching...</div>
              ) : items.length === 0 ? (
                <div className="px-3 py-2 text-sm text-slate-600">
                  No {kind} match "{query}"
                </div>
              ) : (
                items.map((p, i) => (
                  <div
                    key={p.id}
                    tabIndex={-1}
                    id={`${id}-opt-${p.id}`}
                    role="option"
                    aria-selected={i === active}
                    className={cn(
                      "cursor-pointer px-3 py-2 text-sm",
                      i === active ? "bg-brand-50 text-brand-900" : "text-slate-800",
                    )}
                    onMouseEnter={() => setActive(i)}
                    onMouseDown={(e) => {
                      e.preventDefault();
                      choose(p);
                    }}
                  >
                    <span className="block font-medium">{p.name}</span>
                    <span className="block text-xs text-slate-600">{p.email}</span>
                  </div>
                ))
              )}
            </div>
          )}
          {value && (
            <Button
              variant="link"
              size="sm"
              className="mt-1 px-0"
              onClick={() => {
                setEditing(false);
                setOpen(false);
              }}
            >
              Keep {value.name}
            </Button>
          )}
        </div>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

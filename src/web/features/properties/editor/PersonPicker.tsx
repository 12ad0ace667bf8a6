import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import { UserRound, X } from "lucide-react";
import { useId } from "react";
import type { Person } from "./editor-form";
import { type PersonSearch, usePersonSearch } from "./use-person-search";

type Kind = "agents" | "landlords";

/** The chosen person, with Change and (when optional) Remove. */
function ChosenPerson({
  value,
  noun,
  optional,
  disabled,
  onChange,
  onEdit,
}: {
  value: Person;
  noun: string;
  optional?: boolean;
  disabled?: boolean;
  onChange(person: Person | null): void;
  onEdit(): void;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-300 bg-white p-2 pl-3">
      <div className="flex min-w-0 items-center gap-2">
        <UserRound className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
        <div className="min-w-0">
          <p className="truncate text-sm font-semibold text-slate-900">{value.name}</p>
          <p className="truncate text-xs text-slate-600">{value.email}</p>
        </div>
      </div>
      <div className="flex gap-1">
        <Button variant="secondary" size="sm" disabled={disabled} onClick={onEdit}>
          Change<span className="sr-only"> {noun}</span>
        </Button>
        {optional && (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onChange(null)}>
            <X aria-hidden="true" /> Remove<span className="sr-only"> {noun}</span>
          </Button>
        )}
      </div>
    </div>
  );
}

/** The search's answer as a listbox: searching, no match, or the people to pick. */
function PeopleList({ id, kind, s }: { id: string; kind: Kind; s: PersonSearch }) {
  return (
    <div
      id={`${id}-list`}
      role="listbox"
      aria-label={`Matching ${kind}`}
      className="absolute z-20 mt-1 max-h-64 w-full overflow-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
    >
      {s.search.isPending || s.stale ? (
        <div className="px-3 py-2 text-sm text-slate-600">Searching...</div>
      ) : s.items.length === 0 ? (
        <div className="px-3 py-2 text-sm text-slate-600">
          No {kind} match "{s.query}"
        </div>
      ) : (
        s.items.map((p, i) => (
          <div
            key={p.id}
            tabIndex={-1}
            id={`${id}-opt-${p.id}`}
            role="option"
            aria-selected={i === s.active}
            className={cn(
              "cursor-pointer px-3 py-2 text-sm",
              i === s.active ? "bg-brand-50 text-brand-900" : "text-slate-800",
            )}
            onMouseEnter={() => s.setActive(i)}
            onMouseDown={(e) => {
              e.preventDefault();
              s.choose(p);
            }}
          >
            <span className="block font-medium">{p.name}</span>
            <span className="block text-xs text-slate-600">{p.email}</span>
          </div>
        ))
      )}
    </div>
  );
}

/** The search box (a combobox over the server's search), and Keep while changing a chosen person. */
function PersonSearchBox({
  id,
  kind,
  s,
  value,
  error,
  disabled,
}: {
  id: string;
  kind: Kind;
  s: PersonSearch;
  value: Person | null;
  error?: string;
  disabled?: boolean;
}) {
  const { items, active, open } = s;
  return (
    <div className="relative">
      <label htmlFor={`${id}-input`} className="sr-only">
        Search {kind} by name or e-mail
      </label>
      <Input
        ref={s.input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-invalid={error ? true : undefined}
        aria-activedescendant={open && items[active] ? `${id}-opt-${items[active].id}` : undefined}
        placeholder={`Search ${kind} by name or e-mail`}
        value={s.text}
        disabled={disabled}
        onChange={(e) => s.type(e.target.value)}
        onFocus={() => s.setOpen(true)}
        onBlur={() => setTimeout(() => s.setOpen(false), 150)}
        onKeyDown={s.onKeyDown}
      />
      {open && <PeopleList id={id} kind={kind} s={s} />}
      {value && (
        <Button variant="link" size="sm" className="mt-1 px-0" onClick={s.keep}>
          Keep {value.name}
        </Button>
      )}
    </div>
  );
}

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
  kind: Kind;
  label: string;
  hint?: string;
  value: Person | null;
  onChange(person: Person | null): void;
  error?: string;
  optional?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  const s = usePersonSearch(kind, value, onChange);
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
      {value && !s.editing ? (
        <ChosenPerson
          value={value}
          noun={kind === "agents" ? "agent" : "landlord"}
          optional={optional}
          disabled={disabled}
          onChange={onChange}
          onEdit={s.change}
        />
      ) : (
        <PersonSearchBox id={id} kind={kind} s={s} value={value} error={error} disabled={disabled} />
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

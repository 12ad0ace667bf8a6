import { dateInputBounds } from "@shared/schemas/dates";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, SearchInput } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import type { ChangeEvent, ReactNode } from "react";
import { type ListState, useSearchText } from "./use-list-state";

/** The row of filters above a list; pass the grid columns (or another layout) as className. */
export function FilterBar({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("grid gap-4", className)}>{children}</div>;
}

/** What every filter takes: the list's URL state, the query-string key it sets, and its label. */
interface FilterProps<K extends string> {
  list: ListState<K>;
  name: K;
  label: string;
  /** The label is for screen readers only (the control's placeholder or first option says it). */
  hideLabel?: boolean;
  /** Classes for the filter's box in the bar (a column span, a width). */
  className?: string;
}

/** A filter's box in the bar: only there when the filter asks for its own classes. */
function FilterBox({ className, children }: { className?: string; children: ReactNode }) {
  return className ? <div className={className}>{children}</div> : children;
}

/**
 * A labelled search box whose text reaches the URL once the person pauses typing; `icon` shows a
 * magnifier in it.
 */
export function SearchFilter<K extends string>({
  list,
  name,
  label,
  hideLabel,
  className,
  placeholder,
  icon,
}: FilterProps<K> & { placeholder?: string; icon?: boolean }) {
  const [text, setText] = useSearchText(list, name);
  const box = {
    placeholder,
    value: text,
    onChange: (e: ChangeEvent<HTMLInputElement>) => setText(e.target.value),
  };
  return (
    <FilterBox className={className}>
      <FormField label={label} hideLabel={hideLabel}>
        {icon ? <SearchInput {...box} /> : <Input type="search" {...box} />}
      </FormField>
    </FilterBox>
  );
}

/** A menu's choices as [value, text] pairs. */
export type FilterOptions = readonly (readonly [value: string, text: string])[];

/** The choices of a menu from its values and their texts (a labels table or a function). */
export function optionsOf<V extends string>(
  values: readonly V[],
  text: Readonly<Record<V, string>> | ((value: V) => string),
): FilterOptions {
  return values.map((v) => [v, typeof text === "function" ? text(v) : text[v]] as const);
}

/**
 * A menu that sets one filter. `anyLabel` is the first choice, which clears it ("Any status");
 * without it the menu always holds a value, `fallback` while the URL has none (a default sort).
 */
export function SelectFilter<K extends string>({
  list,
  name,
  label,
  hideLabel,
  className,
  options,
  anyLabel,
  fallback = "",
}: FilterProps<K> & { options: FilterOptions; anyLabel?: string; fallback?: string }) {
  const { values, set } = list;
  return (
    <FilterBox className={className}>
      <FormField label={label} hideLabel={hideLabel}>
        <NativeSelect
          value={values[name] || fallback}
          onChange={(e) => set({ [name]: e.target.value } as Partial<Record<K | "page", string>>)}
        >
          {anyLabel !== undefined && <option value="">{anyLabel}</option>}
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </FilterBox>
  );
}

/** A date filter (one end of a range) within the API's date bounds, with the API's message. */
export function DateFilter<K extends string>({
  list,
  name,
  label,
  hideLabel,
  className,
  error,
}: FilterProps<K> & { error?: string }) {
  const { values, set } = list;
  return (
    <FilterBox className={className}>
      <FormField label={label} hideLabel={hideLabel} error={error}>
        <Input
          type="date"
          {...dateInputBounds()}
          value={values[name]}
          onChange={(e) => set({ [name]: e.target.value } as Partial<Record<K | "page", string>>)}
        />
      </FormField>
    </FilterBox>
  );
}

import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { cn } from "@web/lib/utils";
import type { ReactNode } from "react";
import { type ListState, useSearchText } from "./use-list-state";

/** The row of filters above a list; pass the grid columns (or another layout) as className. */
export function FilterBar({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("grid gap-4", className)}>{children}</div>;
}

/** A labelled search box whose text reaches the URL once the person pauses typing. */
export function SearchFilter<K extends string>({
  list,
  name,
  label,
  placeholder,
}: {
  list: ListState<K>;
  name: K;
  label: string;
  placeholder?: string;
}) {
  const [text, setText] = useSearchText(list, name);
  return (
    <FormField label={label}>
      <Input type="search" placeholder={placeholder} value={text} onChange={(e) => setText(e.target.value)} />
    </FormField>
  );
}

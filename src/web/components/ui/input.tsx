import { cn } from "@web/lib/utils";
import { Search } from "lucide-react";
import type { ComponentProps } from "react";

export const fieldClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-invalid:border-red-600 disabled:bg-slate-100 sm:text-sm";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(fieldClass, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(fieldClass, "min-h-28", className)} {...props} />;
}

/** A native select: keyboard, screen readers and phones handle it best. */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(fieldClass, "h-10 pr-8", className)} {...props} />;
}

/**
 * A search box with its magnifier icon. Every prop, including the `id` and `aria-*` that FormField
 * adds, lands on the input itself, so the field's label names it (a wrapper must never take the id).
 */
export function SearchInput({ className, ...props }: Omit<ComponentProps<"input">, "type">) {
  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-2.5 left-3 size-5 text-slate-500"
        aria-hidden="true"
      />
      <Input type="search" className={cn("pl-10", className)} {...props} />
    </div>
  );
}

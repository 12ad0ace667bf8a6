import { cloneElement, type ReactElement, useId } from "react";
import { Label } from "./label";

interface FormFieldProps {
  label: string;
  error?: string;
  hint?: string;
  optional?: boolean;
  /** The label is read by screen readers but not shown (a search box whose placeholder says it all). */
  hideLabel?: boolean;
  children: ReactElement<Record<string, unknown>>;
}

/** Label, control, hint and inline error wired together with ids for screen readers. */
export function FormField({ label, error, hint, optional, hideLabel, children }: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className={hideLabel ? "sr-only" : undefined}>
        {label}
        {optional && <span className="font-normal text-slate-600"> (optional)</span>}
      </Label>
      {cloneElement(children, {
        id,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
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
    </div>
  );
}

import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Plus, X } from "lucide-react";
import { useId, useState } from "react";

const suggestions = [
  "Garden",
  "Parking",
  "Balcony",
  "Lift",
  "Gas central heating",
  "Double glazing",
  "Dishwasher",
  "Washing machine",
  "Pets considered",
  "Bills included",
  "Close to station",
  "EPC rating C",
];

const MAX_FEATURES = 30;

/** Key features as removable chips: type and press Enter (or Add), or pick a common one. */
export function FeaturesInput({
  value,
  onChange,
  error,
  disabled,
}: {
  value: string[];
  onChange(next: string[]): void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [note, setNote] = useState<string | null>(null);
  const has = (f: string) => value.some((v) => v.toLowerCase() === f.toLowerCase());
  const add = (raw: string) => {
    const f = raw.trim().replace(/\s+/g, " ");
    if (!f) return;
    if (f.length > 60) return setNote("Each feature: at most 60 characters");
    if (has(f)) return setNote(`"${f}" is already listed`);
    if (value.length >= MAX_FEATURES) return setNote(`At most ${MAX_FEATURES} features`);
    setNote(null);
    onChange([...value, f]);
    setText("");
  };
  const message = note ?? error;
  const messageId = message ? `${id}-error` : undefined;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Key features <span className="font-normal text-slate-600">(optional)</span>
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={text}
          maxLength={60}
          disabled={disabled}
          placeholder="e.g. South-facing garden"
          aria-describedby={[`${id}-hint`, messageId].filter(Boolean).join(" ")}
          aria-invalid={message ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            setNote(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              add(text);
            }
          }}
        />
        <Button variant="secondary" disabled={disabled || !text.trim()} onClick={() => add(text)}>
          <Plus aria-hidden="true" /> Add
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        Press Enter to add. Up to {MAX_FEATURES}, shown as bullet points on the listing.
      </p>
      {message && (
        <p id={messageId} className="text-sm font-medium text-red-700">
          {message}
        </p>
      )}
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Features added">
          {value.map((f) => (
            <li
              key={f}
              className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900"
            >
              {f}
              <button
                type="button"
                disabled={disabled}
                className="rounded-full p-1 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={`Remove ${f}`}
                onClick={() => onChange(value.filter((v) => v !== f))}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-600">Common:</span>
        {suggestions
          .filter((s) => !has(s))
          .slice(0, 8)
          .map((s) => (
            <button
              key={s}
              type="button"
              disabled={disabled}
              onClick={() => add(s)}
              className="rounded-full border border-slate-300 px-2.5 py-0.5 text-xs text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span aria-hidden="true">+ </span>
              <span className="sr-only">Add </span>
              {s}
            </button>
          ))}
      </div>
    </div>
  );
}

import type { BankPreview } from "@shared/schemas/bank";
import { Button } from "@web/components/ui/button";
import { Table, Td, Th } from "@web/components/ui/table";
import { Upload } from "lucide-react";
import { useId, useState } from "react";

export type Mapping = Record<string, string>;

const fields: { key: string; label: string; required?: boolean }[] = [
  { key: "date", label: "Date", required: true },
  { key: "amount", label: "Amount (signed: minus for money out)" },
  { key: "paidIn", label: "Paid in" },
  { key: "paidOut", label: "Paid out" },
  { key: "description", label: "Description", required: true },
  { key: "reference", label: "Reference" },
  { key: "counterparty", label: "Counterparty (payer or payee)" },
];

const storageKey = (headers: string[]) => `keyhold.bank-mapping.${headers.join("|").slice(0, 300)}`;

/** The mapping used last time for a file with these headers (kept in this browser). */
export function savedMapping(headers: string[]): Mapping | null {
  try {
    const raw = window.localStorage.getItem(storageKey(headers));
    return raw ? (JSON.parse(raw) as Mapping) : null;
  } catch {
    return null;
  }
}

export function rememberMapping(headers: string[], mapping: Mapping) {
  try {
    window.localStorage.setItem(storageKey(headers), JSON.stringify(mapping));
  } catch {
    // Private browsing: nothing to remember.
  }
}

/** Which column holds what, with the file's first rows to check against. */
export function ColumnMapping({
  preview,
  initial,
  busy,
  onSubmit,
}: {
  preview: BankPreview;
  initial: Mapping;
  busy: boolean;
  onSubmit: (m: Mapping) => void;
}) {
  const id = useId();
  const [m, setM] = useState<Mapping>({ dateFormat: "dmy", ...initial });
  const set = (k: string, v: string) => setM((prev) => ({ ...prev, [k]: v }));
  const hasAmount = !!m.amount || !!m.paidIn || !!m.paidOut;
  const ready = !!m.date && !!m.description && hasAmount;

  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready) onSubmit(Object.fromEntries(Object.entries(m).filter(([, v]) => v)));
      }}
    >
      <fieldset className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold text-slate-900">Map the columns</legend>
        {fields.map((f) => (
          <div key={f.key} className="space-y-1">
            <label htmlFor={`${id}-${f.key}`} className="block text-sm font-medium text-slate-800">
              {f.label}
              {!f.required && <span className="font-normal text-slate-600"> (optional)</span>}
            </label>
            <select
              id={`${id}-${f.key}`}
              value={m[f.key] ?? ""}
              onChange={(e) => set(f.key, e.target.value)}
              className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
            >
              <option value="">Not in this file</option>
              {preview.headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="space-y-1">
          <label htmlFor={`${id}-df`} className="block text-sm font-medium text-slate-800">
            Date format
          </label>
          <select
            id={`${id}-df`}
            value={m.dateFormat}
            onChange={(e) => set("dateFormat", e.target.value)}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm"
          >
            <option value="dmy">DD/MM/YYYY</option>
            <option value="iso">YYYY-MM-DD</option>
          </select>
        </div>
      </fieldset>
      {!hasAmount && (
        <p className="text-sm text-amber-900">
          Choose an amount column, or the paid in and paid out columns.
        </p>
      )}
      <Table caption="First rows of the file">
        <thead>
          <tr>
            {preview.headers.map((h) => (
              <Th key={h}>{h}</Th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((r, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: preview rows have no id
            <tr key={i}>
              {preview.headers.map((h, j) => (
                <Td key={h}>{r[j] ?? ""}</Td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
      <Button type="submit" disabled={!ready || busy}>
        <Upload aria-hidden="true" /> Import {preview.lineCount} lines
      </Button>
    </form>
  );
}

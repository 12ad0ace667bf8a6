import * as Dialog from "@radix-ui/react-dialog";
import { expenseCategoryLabels } from "@shared/accounts/categories";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type ImportPreview,
  importColumns,
} from "@shared/schemas/expenses";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { formatDay, formatMoney } from "@web/lib/format";
import { FileUp } from "lucide-react";
import { useId, useState } from "react";
import { previewImport, templateUrl, useConfirmImport } from "./api";

const errorText = (err: unknown) => (err instanceof ApiRequestError ? err.message : String(err));

/** Import expenses from a CSV: choose the file, see each row parsed or its errors, then import all or none. */
export function ImportDialog() {
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const confirm = useConfirmImport();
  const inputId = useId();
  const busy = checking || confirm.isPending;

  const reset = () => {
    setFile(null);
    setPreview(null);
    setError(undefined);
  };
  const choose = async (f: File | undefined) => {
    reset();
    if (!f) return;
    if (f.size > IMPORT_MAX_BYTES) return setError("The file is larger than 1 MB: split it");
    setFile(f);
    setChecking(true);
    try {
      setPreview(await previewImport(f));
    } catch (err) {
      setError(errorText(err));
    } finally {
      setChecking(false);
    }
  };
  const submit = async () => {
    if (!file) return;
    try {
      const result = await confirm.mutateAsync(file);
      toast({ title: `Imported ${result.created} ${result.created === 1 ? "expense" : "expenses"}` });
      setOpen(false);
      reset();
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (busy) return;
        setOpen(o);
        if (!o) reset();
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">
          <FileUp aria-hidden="true" /> Import CSV
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100svh-2rem)] w-[calc(100%-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">
            Import expenses from a CSV
          </Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-1 text-sm text-slate-700">
              <p>
                Columns: {importColumns.join(", ")}. Dates as 31/01/2026 or 2026-01-31; amounts in pounds; the
                property by its title, postcode or id; the category by its HMRC name or key. At most{" "}
                {IMPORT_MAX_ROWS.toLocaleString("en-GB")} rows. Nothing is saved until you import, and then
                all rows or none.
              </p>
              <p>
                <a className="text-brand-700 underline" href={templateUrl}>
                  Download the template
                </a>
              </p>
            </div>
          </Dialog.Description>
          <div className="mt-4 space-y-4">
            <div>
              <label htmlFor={inputId} className="block text-sm font-medium text-slate-900">
                CSV file
              </label>
              <input
                id={inputId}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                className="mt-1 block w-full text-sm"
                onChange={(e) => {
                  void choose(e.target.files?.[0]);
                  e.target.value = "";
                }}
              />
            </div>
            {checking && <p className="text-sm text-slate-700">Checking {file?.name}…</p>}
            {error && (
              <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
                {error}
              </p>
            )}
            {preview && <PreviewRows preview={preview} />}
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Dialog.Close asChild>
              <Button type="button" variant="secondary" disabled={busy}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              type="button"
              disabled={busy || !preview || preview.errorCount > 0}
              onClick={() => void submit()}
            >
              {confirm.isPending
                ? "Importing…"
                : preview
                  ? `Import ${preview.validCount} ${preview.validCount === 1 ? "expense" : "expenses"}`
                  : "Import"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function PreviewRows({ preview }: { preview: ImportPreview }) {
  return (
    <div className="space-y-3">
      <p className="text-sm font-medium text-slate-900" aria-live="polite">
        {preview.errorCount > 0
          ? `${preview.errorCount} of ${preview.rows.length} rows have errors: fix them in the file and choose it again.`
          : `All ${preview.rows.length} rows are ready, ${formatMoney(preview.totalMinor)} in all.`}
      </p>
      <ul
        className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        aria-label="Rows of the file"
      >
        {preview.rows.map((r) => (
          <li key={r.row} className="p-3 text-sm">
            {r.expense ? (
              <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
                <span className="min-w-0 break-words">
                  <span className="text-slate-500">Row {r.row}:</span> {formatDay(r.expense.paidOn)} ·{" "}
                  {r.expense.supplier} · {r.expense.propertyTitle}
                </span>
                <span className="text-slate-700">
                  {expenseCategoryLabels[r.expense.category]} ·{" "}
                  <strong>{formatMoney(r.expense.amountMinor)}</strong>
                </span>
              </div>
            ) : (
              <ul className="space-y-0.5 text-red-800">
                {r.errors.map((e) => (
                  <li key={e}>{e}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

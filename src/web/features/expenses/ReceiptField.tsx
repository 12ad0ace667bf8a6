import type { Expense } from "@shared/schemas/expenses";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { toastError } from "@web/lib/form-errors";
import { FileText, Trash2, Upload } from "lucide-react";
import { useId, useState } from "react";
import { expenseKeys, receiptUrl, uploadReceipt, useDeleteReceipt } from "./api";

const ACCEPT = "application/pdf,image/jpeg,image/png,image/webp";
const MAX_BYTES = 10 * 1024 * 1024;

/** The receipt of a saved expense: upload (with progress), open, remove. */
export function ReceiptField({ expense, onChange }: { expense: Expense; onChange: (e: Expense) => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const remove = useDeleteReceipt();
  const qc = useQueryClient();
  const id = useId();
  const pick = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_BYTES) return setError("The file is larger than 10 MB");
    if (!ACCEPT.split(",").includes(file.type)) return setError("Only PDF, JPEG, PNG or WebP files");
    setError(undefined);
    setProgress(0);
    try {
      const saved = await uploadReceipt(expense.id, file, setProgress).promise;
      onChange(saved);
      void qc.invalidateQueries({ queryKey: expenseKeys.all });
      toast({ title: "Receipt attached" });
    } catch (err) {
      setError(err instanceof ApiRequestError ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  };
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-900">
        Receipt <span className="font-normal text-slate-600">(optional: PDF or photo, up to 10 MB)</span>
      </legend>
      <div className="space-y-2">
        {expense.receipt && (
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <FileText className="size-4 text-slate-500" aria-hidden="true" />
            <a className="break-all text-brand-700 underline" href={receiptUrl(expense.id)}>
              {expense.receipt.name}
            </a>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              aria-label="Remove the receipt"
              onClick={() =>
                remove
                  .mutateAsync(expense.id)
                  .then((r) => onChange(r.expense))
                  .catch(toastError)
              }
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
        <label
          htmlFor={id}
          className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium focus-within:ring-2 focus-within:ring-brand-600"
        >
          <Upload className="size-4" aria-hidden="true" />
          {expense.receipt ? "Replace receipt" : "Attach receipt"}
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            disabled={progress !== null}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = "";
            }}
          />
        </label>
        {progress !== null && (
          <progress className="block w-full" max={1} value={progress} aria-label="Uploading the receipt">
            {Math.round(progress * 100)} %
          </progress>
        )}
        {error && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}

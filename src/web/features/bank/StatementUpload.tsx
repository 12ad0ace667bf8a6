import { type BankImportResult, type BankPreview, bankFormatLabels } from "@shared/schemas/bank";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { importStatement, previewStatement, useRefreshBank } from "./api";
import { ColumnMapping, type Mapping, rememberMapping, savedMapping } from "./ColumnMapping";

type Step =
  | { kind: "idle" }
  | { kind: "reading"; file: File; progress: number }
  | { kind: "preview"; file: File; preview: BankPreview }
  | { kind: "importing"; file: File; preview: BankPreview; progress: number };

/** Choose a statement, see its format (and map a CSV's columns), import it; with progress. */
export function StatementUpload() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [error, setError] = useState<{ message: string; fields?: Record<string, string> } | null>(null);
  const [result, setResult] = useState<BankImportResult | null>(null);
  const refresh = useRefreshBank();

  const fail = (e: unknown) => {
    setError(
      e instanceof ApiRequestError
        ? { message: e.message, fields: e.fields }
        : { message: "Something went wrong." },
    );
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setResult(null);
    setStep({ kind: "reading", file, progress: 0 });
    try {
      const preview = await previewStatement(file, (progress) => setStep({ kind: "reading", file, progress }))
        .promise;
      setStep({ kind: "preview", file, preview });
    } catch (e) {
      setStep({ kind: "idle" });
      fail(e);
    }
  };

  const run = async (file: File, preview: BankPreview, mapping: Mapping | null) => {
    setError(null);
    setStep({ kind: "importing", file, preview, progress: 0 });
    try {
      const done = await importStatement(file, mapping, (progress) =>
        setStep({ kind: "importing", file, preview, progress }),
      ).promise;
      if (mapping) rememberMapping(preview.headers, mapping);
      setResult(done);
      setStep({ kind: "idle" });
      if (input.current) input.current.value = "";
      toast({ title: `${done.newCount} new, ${done.duplicateCount} already imported` });
      await refresh();
    } catch (e) {
      setStep({ kind: "preview", file, preview });
      fail(e);
    }
  };

  const busy = step.kind === "reading" || step.kind === "importing";
  const progress = busy ? Math.round(step.progress * 100) : 0;

  return (
    <section
      aria-labelledby={`${inputId}-h`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={`${inputId}-h`} className="text-lg font-semibold text-slate-900">
        Import a bank statement
      </h2>
      <p className="text-sm text-slate-700">
        Download a statement from your bank as CSV, OFX or CAMT.053 (5 MB, 20,000 lines at most). Lines
        imported before are skipped, so an overlapping statement is safe to import.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          Statement file
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,.ofx,.qfx,.xml,text/csv,application/xml,text/xml"
          disabled={busy}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="max-w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:font-semibold file:text-white"
        />
      </div>
      {busy && (
        <div>
          <progress className="h-2 w-full" max={100} value={progress} aria-label="Upload progress" />
          <p className="text-sm text-slate-700" aria-live="polite">
            {step.kind === "reading" ? "Reading" : "Importing"} {step.file.name}… {progress} %
          </p>
        </div>
      )}
      {error && (
        <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <p>{error.message}</p>
          {error.fields && Object.keys(error.fields).length > 0 && (
            <ul className="mt-2 list-disc pl-5">
              {Object.entries(error.fields).map(([k, v]) => (
                <li key={k}>
                  <span className="font-semibold">{k}:</span> {v}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {result && (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-sm text-green-900">
          {result.newCount} new line{result.newCount === 1 ? "" : "s"}, {result.duplicateCount} already
          imported; {result.proposedCount} with a proposed match below.
        </p>
      )}
      {(step.kind === "preview" || step.kind === "importing") && (
        <div className="space-y-3">
          <p className="text-sm text-slate-800">
            <span className="font-semibold">{step.file.name}</span>: {bankFormatLabels[step.preview.format]},{" "}
            {step.preview.lineCount} line{step.preview.lineCount === 1 ? "" : "s"}.
          </p>
          {step.preview.format === "csv" ? (
            <ColumnMapping
              preview={step.preview}
              initial={savedMapping(step.preview.headers) ?? step.preview.suggested ?? {}}
              busy={busy}
              onSubmit={(m) => void run(step.file, step.preview, m)}
            />
          ) : (
            <Button type="button" disabled={busy} onClick={() => void run(step.file, step.preview, null)}>
              <Upload aria-hidden="true" /> Import {step.preview.lineCount} lines
            </Button>
          )}
        </div>
      )}
    </section>
  );
}

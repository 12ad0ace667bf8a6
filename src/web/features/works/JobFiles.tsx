import { parseMoney } from "@shared/money";
import type { ContractorJob } from "@shared/schemas/works";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { formatMoney } from "@web/lib/format";
import { uploadFile } from "@web/lib/upload";
import { FileText } from "lucide-react";
import { type FormEvent, useState } from "react";

/** Photos and the invoice (PDF, JPEG or PNG), uploaded one at a time with progress. */
export function JobFiles({
  token,
  job,
  onError,
  onDone,
}: {
  token: string;
  job: ContractorJob;
  onError: (message: string | null) => void;
  onDone: () => unknown;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const send = async (file: File | null, fields: Record<string, string>) => {
    if (!file || file.size === 0) return onError("Choose a file first");
    setProgress(0);
    try {
      await uploadFile({
        path: `/api/works/${token}/files`,
        file,
        key: "job",
        fields,
        onProgress: setProgress,
      }).promise;
      onError(null);
      await onDone();
    } catch (err) {
      onError(err instanceof Error ? err.message : String(err));
    } finally {
      setProgress(null);
    }
  };
  const photo = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    void send(new FormData(form).get("file") as File | null, { kind: "photo" }).then(() => form.reset());
  };
  const invoice = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const amount = parseMoney(String(data.get("amount") ?? ""));
    if (amount === null || amount <= 0)
      return onError("Enter the invoice total in pounds, like 180 or 179.99");
    void send(data.get("file") as File | null, { kind: "invoice", amountPence: String(amount) });
  };
  const busy = progress !== null;
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Photos and invoice</h2>
      {busy && (
        <div>
          <progress className="w-full" max={1} value={progress ?? 0} aria-label="Upload progress" />
          <p className="text-sm text-slate-700" aria-live="polite">
            Uploading... {Math.round((progress ?? 0) * 100)} %
          </p>
        </div>
      )}
      {job.files.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Files sent">
          {job.files.map((f) => (
            <li key={f.id}>
              <a
                href={`/api/works/${token}/files/${f.id}`}
                download={f.fileName}
                className="inline-flex items-center gap-1 rounded border border-slate-200 px-2 py-1 text-sm text-brand-700"
              >
                <FileText className="size-4" aria-hidden="true" />{" "}
                {f.kind === "invoice" ? "Invoice" : "Photo"}: {f.fileName}
              </a>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={photo} className="flex flex-wrap items-end gap-2">
        <FormField label="Photo (JPEG or PNG)">
          <Input name="file" type="file" accept="image/jpeg,image/png,image/webp" required />
        </FormField>
        <Button type="submit" variant="secondary" disabled={busy}>
          Upload photo
        </Button>
      </form>
      {job.invoice?.approvedAt ? (
        <p className="text-sm text-slate-700">
          Your invoice of {formatMoney(job.invoice.amountPence)} is approved.
        </p>
      ) : (
        <form onSubmit={invoice} className="space-y-2">
          {job.invoice && (
            <p className="text-sm text-slate-700">
              Invoice sent: {formatMoney(job.invoice.amountPence)}. Sending another replaces it.
            </p>
          )}
          <div className="flex flex-wrap items-end gap-2">
            <FormField label="Invoice (PDF, JPEG or PNG)">
              <Input name="file" type="file" accept="application/pdf,image/jpeg,image/png" required />
            </FormField>
            <FormField label="Invoice total (£)">
              <Input name="amount" inputMode="decimal" className="w-32" required autoComplete="off" />
            </FormField>
            <Button type="submit" variant="secondary" disabled={busy}>
              Send invoice
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

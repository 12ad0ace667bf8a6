import { today } from "@shared/dates";
import { epcRatings } from "@shared/property-vocab";
import { eicrOutcomeLabels, eicrOutcomes } from "@shared/schemas/compliance-records";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import {
  type ComplianceKind,
  complianceValidity,
  type DocumentKind,
  documentKindLabels,
  documentKinds,
  documentUploadFieldsSchema,
} from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { type DocumentTarget, useUploadDocument } from "@web/lib/documents";
import { Upload } from "lucide-react";
import { type FormEvent, useState } from "react";

const MAX_BYTES = 10 * 1024 * 1024;

/** What each kind of document calls its dates; no `expiry`: it is computed from the issue date. */
const dateCopy: Record<DocumentKind, { issued: string; expiry?: string }> = {
  agreement: { issued: "Issued on", expiry: "Expires on" },
  gas_safety: { issued: "Date of the check" },
  eicr: { issued: "Date of the inspection", expiry: "Next inspection due (from the report)" },
  epc: { issued: "Issued on" },
  inventory: { issued: "Issued on", expiry: "Expires on" },
  deposit_certificate: { issued: "Issued on", expiry: "Expires on" },
  other: { issued: "Issued on", expiry: "Expires on" },
};
const ACCEPT = "application/pdf,image/jpeg,image/png,image/webp";

/** Upload one document (PDF or image) with its kind and dates, showing progress as it goes. */
export function DocumentUpload({
  target,
  defaultKind = "agreement",
  onDone,
}: {
  target: DocumentTarget;
  defaultKind?: DocumentKind;
  onDone?: () => void;
}) {
  const uploadDocument = useUploadDocument();
  const [kind, setKind] = useState<DocumentKind>(defaultKind);
  const [title, setTitle] = useState("");
  const [issuedOn, setIssuedOn] = useState("");
  const [expiresOn, setExpiresOn] = useState("");
  const [outcome, setOutcome] = useState("");
  const [epcRating, setEpcRating] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const validity = complianceValidity[kind as ComplianceKind];

  const copy = dateCopy[kind];
  // Only the fields this kind of document asks for are sent.
  const fieldsOf = () => ({
    kind,
    issuedOn,
    expiresOn: copy.expiry ? expiresOn : "",
    outcome: kind === "eicr" ? outcome : "",
    epcRating: kind === "epc" ? epcRating : "",
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    if (!file) problems.file = "Choose a file to upload";
    else if (file.size > MAX_BYTES) problems.file = "The file is larger than 10 MB";
    else if (!ACCEPT.split(",").includes(file.type)) problems.file = "Only PDF, JPEG, PNG or WebP files";
    // The API's own rules for the dates (range, expiry after issue), so both say the same.
    const dates = documentUploadFieldsSchema.safeParse(fieldsOf());
    for (const issue of dates.error?.issues ?? []) problems[String(issue.path[0])] ??= issue.message;
    setErrors(problems);
    if (Object.keys(problems).length || !file) return;
    setProgress(0);
    try {
      const doc = await uploadDocument(
        target,
        file,
        {
          kind,
          title: title.trim() || undefined,
          issuedOn: issuedOn || undefined,
          expiresOn: fieldsOf().expiresOn || undefined,
          outcome: fieldsOf().outcome || undefined,
          epcRating: fieldsOf().epcRating || undefined,
        },
        setProgress,
      );
      toast({ title: "Document uploaded", description: doc.title });
      setFile(null);
      setTitle("");
      setIssuedOn("");
      setExpiresOn("");
      setOutcome("");
      setEpcRating("");
      onDone?.();
    } catch (err) {
      if (err instanceof ApiRequestError && Object.keys(err.fields).length) setErrors(err.fields);
      else toast({ title: "Upload failed", description: (err as Error).message, variant: "destructive" });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Kind of document" error={errors.kind}>
        <NativeSelect value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)} disabled={busy}>
          {documentKinds.map((k) => (
            <option key={k} value={k}>
              {documentKindLabels[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Title" optional hint="Defaults to the file name" error={errors.title}>
        <Input value={title} onChange={(e) => setTitle(e.target.value)} disabled={busy} maxLength={200} />
      </FormField>
      <FormField label={copy.issued} optional error={errors.issuedOn}>
        <Input
          type="date"
          min={dateInputBounds(dateRules.issuedOn).min}
          max={today()}
          value={issuedOn}
          onChange={(e) => setIssuedOn(e.target.value)}
          disabled={busy}
        />
      </FormField>
      {copy.expiry ? (
        <FormField
          label={copy.expiry}
          optional
          hint={
            validity
              ? `Left empty: ${validity.label} after the ${copy.issued.toLowerCase()} (or today)`
              : "For documents that expire"
          }
          error={errors.expiresOn}
        >
          <Input
            type="date"
            {...dateInputBounds(dateRules.expiresOn)}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
            disabled={busy}
          />
        </FormField>
      ) : (
        <p className="self-end text-sm text-slate-700">
          {validity ? `Next one due ${validity.label} after the ${copy.issued.toLowerCase()}.` : null}
        </p>
      )}
      {kind === "eicr" && (
        <FormField label="Outcome" optional hint="As stated on the report" error={errors.outcome}>
          <NativeSelect value={outcome} onChange={(e) => setOutcome(e.target.value)} disabled={busy}>
            <option value="">Not stated</option>
            {eicrOutcomes.map((o) => (
              <option key={o} value={o}>
                {eicrOutcomeLabels[o]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      {kind === "epc" && (
        <FormField
          label="Energy rating"
          optional
          hint="Also shown as the home's rating"
          error={errors.epcRating}
        >
          <NativeSelect value={epcRating} onChange={(e) => setEpcRating(e.target.value)} disabled={busy}>
            <option value="">Not stated</option>
            {epcRatings.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <div className="sm:col-span-2">
        <FormField label="File" hint="PDF, JPEG, PNG or WebP, up to 10 MB" error={errors.file}>
          <Input
            type="file"
            accept={ACCEPT}
            className="h-auto py-1.5"
            disabled={busy}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
      </div>
      {busy && (
        <progress
          className="h-2 w-full accent-brand-700 sm:col-span-2"
          max={100}
          value={Math.round((progress ?? 0) * 100)}
          aria-label={`Uploading ${file?.name ?? "document"}`}
        />
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          <Upload aria-hidden="true" /> {busy ? `Uploading ${Math.round((progress ?? 0) * 100)}%` : "Upload"}
        </Button>
        {onDone && (
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

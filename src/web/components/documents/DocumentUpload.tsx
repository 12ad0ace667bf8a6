import { today } from "@shared/dates";
import { isOneOf } from "@shared/one-of";
import { epcRatings } from "@shared/property-vocab";
import { eicrOutcomeLabels, eicrOutcomes } from "@shared/schemas/compliance-records";
import { dateInputBounds, dateRules } from "@shared/schemas/dates";
import {
  type DocumentKind,
  documentKindLabels,
  documentKinds,
  type TenancyDocument,
  validityOf,
} from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import type { DocumentTarget, UploadDocument } from "@web/lib/documents";
import { Upload } from "lucide-react";
import { ACCEPT, type DocumentTexts, dateCopy, useDocumentForm } from "./use-document-form";

/** What the kind-dependent fields read and write. */
interface FieldsProps {
  kind: DocumentKind;
  texts: DocumentTexts;
  setText: (key: keyof DocumentTexts, value: string) => void;
  errors: Record<string, string>;
  busy: boolean;
}

/**
 * Upload one document (PDF or image) with its kind and dates, showing progress as it goes.
 * `upload` sends it (the page's lib/documents.ts useUploadDocument): this form never fetches.
 */
export function DocumentUpload({
  target,
  upload,
  defaultKind = "agreement",
  onDone,
}: {
  target: DocumentTarget;
  upload: UploadDocument;
  defaultKind?: DocumentKind;
  onDone?: (uploaded?: TenancyDocument) => void;
}) {
  const form = useDocumentForm({ target, upload, defaultKind, onDone });
  const { kind, texts, setText, errors, progress, file } = form;
  const busy = progress !== null;
  const percent = Math.round((progress ?? 0) * 100);
  const fields = { kind, texts, setText, errors, busy };
  return (
    <form onSubmit={form.submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <FormField label="Kind of document" error={errors.kind}>
        <NativeSelect
          value={kind}
          onChange={(e) => {
            if (isOneOf(documentKinds, e.target.value)) form.setKind(e.target.value);
          }}
          disabled={busy}
        >
          {documentKinds.map((k) => (
            <option key={k} value={k}>
              {documentKindLabels[k]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Title" optional hint="Defaults to the file name" error={errors.title}>
        <Input
          value={texts.title}
          onChange={(e) => setText("title", e.target.value)}
          disabled={busy}
          maxLength={200}
        />
      </FormField>
      <DateFields {...fields} />
      <KindFields {...fields} />
      <div className="sm:col-span-2">
        <FormField label="File" hint="PDF, JPEG, PNG or WebP, up to 10 MB" error={errors.file}>
          <Input
            type="file"
            accept={ACCEPT}
            className="h-auto py-1.5"
            disabled={busy}
            onChange={(e) => form.setFile(e.target.files?.[0] ?? null)}
          />
        </FormField>
      </div>
      {busy && (
        <progress
          className="h-2 w-full accent-brand-700 sm:col-span-2"
          max={100}
          value={percent}
          aria-label={`Uploading ${file?.name ?? "document"}`}
        />
      )}
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          <Upload aria-hidden="true" /> {busy ? `Uploading ${percent}%` : "Upload"}
        </Button>
        {onDone && (
          <Button variant="secondary" onClick={() => onDone()} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** The issue date, and the expiry where the kind has one (else when the next one is due). */
function DateFields({ kind, texts, setText, errors, busy }: FieldsProps) {
  const copy = dateCopy[kind];
  const validity = validityOf(kind);
  const after = copy.issued.toLowerCase();
  return (
    <>
      <FormField label={copy.issued} optional error={errors.issuedOn}>
        <Input
          type="date"
          min={dateInputBounds(dateRules.issuedOn).min}
          max={today()}
          value={texts.issuedOn}
          onChange={(e) => setText("issuedOn", e.target.value)}
          disabled={busy}
        />
      </FormField>
      {copy.expiry ? (
        <FormField
          label={copy.expiry}
          optional
          hint={
            validity
              ? `Left empty: ${validity.label} after the ${after} (or today)`
              : "For documents that expire"
          }
          error={errors.expiresOn}
        >
          <Input
            type="date"
            {...dateInputBounds(dateRules.expiresOn)}
            value={texts.expiresOn}
            onChange={(e) => setText("expiresOn", e.target.value)}
            disabled={busy}
          />
        </FormField>
      ) : (
        <p className="self-end text-sm text-slate-700">
          {validity ? `Next one due ${validity.label} after the ${after}.` : null}
        </p>
      )}
    </>
  );
}

/** An EICR's outcome or an EPC's energy rating. */
function KindFields({ kind, texts, setText, errors, busy }: FieldsProps) {
  if (kind === "eicr") {
    return (
      <FormField label="Outcome" optional hint="As stated on the report" error={errors.outcome}>
        <NativeSelect
          value={texts.outcome}
          onChange={(e) => setText("outcome", e.target.value)}
          disabled={busy}
        >
          <option value="">Not stated</option>
          {eicrOutcomes.map((o) => (
            <option key={o} value={o}>
              {eicrOutcomeLabels[o]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    );
  }
  if (kind === "epc") {
    return (
      <FormField
        label="Energy rating"
        optional
        hint="Also shown as the home's rating"
        error={errors.epcRating}
      >
        <NativeSelect
          value={texts.epcRating}
          onChange={(e) => setText("epcRating", e.target.value)}
          disabled={busy}
        >
          <option value="">Not stated</option>
          {epcRatings.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    );
  }
  return null;
}

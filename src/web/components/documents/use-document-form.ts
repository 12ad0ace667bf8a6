import type { TenancyDocument } from "@shared/schemas/tenancies";
import { type DocumentKind, documentUploadFieldsSchema } from "@shared/schemas/tenancies";
import { toast } from "@web/components/ui/toast-store";
import type { DocumentTarget, UploadDocument } from "@web/lib/documents";
import { fieldErrorsOf } from "@web/lib/form-errors";
import { type FormEvent, useState } from "react";

const MAX_BYTES = 10 * 1024 * 1024;
export const ACCEPT = "application/pdf,image/jpeg,image/png,image/webp";

/** What each kind of document calls its dates; no `expiry`: it is computed from the issue date. */
export const dateCopy: Record<DocumentKind, { issued: string; expiry?: string }> = {
  agreement: { issued: "Issued on", expiry: "Expires on" },
  gas_safety: { issued: "Date of the check" },
  eicr: { issued: "Date of the inspection", expiry: "Next inspection due (from the report)" },
  epc: { issued: "Issued on" },
  inventory: { issued: "Issued on", expiry: "Expires on" },
  deposit_certificate: { issued: "Issued on", expiry: "Expires on" },
  other: { issued: "Issued on", expiry: "Expires on" },
};

/** The form's text fields, empty. */
const blank = { title: "", issuedOn: "", expiresOn: "", outcome: "", epcRating: "" };
export type DocumentTexts = typeof blank;

function fileProblem(file: File | null): string | undefined {
  if (!file) return "Choose a file to upload";
  if (file.size > MAX_BYTES) return "The file is larger than 10 MB";
  if (!ACCEPT.split(",").includes(file.type)) return "Only PDF, JPEG, PNG or WebP files";
  return undefined;
}

/** Only the fields this kind of document asks for are sent. */
function fieldsOf(kind: DocumentKind, t: DocumentTexts) {
  return {
    kind,
    issuedOn: t.issuedOn,
    expiresOn: dateCopy[kind].expiry ? t.expiresOn : "",
    outcome: kind === "eicr" ? t.outcome : "",
    epcRating: kind === "epc" ? t.epcRating : "",
  };
}

/** The file's problem and the API's own rules for the dates (range, expiry after issue), so both say the same. */
function problemsOf(kind: DocumentKind, texts: DocumentTexts, file: File | null) {
  const problems: Record<string, string> = {};
  const fileError = fileProblem(file);
  if (fileError) problems.file = fileError;
  const dates = documentUploadFieldsSchema.safeParse(fieldsOf(kind, texts));
  for (const issue of dates.error?.issues ?? []) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

/**
 * The upload form's state and submit: checks the file and the dates first, then sends with
 * `upload` (from the page: lib/documents.ts useUploadDocument), reporting progress.
 */
export function useDocumentForm({
  target,
  upload,
  defaultKind,
  onDone,
}: {
  target: DocumentTarget;
  upload: UploadDocument;
  defaultKind: DocumentKind;
  /** Called with the stored document after an upload, and with nothing when the form is closed. */
  onDone?: (uploaded?: TenancyDocument) => void;
}) {
  const [kind, setKind] = useState<DocumentKind>(defaultKind);
  const [texts, setTexts] = useState(blank);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const setText = (key: keyof DocumentTexts, value: string) => setTexts((t) => ({ ...t, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = problemsOf(kind, texts, file);
    setErrors(problems);
    if (Object.keys(problems).length || !file) return;
    setProgress(0);
    try {
      const sent = fieldsOf(kind, texts);
      const doc = await upload(
        target,
        file,
        {
          kind,
          title: texts.title.trim() || undefined,
          issuedOn: sent.issuedOn || undefined,
          expiresOn: sent.expiresOn || undefined,
          outcome: sent.outcome || undefined,
          epcRating: sent.epcRating || undefined,
        },
        setProgress,
      );
      toast({ title: "Document uploaded", description: doc.title });
      setFile(null);
      setTexts(blank);
      onDone?.(doc);
    } catch (err) {
      const fields = fieldErrorsOf(err);
      if (fields) setErrors(fields);
      else toast({ title: "Upload failed", description: (err as Error).message, variant: "destructive" });
    } finally {
      setProgress(null);
    }
  };

  return { kind, setKind, texts, setText, file, setFile, progress, errors, submit };
}

import { attachmentAccept, maxAttachmentsPerUpload } from "@shared/schemas/support";
import { Button } from "@web/components/ui/button";
import { formatBytes } from "@web/lib/upload-queue";
import { Paperclip, X } from "lucide-react";
import { useId, useRef } from "react";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface PickedFile {
  key: string;
  file: File;
  /** 0..1 while uploading; undefined before. */
  progress?: number;
  error?: string;
}

/** Choose up to five images or PDFs; shows each file's upload progress once sending starts. */
export function FilePicker({
  files,
  onChange,
  label,
  hint,
  disabled,
}: {
  files: PickedFile[];
  onChange(files: PickedFile[]): void;
  label: string;
  hint: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const add = (list: FileList | null) => {
    if (!list) return;
    const next = [...files];
    for (const file of Array.from(list)) {
      if (next.length >= maxAttachmentsPerUpload) break;
      next.push({
        key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`,
        file,
        error:
          file.size > MAX_FILE_BYTES
            ? "Larger than 10 MB"
            : !attachmentAccept.split(",").includes(file.type)
              ? "Only JPEG, PNG, WebP or PDF"
              : undefined,
      });
    }
    onChange(next);
    if (input.current) input.current.value = "";
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-brand-900 ring-1 ring-slate-300 ring-inset focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:bg-slate-50"
        >
          <Paperclip className="size-4" aria-hidden="true" /> {label}
          <input
            ref={input}
            id={id}
            type="file"
            multiple
            accept={attachmentAccept}
            className="sr-only"
            disabled={disabled || files.length >= maxAttachmentsPerUpload}
            aria-describedby={`${id}-hint`}
            onChange={(e) => add(e.target.files)}
          />
        </label>
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      </div>
      {files.length > 0 && (
        <ul className="space-y-2">
          {files.map((f) => (
            <li key={f.key} className="rounded-lg border border-slate-200 bg-white p-2 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate">
                  {f.file.name} <span className="text-slate-600">({formatBytes(f.file.size)})</span>
                </span>
                {f.progress === undefined && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove ${f.file.name}`}
                    disabled={disabled}
                    onClick={() => onChange(files.filter((x) => x.key !== f.key))}
                  >
                    <X aria-hidden="true" />
                  </Button>
                )}
              </div>
              {f.progress !== undefined && (
                <progress
                  className="mt-1 h-2 w-full accent-brand-700"
                  max={100}
                  value={Math.round(f.progress * 100)}
                  aria-label={`Uploading ${f.file.name}`}
                />
              )}
              {f.error && <p className="mt-1 font-medium text-red-700">{f.error}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Uploads the picked files one after another, reporting progress; answers how many failed. */
export async function uploadAll(
  files: PickedFile[],
  setFiles: (update: (files: PickedFile[]) => PickedFile[]) => void,
  upload: (file: File, onProgress: (p: number) => void) => Promise<unknown>,
): Promise<number> {
  let failed = 0;
  for (const f of files) {
    if (f.error) {
      failed++;
      continue;
    }
    const patch = (p: Partial<PickedFile>) =>
      setFiles((all) => all.map((x) => (x.key === f.key ? { ...x, ...p } : x)));
    patch({ progress: 0 });
    try {
      await upload(f.file, (progress) => patch({ progress }));
    } catch (err) {
      failed++;
      patch({ error: err instanceof Error ? err.message : String(err) });
    }
  }
  return failed;
}

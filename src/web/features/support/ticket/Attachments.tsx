import type { TicketAttachment } from "@shared/schemas/support";
import { formatBytes } from "@web/lib/upload-queue";
import { FileText } from "lucide-react";

/** Downloadable attachments: a thumbnail for images, an icon for PDFs. */
export function Attachments({ items }: { items: TicketAttachment[] }) {
  if (!items.length) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label="Attachments">
      {items.map((a) => (
        <li key={a.id}>
          <a
            href={a.url}
            download={a.fileName}
            aria-label={`Download ${a.fileName}`}
            className="flex w-40 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white text-xs hover:border-brand-300"
          >
            {a.contentType.startsWith("image/") ? (
              <img src={a.url} alt={a.fileName} className="h-28 w-full object-cover" loading="lazy" />
            ) : (
              <span className="flex h-28 items-center justify-center bg-slate-50">
                <FileText className="size-8 text-slate-500" aria-hidden="true" />
              </span>
            )}
            <span className="truncate px-2 pt-1 font-medium text-slate-800">{a.fileName}</span>
            <span className="px-2 pb-1 text-slate-600">{formatBytes(a.size)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

import type { TicketAttachment } from "@shared/schemas/support";
import { uploadFile } from "@web/lib/upload";

/** Uploads one file to a ticket with progress; resolves with the stored attachment. */
export function uploadAttachment(
  ticketId: string,
  file: File,
  onProgress: (fraction: number) => void,
  messageId?: string,
): Promise<TicketAttachment> {
  return uploadFile<TicketAttachment>({
    path: `/api/support/tickets/${encodeURIComponent(ticketId)}/attachments`,
    file,
    key: "attachment",
    fields: { messageId },
    onProgress,
  }).promise;
}

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${Math.round(n / 1024)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

import type { TicketAttachment } from "@shared/schemas/support";
import { ApiRequestError } from "@web/lib/api";

/**
 * Uploads one file to a ticket with progress (fetch has no upload progress, so XHR).
 * Resolves with the stored attachment; rejects with the server's message.
 */
export function uploadAttachment(
  ticketId: string,
  file: File,
  onProgress: (fraction: number) => void,
  messageId?: string,
): Promise<TicketAttachment> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/support/tickets/${encodeURIComponent(ticketId)}/attachments`);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      const body = xhr.response as {
        attachment?: TicketAttachment;
        error?: { code: string; message: string; fields?: Record<string, string> };
      } | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.attachment) {
        onProgress(1);
        resolve(body.attachment);
      } else {
        reject(
          new ApiRequestError(
            xhr.status,
            body?.error?.code ?? "upload_failed",
            body?.error?.message ?? `Uploading ${file.name} failed (${xhr.status}).`,
            body?.error?.fields,
          ),
        );
      }
    };
    xhr.onerror = () =>
      reject(
        new ApiRequestError(0, "network_error", `We couldn't upload ${file.name}. Check your connection.`),
      );
    const form = new FormData();
    form.append("file", file, file.name);
    if (messageId) form.append("messageId", messageId);
    xhr.send(form);
  });
}

export const formatBytes = (n: number) =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${Math.round(n / 1024)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

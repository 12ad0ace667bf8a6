import type { TicketDetail } from "@shared/schemas/support";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { toastError } from "@web/lib/form-errors";
import { type FormEvent, useState } from "react";
import { uploadAttachment, useRefreshTicket, useTicketActions } from "../api";
import { FilePicker, type PickedFile, uploadAll } from "../FilePicker";

/** A reply (or, for staff, an internal note) with optional attachments. */
export function ReplyForm({ data }: { data: TicketDetail }) {
  const { reply } = useTicketActions(data.ticket.id);
  const refreshTicket = useRefreshTicket(data.ticket.id);
  const [body, setBody] = useState("");
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string>();
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const busy = reply.isPending || uploading;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!body.trim()) {
      setError("Please write a message");
      return;
    }
    setError(undefined);
    try {
      const { message } = await reply.mutateAsync({ body, internal });
      if (files.length) {
        setUploading(true);
        const failedCount = await uploadAll(files, setFiles, (file, onProgress) =>
          uploadAttachment(data.ticket.id, file, onProgress, message.id),
        );
        setUploading(false);
        await refreshTicket();
        if (failedCount) {
          toastError(new Error(`${failedCount} file(s) could not be attached.`));
          return;
        }
      }
      setBody("");
      setInternal(false);
      setFiles([]);
      toast({ title: internal ? "Note added" : "Reply sent" });
    } catch (err) {
      setUploading(false);
      if (err instanceof ApiRequestError && err.fields.body) setError(err.fields.body);
      else toastError(err);
    }
  };

  return (
    <Card>
      <form onSubmit={submit} noValidate className="space-y-4">
        <h2 className="text-lg font-semibold text-slate-900">
          {internal ? "Add an internal note" : "Reply"}
        </h2>
        <FormField label="Message" error={error}>
          <Textarea rows={4} maxLength={5000} value={body} onChange={(e) => setBody(e.target.value)} />
        </FormField>
        {data.permissions.seeInternal && (
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={internal}
              onChange={(e) => setInternal(e.target.checked)}
            />
            Internal note (only staff handling this ticket can see it)
          </label>
        )}
        {data.permissions.attach && (
          <FilePicker
            files={files}
            onChange={setFiles}
            disabled={busy}
            label="Attach files"
            hint="JPEG, PNG, WebP or PDF, 10 MB each."
          />
        )}
        <Button type="submit" disabled={busy}>
          {uploading
            ? "Uploading files..."
            : reply.isPending
              ? "Sending..."
              : internal
                ? "Add note"
                : "Send reply"}
        </Button>
      </form>
    </Card>
  );
}

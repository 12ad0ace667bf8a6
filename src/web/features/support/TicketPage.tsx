import { roleLabels } from "@shared/permissions";
import {
  categoryLabels,
  locationLabels,
  type MaintenanceLocation,
  priorityLabels,
  statusLabels,
  type TicketAttachment,
  type TicketDetail,
  type TicketMessage,
  type TicketPriority,
  type TicketStatus,
  ticketPriorities,
} from "@shared/schemas/support";
import { useQueryClient } from "@tanstack/react-query";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect, Textarea } from "@web/components/ui/input";
import { AppPage } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { cn } from "@web/lib/utils";
import NotFoundPage from "@web/shell/NotFoundPage";
import { ArrowLeft, FileText, Lock } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link, useParams } from "react-router";
import { supportKeys, useSupportProperties, useTicket, useTicketActions } from "./api";
import { FilePicker, type PickedFile, uploadAll } from "./FilePicker";
import { dateTime, ErrorNote, OverdueBadge, PriorityBadge, StatusBadge } from "./ticket-ui";
import { formatBytes, uploadAttachment } from "./upload";

const failed = (err: unknown) =>
  toast({
    title: "Error",
    description: err instanceof ApiRequestError ? err.message : String(err),
    variant: "destructive",
  });

export default function TicketPage() {
  const { id = "" } = useParams();
  const ticket = useTicket(id);
  usePageTitle(
    ticket.data ? `${ticket.data.ticket.reference} ${ticket.data.ticket.subject}` : "Support ticket",
  );

  if (ticket.isPending) {
    return (
      <AppPage>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </AppPage>
    );
  }
  if (ticket.isError) {
    const status = (ticket.error as ApiRequestError).status;
    if (status === 404 || status === 400) return <NotFoundPage />;
    return (
      <AppPage>
        <ErrorNote message={ticket.error.message} />
      </AppPage>
    );
  }
  return <TicketView data={ticket.data} />;
}

function TicketView({ data }: { data: TicketDetail }) {
  const { ticket, permissions } = data;
  return (
    <AppPage>
      <div>
        <Link to="/support/tickets" className={cn(buttonVariants({ variant: "link" }), "h-auto px-0")}>
          <ArrowLeft aria-hidden="true" /> All tickets
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {ticket.subject}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="font-mono">{ticket.reference}</span>
          <StatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
          {ticket.overdue && <OverdueBadge />}
          <span>
            Raised by {ticket.createdBy.name} on {dateTime(ticket.createdAt)}
          </span>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Description</h2>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{ticket.description}</p>
            <Attachments items={data.attachments.filter((a) => !a.messageId)} />
          </Card>
          <Thread data={data} />
          {permissions.reply ? (
            <ReplyForm data={data} />
          ) : (
            <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
              This ticket is closed.{" "}
              {permissions.reopen
                ? "Reopen it to send a message."
                : "Raise a new request if you need more help."}
            </p>
          )}
        </div>
        <div className="space-y-6">
          <Details data={data} />
          {permissions.manage ? <StaffControls data={data} /> : <CreatorControls data={data} />}
          <Timeline data={data} />
        </div>
      </div>
    </AppPage>
  );
}

function Attachments({ items }: { items: TicketAttachment[] }) {
  if (!items.length) return null;
  return (
    <ul className="mt-4 flex flex-wrap gap-3" aria-label="Attachments">
      {items.map((a) => (
        <li key={a.id}>
          <a
            href={a.url}
            target="_blank"
            rel="noreferrer"
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

function eventText(m: TicketMessage): string {
  const who = m.author?.name ?? "Someone";
  if (m.kind === "status") {
    const to = m.meta.to as TicketStatus;
    return to === "open" && m.meta.from !== undefined && m.meta.from !== "open"
      ? `${who} reopened the ticket`
      : `${who} changed the status to ${statusLabels[to]?.toLowerCase() ?? to}`;
  }
  if (m.kind === "priority") {
    return `${who} set the priority to ${priorityLabels[m.meta.to as TicketPriority]?.toLowerCase() ?? m.meta.to}`;
  }
  if (m.kind === "property") {
    return m.meta.title ? `${who} linked the ticket to ${m.meta.title}` : `${who} unlinked the property`;
  }
  if (m.kind === "assignment") {
    return m.meta.toName ? `${who} assigned the ticket to ${m.meta.toName}` : `${who} unassigned the ticket`;
  }
  return m.body;
}

function Thread({ data }: { data: TicketDetail }) {
  const byMessage = new Map<string, TicketAttachment[]>();
  for (const a of data.attachments) {
    if (a.messageId) byMessage.set(a.messageId, [...(byMessage.get(a.messageId) ?? []), a]);
  }
  return (
    <section aria-labelledby="thread-heading" className="space-y-3">
      <h2 id="thread-heading" className="text-lg font-semibold text-slate-900">
        Conversation
      </h2>
      {data.messages.length === 0 ? (
        <p className="text-sm text-slate-700">
          No replies yet. We'll notify you as soon as someone responds.
        </p>
      ) : (
        <ol className="space-y-3">
          {data.messages.map((m) =>
            m.kind === "message" ? (
              <li
                key={m.id}
                className={cn(
                  "rounded-xl border p-4",
                  m.internal ? "border-amber-300 bg-amber-50" : "border-slate-200 bg-white",
                )}
              >
                <div className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold text-slate-900">{m.author?.name ?? "Former user"}</span>
                  {m.author && <span className="text-slate-600">{roleLabels[m.author.role]}</span>}
                  {m.internal && (
                    <span className="inline-flex items-center gap-1 font-semibold text-amber-900">
                      <Lock className="size-3" aria-hidden="true" /> Internal note
                    </span>
                  )}
                  <time className="ml-auto text-slate-600" dateTime={m.createdAt}>
                    {dateTime(m.createdAt)}
                  </time>
                </div>
                <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{m.body}</p>
                <Attachments items={byMessage.get(m.id) ?? []} />
              </li>
            ) : (
              <li key={m.id} className="px-4 text-sm text-slate-700">
                <span className={m.internal ? "italic" : undefined}>{eventText(m)}</span> ·{" "}
                <time dateTime={m.createdAt}>{dateTime(m.createdAt)}</time>
              </li>
            ),
          )}
        </ol>
      )}
    </section>
  );
}

function ReplyForm({ data }: { data: TicketDetail }) {
  const { reply } = useTicketActions(data.ticket.id);
  const qc = useQueryClient();
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
        await qc.invalidateQueries({ queryKey: supportKeys.ticket(data.ticket.id) });
        if (failedCount) {
          failed(new Error(`${failedCount} file(s) could not be attached.`));
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
      else failed(err);
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

function Details({ data }: { data: TicketDetail }) {
  const t = data.ticket;
  const rows: [string, string][] = [
    ["Category", categoryLabels[t.category]],
    ["Property", t.property?.title ?? "Not linked"],
    ...(t.location
      ? [["Where", locationLabels[t.location as MaintenanceLocation] ?? t.location] as [string, string]]
      : []),
    ["Assigned to", t.assignee?.name ?? "Not yet assigned"],
    ["Raised", dateTime(t.createdAt)],
    ["Target", `${dateTime(t.dueAt)}${t.overdue ? " (overdue)" : ""}`],
    ["First response", t.firstResponseAt ? dateTime(t.firstResponseAt) : "Waiting"],
    ...(t.resolvedAt ? [["Resolved", dateTime(t.resolvedAt)] as [string, string]] : []),
  ];
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Details</h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4">
            <dt className="text-slate-600">{k}</dt>
            <dd className="text-right font-medium text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function StaffControls({ data }: { data: TicketDetail }) {
  const t = data.ticket;
  const { update } = useTicketActions(t.id);
  const change = async (input: Parameters<typeof update.mutateAsync>[0], done: string) => {
    try {
      await update.mutateAsync(input);
      toast({ title: done });
    } catch (err) {
      failed(err);
    }
  };
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Manage</h2>
      <FormField label="Status">
        <NativeSelect
          value={t.status}
          disabled={update.isPending}
          onChange={(e) =>
            void change(
              { status: e.target.value as TicketStatus },
              `Status: ${statusLabels[e.target.value as TicketStatus]}`,
            )
          }
        >
          <option value={t.status}>{statusLabels[t.status]}</option>
          {data.permissions.statuses.map((s) => (
            <option key={s} value={s}>
              {s === "open" ? "Reopen" : statusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Priority">
        <NativeSelect
          value={t.priority}
          disabled={update.isPending}
          onChange={(e) =>
            void change(
              { priority: e.target.value as TicketPriority },
              `Priority: ${priorityLabels[e.target.value as TicketPriority]}`,
            )
          }
        >
          {ticketPriorities.map((p) => (
            <option key={p} value={p}>
              {priorityLabels[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {data.permissions.linkProperty && (
        <PropertyLink data={data} onChange={change} busy={update.isPending} />
      )}
      <FormField label="Assignee">
        <NativeSelect
          value={t.assignee?.id ?? ""}
          disabled={update.isPending}
          onChange={(e) =>
            void change({ assigneeId: e.target.value || null }, e.target.value ? "Assigned" : "Unassigned")
          }
        >
          <option value="">Unassigned</option>
          {t.assignee && !data.assignees.some((p) => p.id === t.assignee?.id) && (
            <option value={t.assignee.id}>{t.assignee.name}</option>
          )}
          {data.assignees.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({roleLabels[p.role]})
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </Card>
  );
}

function PropertyLink({
  data,
  onChange,
  busy,
}: {
  data: TicketDetail;
  onChange(input: { propertyId: string | null }, done: string): Promise<void>;
  busy: boolean;
}) {
  const properties = useSupportProperties(true);
  const current = data.ticket.property;
  const options = properties.data?.items ?? [];
  return (
    <FormField label="Property" hint="Its landlord and agent can then see and handle the ticket.">
      <NativeSelect
        value={current?.id ?? ""}
        disabled={busy || properties.isPending}
        onChange={(e) =>
          void onChange(
            { propertyId: e.target.value || null },
            e.target.value ? "Property linked" : "Property unlinked",
          )
        }
      >
        <option value="">Not linked</option>
        {current && !options.some((p) => p.id === current.id) && (
          <option value={current.id}>{current.title}</option>
        )}
        {options.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

function CreatorControls({ data }: { data: TicketDetail }) {
  const { update } = useTicketActions(data.ticket.id);
  const { close, reopen } = data.permissions;
  if (!close && !reopen) return null;
  const run = async (status: TicketStatus, done: string) => {
    try {
      await update.mutateAsync({ status });
      toast({ title: done });
    } catch (err) {
      failed(err);
    }
  };
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Your request</h2>
      {reopen && (
        <Button
          variant="secondary"
          disabled={update.isPending}
          onClick={() => void run("open", "Ticket reopened")}
        >
          Reopen ticket
        </Button>
      )}
      {close && (
        <ConfirmDialog
          trigger={<Button variant="secondary">Close ticket</Button>}
          title="Close this ticket?"
          description="Close it if you no longer need help. You can reopen it later."
          confirmLabel="Close ticket"
          onConfirm={() => run("closed", "Ticket closed")}
        />
      )}
    </Card>
  );
}

function Timeline({ data }: { data: TicketDetail }) {
  const steps = [
    { key: "raised", label: "Raised", at: data.ticket.createdAt },
    ...data.messages
      .filter((m) => m.kind === "status")
      .map((m) => {
        const to = m.meta.to as TicketStatus;
        const label = to === "open" ? "Reopened" : (statusLabels[to] ?? to);
        return { key: m.id, label: m.author ? `${label} (${m.author.name})` : label, at: m.createdAt };
      }),
  ];
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Status history</h2>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
        {steps.map((s) => (
          <li key={s.key} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-700 ring-2 ring-white"
            />
            <span className="block font-medium text-slate-900">{s.label}</span>
            <time className="text-slate-600" dateTime={s.at}>
              {dateTime(s.at)}
            </time>
          </li>
        ))}
      </ol>
    </Card>
  );
}

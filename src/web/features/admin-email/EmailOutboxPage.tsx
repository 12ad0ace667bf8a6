import {
  type OutboxEntry,
  type OutboxPage,
  type OutboxStatus,
  outboxStatuses,
  outboxStatusLabels,
} from "@shared/schemas/email";
import { actionsHeader, DataList, FilterBar, SearchFilter, useListState } from "@web/components/data-list";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { MailCheck } from "lucide-react";
import { useOutbox, useRetryEmail } from "./api";

const tones: Record<OutboxStatus, "neutral" | "success" | "warning" | "danger" | "info"> = {
  queued: "warning",
  sending: "info",
  sent: "success",
  written: "success",
  failed: "danger",
  logged: "neutral",
};
const when = (iso: string | null) =>
  iso ? formatDate(iso, { dateStyle: "medium", timeStyle: "short" }) : "—";
const humanise = (s: string) => s.replace(/_/g, " ");

function RetryButton({ entry, disabled }: { entry: OutboxEntry; disabled: boolean }) {
  const retry = useRetryEmail(entry.id);
  const run = async () => {
    try {
      await retry.mutateAsync();
      toast({ title: "Queued for delivery now", description: `${entry.subject} to ${entry.to}` });
    } catch (err) {
      toast({
        title: "Could not retry",
        description: err instanceof ApiRequestError ? err.message : String(err),
        variant: "destructive",
      });
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={disabled || retry.isPending}
      onClick={() => void run()}
      aria-label={`Retry now: ${entry.subject} to ${entry.to}`}
    >
      {retry.isPending ? "Queuing…" : "Retry now"}
    </Button>
  );
}

/** The e-mail outbox for admins: what was sent, what waits for a retry, what failed, and retry now. */
export default function EmailOutboxPage() {
  usePageTitle("E-mail delivery");
  const list = useListState(["status", "q"] as const);
  const { values, set, page } = list;
  const outbox = useOutbox({ ...values, page });
  const d = outbox.data;

  return (
    <AppPage>
      <PageHeader
        title="E-mail delivery"
        description={`Every e-mail ${d?.delivering === false ? "recorded" : "sent"} by the platform, newest first. Failed sends are retried with growing waits, up to ${d?.maxAttempts ?? "a set number of"} attempts over about a day; then they show as failed here.`}
      />
      {d?.writesFiles && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          No mail server is configured (the <code>SMTP_URL</code> setting), so each e-mail is written as an{" "}
          <code>.eml</code> file in the <code>mail</code> folder of the server&apos;s data directory (
          <code>DATA_DIR/mail</code>), which any mail program opens. Set <code>SMTP_URL</code> and restart to
          send them.
        </p>
      )}
      {d && !d.delivering && (
        <p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-amber-900">
          No mail server is configured (the <code>SMTP_URL</code> setting), so e-mails are kept here and in
          the server log but not sent. Set <code>SMTP_URL</code> and restart to deliver them.
        </p>
      )}
      <FilterBar className="flex flex-wrap items-end justify-between gap-4">
        <div className="w-full sm:w-72">
          <SearchFilter list={list} name="q" label="Recipient" />
        </div>
        <div className="w-full sm:w-56">
          <FormField label="Status">
            <NativeSelect value={values.status} onChange={(e) => set({ status: e.target.value })}>
              <option value="">All e-mails</option>
              {outboxStatuses.map((s) => (
                <option key={s} value={s}>
                  {outboxStatusLabels[s]}
                  {d ? ` (${d.counts[s].toLocaleString("en-GB")})` : ""}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        {d && (
          <p className="text-sm text-slate-700">
            {d.counts.failed.toLocaleString("en-GB")} failed · {d.counts.queued.toLocaleString("en-GB")}{" "}
            waiting
          </p>
        )}
      </FilterBar>
      <DataList<OutboxEntry, OutboxPage>
        query={outbox}
        caption="Outgoing e-mails"
        noun="e-mails"
        rowKey={(m) => m.id}
        empty={
          <EmptyState
            icon={MailCheck}
            title={values.status || values.q ? "No e-mails match these filters" : "No e-mails yet"}
          >
            {values.status || values.q
              ? "Clear the recipient search or choose another status."
              : "Password resets, invitations, enquiries and reminders appear here when they are sent."}
          </EmptyState>
        }
        columns={[
          { header: "Created", className: "whitespace-nowrap", cell: (m) => when(m.createdAt) },
          { header: "To", className: "break-all", cell: (m) => m.to },
          {
            header: "Subject",
            cell: (m) => (
              <>
                {m.subject}
                <span className="block text-xs text-slate-600 capitalize">{humanise(m.kind)}</span>
              </>
            ),
          },
          {
            header: "Status",
            cell: (m) => (
              <>
                <Badge tone={tones[m.status]}>{outboxStatusLabels[m.status]}</Badge>
                <span className="mt-1 block text-xs text-slate-600">
                  {m.status === "sent" && `Sent ${when(m.sentAt)}`}
                  {m.status === "written" && `Written ${when(m.sentAt)}`}
                  {m.status === "queued" && m.nextAttemptAt && `Next try ${when(m.nextAttemptAt)}`}
                </span>
              </>
            ),
          },
          {
            header: "Attempts",
            cell: (m) => (
              <>
                {m.attempts} of {d?.maxAttempts}
                {m.lastAttemptAt && (
                  <span className="block text-xs text-slate-600">last {when(m.lastAttemptAt)}</span>
                )}
              </>
            ),
          },
          {
            header: "Last error",
            className: "max-w-64 text-xs break-words text-slate-700",
            cell: (m) => m.error ?? "—",
          },
          {
            header: actionsHeader,
            cell: (m) =>
              (m.status === "failed" || m.status === "queued") && (
                <RetryButton entry={m} disabled={!d?.delivering} />
              ),
          },
        ]}
      />
    </AppPage>
  );
}

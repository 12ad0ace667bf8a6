import { type ContactTopic, contactTopicLabels } from "@shared/schemas/contact";
import { type ContactMessage, contactMessageStatuses, contactStatusLabels } from "@shared/schemas/support";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/input";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { useSearchState } from "@web/lib/use-search-state";
import { Mail } from "lucide-react";
import { useContactMessages, useUpdateContactMessage } from "./api";
import { dateTime, ErrorNote } from "./ticket-ui";

export function ContactMessagesPanel() {
  const { values, set, page } = useSearchState(["messageStatus"] as const);
  const messages = useContactMessages({ status: values.messageStatus, page });
  const update = useUpdateContactMessage();

  const change = async (m: ContactMessage, status: ContactMessage["status"]) => {
    try {
      await update.mutateAsync({ id: m.id, status });
      toast({ title: "Message updated", description: `${m.name}: ${contactStatusLabels[status]}` });
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">Contact-form messages</h2>
          <p className="text-sm text-slate-600">What visitors sent through the contact page, newest first.</p>
        </div>
        <div className="w-48">
          <FormField label="Show">
            <NativeSelect
              value={values.messageStatus}
              onChange={(e) => set({ messageStatus: e.target.value })}
            >
              <option value="">All messages</option>
              {contactMessageStatuses.map((s) => (
                <option key={s} value={s}>
                  {contactStatusLabels[s]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
      </div>
      {messages.isPending ? (
        <Skeleton className="h-32" />
      ) : messages.isError ? (
        <ErrorNote message={messages.error.message} />
      ) : messages.data.items.length === 0 ? (
        <EmptyState icon={Mail} title="No messages">
          Messages from the contact page appear here.
        </EmptyState>
      ) : (
        <div aria-busy={messages.isFetching}>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {messages.data.items.map((m) => (
              <li key={m.id} className="grid gap-3 p-4 sm:grid-cols-[1fr_12rem]">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {m.name}{" "}
                    <a className="font-normal break-all text-brand-700 underline" href={`mailto:${m.email}`}>
                      {m.email}
                    </a>
                    {m.phone && <span className="font-normal text-slate-700"> · {m.phone}</span>}
                  </p>
                  <p className="text-xs text-slate-600">
                    {contactTopicLabels[m.topic as ContactTopic] ?? m.topic} · {dateTime(m.createdAt)}
                  </p>
                  <p className="mt-2 whitespace-pre-wrap break-words text-sm text-slate-800">{m.message}</p>
                </div>
                <NativeSelect
                  aria-label={`Status of the message from ${m.name}`}
                  value={m.status}
                  disabled={update.isPending}
                  onChange={(e) => void change(m, e.target.value as ContactMessage["status"])}
                >
                  {contactMessageStatuses.map((s) => (
                    <option key={s} value={s}>
                      {contactStatusLabels[s]}
                    </option>
                  ))}
                </NativeSelect>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageSize={messages.data.pageSize}
            total={messages.data.total}
            noun="messages"
            onPageChange={(p) => set({ page: String(p) })}
          />
        </div>
      )}
    </Card>
  );
}

import { isOneOf } from "@shared/one-of";
import { roleLabels } from "@shared/permissions";
import {
  priorityLabels,
  statusLabels,
  type TicketAttachment,
  type TicketDetail,
  type TicketMessage,
  ticketPriorities,
  ticketStatuses,
} from "@shared/schemas/support";
import { cn } from "@web/lib/utils";
import { Lock } from "lucide-react";
import { dateTime } from "../ticket-ui";
import { Attachments } from "./Attachments";

/** One line for a workflow event (status, priority, property, assignment). */
export function eventText(m: TicketMessage): string {
  const who = m.author?.name ?? "Someone";
  if (m.kind === "status") {
    const to = m.meta.to;
    return to === "open" && m.meta.from !== undefined && m.meta.from !== "open"
      ? `${who} reopened the ticket`
      : `${who} changed the status to ${isOneOf(ticketStatuses, to) ? statusLabels[to].toLowerCase() : String(to)}`;
  }
  if (m.kind === "priority") {
    const to = m.meta.to;
    return `${who} set the priority to ${isOneOf(ticketPriorities, to) ? priorityLabels[to].toLowerCase() : String(to)}`;
  }
  if (m.kind === "property") {
    return m.meta.title ? `${who} linked the ticket to ${m.meta.title}` : `${who} unlinked the property`;
  }
  if (m.kind === "assignment") {
    return m.meta.toName ? `${who} assigned the ticket to ${m.meta.toName}` : `${who} unassigned the ticket`;
  }
  return m.body;
}

export function Thread({ data }: { data: TicketDetail }) {
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

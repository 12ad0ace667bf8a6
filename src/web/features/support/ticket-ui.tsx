import {
  categoryLabels,
  priorityLabels,
  statusLabels,
  type TicketPriority,
  type TicketStatus,
  type TicketSummary,
} from "@shared/schemas/support";
import { Badge } from "@web/components/ui/badge";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatDate } from "@web/lib/format";
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";

const statusTone: Record<TicketStatus, "info" | "brand" | "warning" | "success" | "neutral"> = {
  open: "info",
  in_progress: "brand",
  awaiting_reply: "warning",
  resolved: "success",
  closed: "neutral",
};
const priorityTone: Record<TicketPriority, "neutral" | "info" | "warning" | "danger"> = {
  low: "neutral",
  medium: "info",
  high: "warning",
  urgent: "danger",
};

export function StatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={statusTone[status]}>{statusLabels[status]}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TicketPriority }) {
  return <Badge tone={priorityTone[priority]}>{priorityLabels[priority]}</Badge>;
}

export function OverdueBadge() {
  return (
    <Badge tone="danger" className="gap-1">
      <AlertTriangle className="size-3" aria-hidden="true" /> Overdue
    </Badge>
  );
}

export const dateTime = (iso: string) => formatDate(iso, { dateStyle: "medium", timeStyle: "short" });

interface TicketsTableProps {
  tickets: TicketSummary[];
  caption: string;
  /** Staff queues: show who raised it and who has it, with selection for bulk actions. */
  staff?: boolean;
  selected?: Set<string>;
  onToggle?(id: string, checked: boolean): void;
  onToggleAll?(checked: boolean): void;
}

export function TicketsTable({
  tickets,
  caption,
  staff,
  selected,
  onToggle,
  onToggleAll,
}: TicketsTableProps) {
  const selectable = !!selected && !!onToggle;
  const allChecked = selectable && tickets.length > 0 && tickets.every((t) => selected.has(t.id));
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          {selectable && (
            <Th className="w-10">
              <input
                type="checkbox"
                className="size-4"
                aria-label="Select all tickets on this page"
                checked={allChecked}
                onChange={(e) => onToggleAll?.(e.target.checked)}
              />
            </Th>
          )}
          <Th>Ticket</Th>
          <Th>Status</Th>
          <Th>Priority</Th>
          {staff && <Th>Raised by</Th>}
          {staff && <Th>Assignee</Th>}
          <Th>Updated</Th>
          {staff && <Th>Due</Th>}
        </tr>
      </thead>
      <tbody>
        {tickets.map((t) => (
          <tr key={t.id} className={selected?.has(t.id) ? "bg-brand-50" : undefined}>
            {selectable && (
              <Td>
                <input
                  type="checkbox"
                  className="size-4"
                  aria-label={`Select ${t.reference} ${t.subject}`}
                  checked={selected.has(t.id)}
                  onChange={(e) => onToggle(t.id, e.target.checked)}
                />
              </Td>
            )}
            <Td className="max-w-md">
              <Link to={`/support/tickets/${t.id}`} className="font-semibold text-brand-800 hover:underline">
                {t.subject}
              </Link>
              <div className="mt-0.5 text-xs text-slate-600">
                {t.reference} · {categoryLabels[t.category]}
                {t.property ? ` · ${t.property.title}` : ""}
                {t.messageCount ? ` · ${t.messageCount} ${t.messageCount === 1 ? "reply" : "replies"}` : ""}
              </div>
            </Td>
            <Td>
              <div className="flex flex-wrap gap-1">
                <StatusBadge status={t.status} />
                {t.overdue && <OverdueBadge />}
              </div>
            </Td>
            <Td>
              <PriorityBadge priority={t.priority} />
            </Td>
            {staff && <Td>{t.createdBy.name}</Td>}
            {staff && <Td>{t.assignee?.name ?? <span className="text-slate-600">Unassigned</span>}</Td>}
            <Td className="whitespace-nowrap">{dateTime(t.updatedAt)}</Td>
            {staff && <Td className="whitespace-nowrap">{dateTime(t.dueAt)}</Td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

export function ErrorNote({ message }: { message: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
      {message}
    </p>
  );
}

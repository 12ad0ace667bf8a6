import { roleLabels } from "@shared/permissions";
import {
  priorityLabels,
  slaLabels,
  statusLabels,
  type TicketPriority,
  ticketPriorities,
  ticketStatuses,
} from "@shared/schemas/support";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/input";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { cn } from "@web/lib/utils";
import { Inbox } from "lucide-react";
import type { useStaff, useSupportSummary, useTickets } from "./api";
import { ErrorNote, TicketsTable } from "./ticket-ui";

/** The staff queue's sections: SLA overview, views, filters, bulk assignment, the tickets. */

export const views = [
  { id: "unassigned", label: "Unassigned" },
  { id: "mine", label: "Assigned to me" },
  { id: "overdue", label: "Overdue" },
  { id: "all", label: "All" },
] as const;
export type View = (typeof views)[number]["id"];

type Summary = ReturnType<typeof useSupportSummary>;

/** How many tickets each view holds (those the summary counts). */
export const viewCounts = (summary: Summary): Partial<Record<View, number>> =>
  summary.data
    ? { unassigned: summary.data.unassigned, mine: summary.data.assignedToMe, overdue: summary.data.overdue }
    : {};

/** Overdue tickets by priority, most urgent first; each opens the overdue view at that priority. */
export function SlaOverview({ summary, onPick }: { summary: Summary; onPick: (p: TicketPriority) => void }) {
  return (
    <section aria-labelledby="sla-heading">
      <h2 id="sla-heading" className="text-lg font-semibold text-slate-900">
        Overdue by priority
      </h2>
      {summary.isPending ? (
        <Skeleton className="mt-3 h-20" />
      ) : summary.isError ? (
        <ErrorNote message={summary.error.message} />
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
          {ticketPriorities
            .slice()
            .reverse()
            .map((p) => (
              <li key={p}>
                <OverdueCount priority={p} n={summary.data.overdueByPriority[p] ?? 0} onPick={onPick} />
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}

function OverdueCount({
  priority: p,
  n,
  onPick,
}: {
  priority: TicketPriority;
  n: number;
  onPick: (p: TicketPriority) => void;
}) {
  return (
    <button
      type="button"
      onClick={() => onPick(p)}
      className={cn(
        "w-full rounded-xl border bg-white p-4 text-left hover:border-brand-300",
        n > 0 && (p === "urgent" || p === "high") ? "border-red-300" : "border-slate-200",
      )}
    >
      <span className={cn("block text-2xl font-bold", n > 0 ? "text-red-700" : "text-slate-900")}>{n}</span>
      <span className="text-sm text-slate-700">
        {priorityLabels[p]} overdue <span className="text-slate-600">(SLA {slaLabels[p]})</span>
      </span>
    </button>
  );
}

/** The queue's views, each with its count once known. */
export function QueueViews({
  view,
  counts,
  onView,
}: {
  view: View;
  counts: Partial<Record<View, number>>;
  onView: (v: View) => void;
}) {
  return (
    <nav aria-label="Queue views" className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
      {views.map((v) => (
        <button
          key={v.id}
          type="button"
          aria-current={view === v.id ? "page" : undefined}
          onClick={() => onView(v.id)}
          className={cn(
            "rounded-md px-3 py-2 text-sm font-medium",
            view === v.id ? "bg-brand-700 text-white" : "text-slate-700 hover:bg-slate-100",
          )}
        >
          {v.label}
          {counts[v.id] !== undefined && <span className="ml-1.5 opacity-90">({counts[v.id]})</span>}
        </button>
      ))}
    </nav>
  );
}

/** Priority and status filters ("not yet resolved" unless the view is All). */
export function QueueFilters({
  view,
  priority,
  status,
  set,
}: {
  view: View;
  priority: string;
  status: string;
  set: (v: { priority?: string; status?: string }) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <FormField label="Priority">
        <NativeSelect value={priority} onChange={(e) => set({ priority: e.target.value })}>
          <option value="">Any priority</option>
          {ticketPriorities.map((p) => (
            <option key={p} value={p}>
              {priorityLabels[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Status">
        <NativeSelect value={status} onChange={(e) => set({ status: e.target.value })}>
          <option value="">{view === "all" ? "Any status" : "Not yet resolved"}</option>
          {ticketStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </div>
  );
}

/** Assign the selected tickets to me, nobody or a colleague. */
export function BulkAssign({
  selectedCount,
  assignee,
  onAssignee,
  staff,
  meId,
  busy,
  onApply,
}: {
  selectedCount: number;
  assignee: string;
  onAssignee: (v: string) => void;
  staff: ReturnType<typeof useStaff>;
  meId: string | undefined;
  busy: boolean;
  onApply: () => void;
}) {
  return (
    <div
      className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
      role="group"
      aria-label="Bulk actions"
    >
      <p className="text-sm font-medium text-slate-800" aria-live="polite">
        {selectedCount} selected
      </p>
      <FormField label="Assign selected to">
        <NativeSelect className="w-60" value={assignee} onChange={(e) => onAssignee(e.target.value)}>
          <option value="me">Me</option>
          <option value="none">Nobody (unassign)</option>
          {(staff.data?.items ?? [])
            .filter((p) => p.id !== meId)
            .map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({roleLabels[p.role]})
              </option>
            ))}
        </NativeSelect>
      </FormField>
      <Button disabled={selectedCount === 0 || busy} onClick={onApply}>
        {busy ? "Assigning..." : "Apply"}
      </Button>
    </div>
  );
}

const emptyText: Record<View, string> = {
  unassigned: "Every open ticket has someone on it.",
  mine: "No open tickets are assigned to you.",
  overdue: "No tickets match these filters.",
  all: "No tickets match these filters.",
};

/** The view's tickets with checkboxes and the pager, or why there are none. */
export function QueueTickets({
  tickets,
  view,
  page,
  selected,
  onSelected,
  onPage,
}: {
  tickets: ReturnType<typeof useTickets>;
  view: View;
  page: number;
  selected: Set<string>;
  onSelected: (update: (s: Set<string>) => Set<string>) => void;
  onPage: (p: number) => void;
}) {
  if (tickets.isPending) return <Skeleton className="h-64" />;
  if (tickets.isError) return <ErrorNote message={tickets.error.message} />;
  const { items, pageSize, total } = tickets.data;
  if (items.length === 0) {
    return (
      <EmptyState icon={Inbox} title={view === "overdue" ? "Nothing is overdue" : "The queue is empty"}>
        {emptyText[view]}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={tickets.isFetching}>
      <TicketsTable
        tickets={items}
        caption={`Support queue: ${views.find((v) => v.id === view)?.label}`}
        staff
        selected={selected}
        onToggle={(id, checked) =>
          onSelected((s) => {
            const next = new Set(s);
            if (checked) next.add(id);
            else next.delete(id);
            return next;
          })
        }
        onToggleAll={(checked) => onSelected(() => (checked ? new Set(items.map((t) => t.id)) : new Set()))}
      />
      <Pagination page={page} pageSize={pageSize} total={total} noun="tickets" onPageChange={onPage} />
    </div>
  );
}

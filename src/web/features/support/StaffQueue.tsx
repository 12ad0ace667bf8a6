import { roleLabels } from "@shared/permissions";
import {
  priorityLabels,
  slaLabels,
  statusLabels,
  ticketPriorities,
  ticketStatuses,
} from "@shared/schemas/support";
import { useAuth } from "@web/auth/use-auth";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/input";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { useSearchState } from "@web/lib/use-search-state";
import { cn } from "@web/lib/utils";
import { Inbox } from "lucide-react";
import { useEffect, useState } from "react";
import { type TicketFilters, useBulkAssign, useStaff, useSupportSummary, useTickets } from "./api";
import { ErrorNote, TicketsTable } from "./ticket-ui";

const views = [
  { id: "unassigned", label: "Unassigned" },
  { id: "mine", label: "Assigned to me" },
  { id: "overdue", label: "Overdue" },
  { id: "all", label: "All" },
] as const;
type View = (typeof views)[number]["id"];

const PAGE_SIZE = 25;

/** The staff queue of /agent/support and /admin/support: views, SLA overview and bulk assign. */
export function StaffQueue() {
  const { user } = useAuth();
  const { values, set, page } = useSearchState(["view", "priority", "status"] as const);
  const view: View = views.some((v) => v.id === values.view) ? (values.view as View) : "unassigned";
  const filters: TicketFilters = {
    page,
    pageSize: PAGE_SIZE,
    priority: values.priority,
    status: values.status || (view === "all" ? "" : "active"),
    sort: view === "all" ? "newest" : "due",
    ...(view === "unassigned" ? { assigned: "none" } : {}),
    ...(view === "mine" ? { assigned: "me" } : {}),
    ...(view === "overdue" ? { overdue: "true" } : {}),
  };
  const tickets = useTickets(filters);
  const summary = useSupportSummary();
  const staff = useStaff();
  const bulk = useBulkAssign();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [assignee, setAssignee] = useState("me");

  // A new view or page starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the listing changes
  useEffect(() => setSelected(new Set()), [view, page, values.priority, values.status]);

  const counts: Partial<Record<View, number>> = summary.data
    ? { unassigned: summary.data.unassigned, mine: summary.data.assignedToMe, overdue: summary.data.overdue }
    : {};

  const assign = async () => {
    const assigneeId = assignee === "none" ? null : assignee === "me" ? (user?.id ?? null) : assignee;
    try {
      const { updated } = await bulk.mutateAsync({ ticketIds: [...selected], assigneeId });
      setSelected(new Set());
      toast({
        title: assigneeId ? "Tickets assigned" : "Tickets unassigned",
        description: `${updated} ticket${updated === 1 ? "" : "s"} updated.`,
      });
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <div className="space-y-6">
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
              .map((p) => {
                const n = summary.data.overdueByPriority[p] ?? 0;
                return (
                  <li key={p}>
                    <button
                      type="button"
                      onClick={() => set({ view: "overdue", priority: p })}
                      className={cn(
                        "w-full rounded-xl border bg-white p-4 text-left hover:border-brand-300",
                        n > 0 && (p === "urgent" || p === "high") ? "border-red-300" : "border-slate-200",
                      )}
                    >
                      <span
                        className={cn("block text-2xl font-bold", n > 0 ? "text-red-700" : "text-slate-900")}
                      >
                        {n}
                      </span>
                      <span className="text-sm text-slate-700">
                        {priorityLabels[p]} overdue{" "}
                        <span className="text-slate-600">(SLA {slaLabels[p]})</span>
                      </span>
                    </button>
                  </li>
                );
              })}
          </ul>
        )}
      </section>

      <nav aria-label="Queue views" className="flex flex-wrap gap-2 border-b border-slate-200 pb-2">
        {views.map((v) => (
          <button
            key={v.id}
            type="button"
            aria-current={view === v.id ? "page" : undefined}
            onClick={() => set({ view: v.id })}
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

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="Priority">
          <NativeSelect value={values.priority} onChange={(e) => set({ priority: e.target.value })}>
            <option value="">Any priority</option>
            {ticketPriorities.map((p) => (
              <option key={p} value={p}>
                {priorityLabels[p]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Status">
          <NativeSelect value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{view === "all" ? "Any status" : "Not yet resolved"}</option>
            {ticketStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>

      <div
        className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3"
        role="group"
        aria-label="Bulk actions"
      >
        <p className="text-sm font-medium text-slate-800" aria-live="polite">
          {selected.size} selected
        </p>
        <FormField label="Assign selected to">
          <NativeSelect className="w-60" value={assignee} onChange={(e) => setAssignee(e.target.value)}>
            <option value="me">Me</option>
            <option value="none">Nobody (unassign)</option>
            {(staff.data?.items ?? [])
              .filter((p) => p.id !== user?.id)
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} ({roleLabels[p.role]})
                </option>
              ))}
          </NativeSelect>
        </FormField>
        <Button disabled={selected.size === 0 || bulk.isPending} onClick={() => void assign()}>
          {bulk.isPending ? "Assigning..." : "Apply"}
        </Button>
      </div>

      {tickets.isPending ? (
        <Skeleton className="h-64" />
      ) : tickets.isError ? (
        <ErrorNote message={tickets.error.message} />
      ) : tickets.data.items.length === 0 ? (
        <EmptyState icon={Inbox} title={view === "overdue" ? "Nothing is overdue" : "The queue is empty"}>
          {view === "unassigned"
            ? "Every open ticket has someone on it."
            : view === "mine"
              ? "No open tickets are assigned to you."
              : "No tickets match these filters."}
        </EmptyState>
      ) : (
        <div aria-busy={tickets.isFetching}>
          <TicketsTable
            tickets={tickets.data.items}
            caption={`Support queue: ${views.find((v) => v.id === view)?.label}`}
            staff
            selected={selected}
            onToggle={(id, checked) =>
              setSelected((s) => {
                const next = new Set(s);
                if (checked) next.add(id);
                else next.delete(id);
                return next;
              })
            }
            onToggleAll={(checked) =>
              setSelected(checked ? new Set(tickets.data.items.map((t) => t.id)) : new Set())
            }
          />
          <Pagination
            page={page}
            pageSize={tickets.data.pageSize}
            total={tickets.data.total}
            noun="tickets"
            onPageChange={(p) => set({ page: String(p) })}
          />
        </div>
      )}
    </div>
  );
}

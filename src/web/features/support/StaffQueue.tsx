import { useAuth } from "@web/auth/use-auth";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { useSearchState } from "@web/lib/use-search-state";
import { useEffect, useState } from "react";
import { type TicketFilters, useBulkAssign, useStaff, useSupportSummary, useTickets } from "./api";
import {
  BulkAssign,
  QueueFilters,
  QueueTickets,
  QueueViews,
  SlaOverview,
  type View,
  viewCounts,
  views,
} from "./QueueParts";

const PAGE_SIZE = 25;

/** The API's filters for a view: open tickets by due date, except All (every status, newest first). */
function filtersFor(view: View, values: { priority: string; status: string }, page: number): TicketFilters {
  return {
    page,
    pageSize: PAGE_SIZE,
    priority: values.priority,
    status: values.status || (view === "all" ? "" : "active"),
    sort: view === "all" ? "newest" : "due",
    ...(view === "unassigned" ? { assigned: "none" } : {}),
    ...(view === "mine" ? { assigned: "me" } : {}),
    ...(view === "overdue" ? { overdue: "true" } : {}),
  };
}

/** The staff queue of /agent/support and /admin/support: views, SLA overview and bulk assign. */
export function StaffQueue() {
  const { user } = useAuth();
  const { values, set, page } = useSearchState(["view", "priority", "status"] as const);
  const view: View = views.some((v) => v.id === values.view) ? (values.view as View) : "unassigned";
  const tickets = useTickets(filtersFor(view, values, page));
  const summary = useSupportSummary();
  const staff = useStaff();
  const bulk = useBulkAssign();
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [assignee, setAssignee] = useState("me");

  // A new view or page starts with nothing selected.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the listing changes
  useEffect(() => setSelected(new Set()), [view, page, values.priority, values.status]);

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
      <SlaOverview summary={summary} onPick={(p) => set({ view: "overdue", priority: p })} />
      <QueueViews view={view} counts={viewCounts(summary)} onView={(v) => set({ view: v })} />
      <QueueFilters view={view} priority={values.priority} status={values.status} set={set} />
      <BulkAssign
        selectedCount={selected.size}
        assignee={assignee}
        onAssignee={setAssignee}
        staff={staff}
        meId={user?.id}
        busy={bulk.isPending}
        onApply={() => void assign()}
      />
      <QueueTickets
        tickets={tickets}
        view={view}
        page={page}
        selected={selected}
        onSelected={setSelected}
        onPage={(p) => set({ page: String(p) })}
      />
    </div>
  );
}

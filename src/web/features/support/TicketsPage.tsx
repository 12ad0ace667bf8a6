import {
  categoryLabels,
  priorityLabels,
  statusLabels,
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
} from "@shared/schemas/support";
import { useAuth } from "@web/auth/use-auth";
import { buttonVariants } from "@web/components/ui/button-variants";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect, SearchInput } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { Inbox, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useSupportProperties, useTickets } from "./api";
import { ErrorNote, TicketsTable } from "./ticket-ui";

const PAGE_SIZE = 20;

export default function TicketsPage() {
  usePageTitle("Support tickets");
  const { user } = useAuth();
  const { values, set, page } = useSearchState([
    "q",
    "status",
    "category",
    "priority",
    "propertyId",
  ] as const);
  const [query, setQuery] = useState(values.q);
  useEffect(() => {
    if (query === values.q) return;
    const t = setTimeout(() => set({ q: query }), 300);
    return () => clearTimeout(t);
  }, [query, values.q, set]);
  const tickets = useTickets({ ...values, page, pageSize: PAGE_SIZE });
  const properties = useSupportProperties(!!user && user.role !== "tenant");
  const propertyOptions = properties.data?.items ?? [];
  const filtered = Object.values(values).some(Boolean);
  const staff = user?.role === "admin" || user?.role === "agent" || user?.role === "landlord";

  return (
    <AppPage>
      <PageHeader
        title="Support tickets"
        description={
          staff
            ? "Requests you raised and those about your properties or assigned to you."
            : "Every request you have raised, newest first."
        }
        actions={
          <Link to="/support/tickets/create" className={buttonVariants()}>
            <Plus aria-hidden="true" /> New request
          </Link>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2 lg:col-span-1">
          <FormField label="Search">
            <SearchInput
              placeholder="Subject or #number"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </FormField>
        </div>
        <FormField label="Status">
          <NativeSelect value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any status</option>
            <option value="active">Not yet resolved</option>
            {ticketStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Category">
          <NativeSelect value={values.category} onChange={(e) => set({ category: e.target.value })}>
            <option value="">Any category</option>
            {ticketCategories.map((c) => (
              <option key={c} value={c}>
                {categoryLabels[c]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
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
        {propertyOptions.length > 0 && (
          <FormField label="Property">
            <NativeSelect value={values.propertyId} onChange={(e) => set({ propertyId: e.target.value })}>
              <option value="">Any property</option>
              {propertyOptions.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        )}
      </div>
      {tickets.isPending ? (
        <Skeleton className="h-64" />
      ) : tickets.isError ? (
        <ErrorNote message={tickets.error.message} />
      ) : tickets.data.items.length === 0 ? (
        <EmptyState
          icon={Inbox}
          title={filtered ? "No tickets match these filters" : "No tickets yet"}
          action={filtered ? undefined : { to: "/support/tickets/create", label: "Raise your first request" }}
        >
          {filtered
            ? "Try another status or category, or clear the search."
            : "Need something fixed or have a question? A request keeps every reply and photo in one place."}
        </EmptyState>
      ) : (
        <div aria-busy={tickets.isFetching}>
          <TicketsTable tickets={tickets.data.items} caption="Support tickets" staff={staff} />
          <Pagination
            page={page}
            pageSize={tickets.data.pageSize}
            total={tickets.data.total}
            noun="tickets"
            onPageChange={(p) => set({ page: String(p) })}
          />
        </div>
      )}
    </AppPage>
  );
}

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

const filterKeys = ["q", "status", "category", "priority", "propertyId"] as const;
type Search = ReturnType<typeof useSearchState<(typeof filterKeys)[number]>>;

/** The subject search (sent 300 ms after the last keystroke). */
function SearchField({ search }: { search: Search }) {
  const { values, set } = search;
  const [query, setQuery] = useState(values.q);
  useEffect(() => {
    if (query === values.q) return;
    const t = setTimeout(() => set({ q: query }), 300);
    return () => clearTimeout(t);
  }, [query, values.q, set]);
  return (
    <div className="sm:col-span-2 lg:col-span-1">
      <FormField label="Search">
        <SearchInput
          placeholder="Subject or #number"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </FormField>
    </div>
  );
}

/** Search, status, category, priority and (for those with several) property; all in the URL. */
function TicketFilterBar({
  search,
  properties,
}: {
  search: Search;
  properties: { id: string; title: string }[];
}) {
  const { values, set } = search;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      <SearchField search={search} />
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
      {properties.length > 0 && (
        <FormField label="Property">
          <NativeSelect value={values.propertyId} onChange={(e) => set({ propertyId: e.target.value })}>
            <option value="">Any property</option>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
    </div>
  );
}

/** The tickets and the pager, or the skeleton, the error or why there are none. */
function TicketsList({
  tickets,
  filtered,
  staff,
  page,
  onPage,
}: {
  tickets: ReturnType<typeof useTickets>;
  filtered: boolean;
  staff: boolean;
  page: number;
  onPage: (p: number) => void;
}) {
  if (tickets.isPending) return <Skeleton className="h-64" />;
  if (tickets.isError) return <ErrorNote message={tickets.error.message} />;
  if (tickets.data.items.length === 0) {
    return (
      <EmptyState
        icon={Inbox}
        title={filtered ? "No tickets match these filters" : "No tickets yet"}
        action={filtered ? undefined : { to: "/support/tickets/create", label: "Raise your first request" }}
      >
        {filtered
          ? "Try another status or category, or clear the search."
          : "Need something fixed or have a question? A request keeps every reply and photo in one place."}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={tickets.isFetching}>
      <TicketsTable tickets={tickets.data.items} caption="Support tickets" staff={staff} />
      <Pagination
        page={page}
        pageSize={tickets.data.pageSize}
        total={tickets.data.total}
        noun="tickets"
        onPageChange={onPage}
      />
    </div>
  );
}

export default function TicketsPage() {
  usePageTitle("Support tickets");
  const { user } = useAuth();
  const search = useSearchState(filterKeys);
  const { values, set, page } = search;
  const tickets = useTickets({ ...values, page, pageSize: PAGE_SIZE });
  const properties = useSupportProperties(!!user && user.role !== "tenant");
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
      <TicketFilterBar search={search} properties={properties.data?.items ?? []} />
      <TicketsList
        tickets={tickets}
        filtered={filtered}
        staff={staff}
        page={page}
        onPage={(p) => set({ page: String(p) })}
      />
    </AppPage>
  );
}

import type { AuditEntry, Paged } from "@shared/schemas/admin";
import {
  DataList,
  DateFilter,
  FilterBar,
  optionsOf,
  SearchFilter,
  SelectFilter,
  useListState,
} from "@web/components/data-list";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { FileClock } from "lucide-react";
import { useAuditFacets, useAuditLog } from "./api";

const humanise = (s: string) => s.replace(/_/g, " ");

function Details({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details);
  if (!entries.length) return <span className="text-slate-500">—</span>;
  return (
    <span className="text-xs text-slate-700">
      {entries
        .map(([k, v]) => `${humanise(k)}: ${typeof v === "string" ? v : JSON.stringify(v)}`)
        .join(" · ")}
    </span>
  );
}

export default function AuditLogPage() {
  usePageTitle("Audit log");
  const list = useListState(["actor", "action", "entity", "from", "to"] as const);
  const { values, page } = list;
  const facets = useAuditFacets();
  const log = useAuditLog({ ...values, page });
  const fieldErrors: Record<string, string | undefined> =
    log.error && "fields" in log.error ? (log.error.fields as Record<string, string>) : {};

  return (
    <AppPage>
      <PageHeader
        title="Audit log"
        description="Append-only record of sign-ins and every change, newest first."
      />
      <FilterBar className="sm:grid-cols-2 lg:grid-cols-5">
        <SearchFilter list={list} name="actor" label="Actor (e-mail)" />
        <SelectFilter
          list={list}
          name="action"
          label="Action"
          anyLabel="All actions"
          options={optionsOf(facets.data?.actions ?? [], humanise)}
        />
        <SelectFilter
          list={list}
          name="entity"
          label="Entity"
          anyLabel="All entities"
          options={optionsOf(facets.data?.entities ?? [], humanise)}
        />
        <DateFilter list={list} name="from" label="From" error={fieldErrors.from} />
        <DateFilter list={list} name="to" label="To" error={fieldErrors.to} />
      </FilterBar>
      <DataList<AuditEntry, Paged<AuditEntry>>
        query={log}
        caption="Audit log entries"
        noun="entries"
        rowKey={(e) => e.id}
        empty={<EmptyState icon={FileClock} title="No entries match these filters" />}
        columns={[
          {
            header: "When",
            className: "whitespace-nowrap",
            cell: (e) => formatDate(e.at, { dateStyle: "medium", timeStyle: "medium" }),
          },
          {
            header: "Actor",
            className: "break-all",
            cell: (e) => e.actorEmail ?? <span className="text-slate-500">anonymous</span>,
          },
          { header: "Action", className: "capitalize", cell: (e) => humanise(e.action) },
          {
            header: "Entity",
            cell: (e) => (
              <>
                {humanise(e.entity)}
                {e.entityId && (
                  <span className="block max-w-40 truncate text-xs text-slate-600">{e.entityId}</span>
                )}
              </>
            ),
          },
          { header: "Details", cell: (e) => <Details details={e.details} /> },
          { header: "IP address", className: "text-xs", cell: (e) => e.ip },
        ]}
      />
    </AppPage>
  );
}

import type { AuditEntry, Paged } from "@shared/schemas/admin";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { apiFetch } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { FileClock } from "lucide-react";
import { useEffect, useState } from "react";

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
  const { values, set, page, params } = useSearchState(["actor", "action", "entity", "from", "to"] as const);
  const [actor, setActor] = useState(values.actor);
  useEffect(() => {
    if (actor === values.actor) return;
    const t = setTimeout(() => set({ actor }), 300);
    return () => clearTimeout(t);
  }, [actor, values.actor, set]);

  const facets = useQuery({
    queryKey: ["audit-facets"],
    queryFn: () => apiFetch<{ actions: string[]; entities: string[] }>("/api/admin/audit-logs/facets"),
  });
  const query = new URLSearchParams(params);
  query.set("pageSize", "25");
  const log = useQuery({
    queryKey: ["audit-log", query.toString()],
    queryFn: () => apiFetch<Paged<AuditEntry>>(`/api/admin/audit-logs?${query}`),
    placeholderData: keepPreviousData,
  });

  return (
    <AppPage>
      <PageHeader
        title="Audit log"
        description="Append-only record of sign-ins and every change, newest first."
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <FormField label="Actor (e-mail)">
          <Input type="search" value={actor} onChange={(e) => setActor(e.target.value)} />
        </FormField>
        <FormField label="Action">
          <NativeSelect value={values.action} onChange={(e) => set({ action: e.target.value })}>
            <option value="">All actions</option>
            {facets.data?.actions.map((a) => (
              <option key={a} value={a}>
                {humanise(a)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Entity">
          <NativeSelect value={values.entity} onChange={(e) => set({ entity: e.target.value })}>
            <option value="">All entities</option>
            {facets.data?.entities.map((a) => (
              <option key={a} value={a}>
                {humanise(a)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="From">
          <Input type="date" value={values.from} onChange={(e) => set({ from: e.target.value })} />
        </FormField>
        <FormField
          label="To"
          error={
            log.error && "fields" in log.error ? (log.error.fields as Record<string, string>).to : undefined
          }
        >
          <Input type="date" value={values.to} onChange={(e) => set({ to: e.target.value })} />
        </FormField>
      </div>
      {log.isPending ? (
        <Skeleton className="h-64" />
      ) : log.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {log.error.message}
        </p>
      ) : log.data.items.length === 0 ? (
        <EmptyState icon={FileClock} title="No entries match these filters" />
      ) : (
        <div aria-busy={log.isFetching}>
          <Table caption="Audit log entries">
            <thead>
              <tr>
                <Th>When</Th>
                <Th>Actor</Th>
                <Th>Action</Th>
                <Th>Entity</Th>
                <Th>Details</Th>
                <Th>IP address</Th>
              </tr>
            </thead>
            <tbody>
              {log.data.items.map((e) => (
                <tr key={e.id}>
                  <Td className="whitespace-nowrap">
                    {formatDate(e.at, { dateStyle: "medium", timeStyle: "medium" })}
                  </Td>
                  <Td className="break-all">
                    {e.actorEmail ?? <span className="text-slate-500">anonymous</span>}
                  </Td>
                  <Td className="capitalize">{humanise(e.action)}</Td>
                  <Td>
                    {humanise(e.entity)}
                    {e.entityId && (
                      <span className="block max-w-40 truncate text-xs text-slate-600">{e.entityId}</span>
                    )}
                  </Td>
                  <Td>
                    <Details details={e.details} />
                  </Td>
                  <Td className="text-xs">{e.ip}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            page={page}
            pageSize={log.data.pageSize}
            total={log.data.total}
            noun="entries"
            onPageChange={(p) => set({ page: String(p) })}
          />
        </div>
      )}
    </AppPage>
  );
}

import { propertyStatuses, propertyStatusLabels } from "@shared/property-vocab";
import { NoPhoto, PropertyImg, rentLabel, statusTone } from "@web/components/property-display";
import { Badge } from "@web/components/ui/badge";
import { buttonVariants } from "@web/components/ui/button-variants";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect, SearchInput } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Pagination } from "@web/components/ui/pagination";
import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { Building2, Inbox, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useManagedList } from "./api";
import { useManageBase } from "./use-manage-base";

const PAGE_SIZE = 20;
const sortLabels = {
  updated: "Recently updated",
  newest: "Newest",
  title: "Title A–Z",
  rent_asc: "Rent: low to high",
  rent_desc: "Rent: high to low",
} as const;

export default function ManagePropertiesPage() {
  const { base, role, canCreate } = useManageBase();
  const title =
    role === "landlord" ? "My properties" : role === "agent" ? "Assigned properties" : "All properties";
  usePageTitle(title);
  const { values, set, page } = useSearchState(["q", "status", "sort"] as const);
  const [query, setQuery] = useState(values.q);
  useEffect(() => setQuery(values.q), [values.q]);
  useEffect(() => {
    if (query === values.q) return;
    const t = setTimeout(() => set({ q: query }), 300);
    return () => clearTimeout(t);
  }, [query, values.q, set]);
  const list = useManagedList({ ...values, sort: values.sort || "updated", page, pageSize: PAGE_SIZE });
  const showPeople = role !== "landlord";

  return (
    <AppPage>
      <PageHeader
        title={title}
        description={
          role === "landlord"
            ? "Your portfolio: listings, photos, agents and enquiries."
            : role === "agent"
              ? "Properties landlords have assigned to you."
              : "Every property on the platform, with its landlord and agent."
        }
        actions={
          <>
            <Link to={`${base}/enquiries`} className={buttonVariants({ variant: "secondary" })}>
              <Inbox aria-hidden="true" /> Enquiries
            </Link>
            {canCreate && (
              <Link to={`${base}/new`} className={buttonVariants()}>
                <Plus aria-hidden="true" /> Add property
              </Link>
            )}
          </>
        }
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Search by title, town or postcode">
          <SearchInput value={query} onChange={(e) => setQuery(e.target.value)} />
        </FormField>
        <FormField label="Status">
          <NativeSelect value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any status</option>
            {propertyStatuses.map((s) => (
              <option key={s} value={s}>
                {propertyStatusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Sort by">
          <NativeSelect value={values.sort || "updated"} onChange={(e) => set({ sort: e.target.value })}>
            {Object.entries(sortLabels).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      {list.isPending ? (
        <Skeleton className="h-64" />
      ) : list.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {list.error.message}
        </p>
      ) : list.data.items.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={values.q || values.status ? "No properties match" : "No properties yet"}
          action={
            !(values.q || values.status) && canCreate
              ? { to: `${base}/new`, label: "Add your first property" }
              : undefined
          }
        >
          {values.q || values.status
            ? "Try another search or status."
            : canCreate
              ? "A property holds its listing, tenancies, rent, certificates and repairs."
              : "When a landlord assigns a property to you, it appears here."}
        </EmptyState>
      ) : (
        <div aria-busy={list.isFetching}>
          <Table caption={title}>
            <thead>
              <tr>
                <Th>
                  <span className="sr-only">Photo</span>
                </Th>
                <Th>Property</Th>
                <Th>Rent</Th>
                <Th>Status</Th>
                {showPeople && <Th>Landlord</Th>}
                <Th>Agent</Th>
                <Th>New enquiries</Th>
                <Th>Updated</Th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((p) => (
                <tr key={p.id}>
                  <Td className="w-20">
                    {p.cover ? (
                      <PropertyImg image={p.cover} alt="" sizes="64px" className="h-12 w-16 rounded-md" />
                    ) : (
                      <NoPhoto className="h-12 w-16 rounded-md" />
                    )}
                  </Td>
                  <Td>
                    <Link to={`${base}/${p.id}`} className="font-semibold text-brand-700 hover:underline">
                      {p.title}
                    </Link>
                    <div className="text-xs text-slate-600">
                      {p.city}, {p.postcode}
                    </div>
                  </Td>
                  <Td className="whitespace-nowrap">{rentLabel(p.rentAmount, p.rentPeriod, p.currency)}</Td>
                  <Td>
                    <div className="flex flex-wrap gap-1">
                      <Badge tone={statusTone[p.status]}>{propertyStatusLabels[p.status]}</Badge>
                      {p.published ? <Badge tone="brand">Published</Badge> : <Badge>Not published</Badge>}
                    </div>
                    {p.status !== "archived" && (
                      <Link
                        to={
                          p.status === "let"
                            ? `${base.replace(/\/properties$/, "")}/tenancies?propertyId=${p.id}`
                            : `${base.replace(/\/properties$/, "")}/tenancies/new?propertyId=${p.id}`
                        }
                        className="mt-1 inline-block text-xs font-semibold text-brand-700 hover:underline"
                      >
                        {p.status === "let" ? "Tenancy" : "Let it"}
                      </Link>
                    )}
                  </Td>
                  {showPeople && <Td>{p.landlord.name}</Td>}
                  <Td>{p.agent?.name ?? <span className="text-slate-600">None</span>}</Td>
                  <Td>
                    {p.newEnquiries > 0 ? (
                      <Link
                        to={`${base}/enquiries?propertyId=${p.id}&status=new`}
                        className="font-semibold text-brand-700 hover:underline"
                      >
                        {p.newEnquiries} new
                      </Link>
                    ) : (
                      <span className="text-slate-600">0</span>
                    )}
                  </Td>
                  <Td className="whitespace-nowrap">{formatDate(p.updatedAt)}</Td>
                </tr>
              ))}
            </tbody>
          </Table>
          <Pagination
            page={page}
            pageSize={PAGE_SIZE}
            total={list.data.total}
            noun="properties"
            onPageChange={(n) => set({ page: String(n) })}
          />
        </div>
      )}
    </AppPage>
  );
}

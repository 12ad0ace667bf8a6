import { propertyStatuses, propertyStatusLabels } from "@shared/property-vocab";
import type { ManagedRow } from "@shared/schemas/properties";
import {
  type Column,
  DataList,
  FilterBar,
  optionsOf,
  SearchFilter,
  SelectFilter,
  useListState,
} from "@web/components/data-list";
import { NoPhoto, PropertyImg, rentLabel, statusTone } from "@web/components/property-display";
import { Badge } from "@web/components/ui/badge";
import { buttonVariants } from "@web/components/ui/button-variants";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { Building2, Inbox, Plus } from "lucide-react";
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

const texts = {
  landlord: {
    title: "My properties",
    description: "Your portfolio: listings, photos, agents and enquiries.",
  },
  agent: { title: "Assigned properties", description: "Properties landlords have assigned to you." },
  admin: {
    title: "All properties",
    description: "Every property on the platform, with its landlord and agent.",
  },
};

export default function ManagePropertiesPage() {
  const { base, role, canCreate } = useManageBase();
  const { title, description } = role === "landlord" || role === "agent" ? texts[role] : texts.admin;
  usePageTitle(title);
  const list = useListState(["q", "status", "sort"] as const);
  const { values, page } = list;
  const properties = useManagedList({
    ...values,
    sort: values.sort || "updated",
    page,
    pageSize: PAGE_SIZE,
  });

  return (
    <AppPage>
      <PageHeader
        title={title}
        description={description}
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
      <FilterBar className="sm:grid-cols-3">
        <SearchFilter list={list} name="q" label="Search by title, town or postcode" icon />
        <SelectFilter
          list={list}
          name="status"
          label="Status"
          anyLabel="Any status"
          options={optionsOf(propertyStatuses, propertyStatusLabels)}
        />
        <SelectFilter
          list={list}
          name="sort"
          label="Sort by"
          fallback="updated"
          options={Object.entries(sortLabels)}
        />
      </FilterBar>
      <DataList
        query={properties}
        caption={title}
        noun="properties"
        rowKey={(p) => p.id}
        empty={
          <PropertiesEmpty base={base} canCreate={canCreate} filtered={Boolean(values.q || values.status)} />
        }
        columns={propertyColumns(base, role !== "landlord")}
      />
    </AppPage>
  );
}

function PropertiesEmpty({
  base,
  canCreate,
  filtered,
}: {
  base: string;
  canCreate: boolean;
  filtered: boolean;
}) {
  if (filtered) {
    return (
      <EmptyState icon={Building2} title="No properties match">
        Try another search or status.
      </EmptyState>
    );
  }
  return (
    <EmptyState
      icon={Building2}
      title="No properties yet"
      action={canCreate ? { to: `${base}/new`, label: "Add your first property" } : undefined}
    >
      {canCreate
        ? "A property holds its listing, tenancies, rent, certificates and repairs."
        : "When a landlord assigns a property to you, it appears here."}
    </EmptyState>
  );
}

/** The table's columns; staff also see each property's landlord. */
function propertyColumns(base: string, showPeople: boolean): (Column<ManagedRow> | false)[] {
  return [
    { header: <span className="sr-only">Photo</span>, className: "w-20", cell: (p) => <Cover row={p} /> },
    {
      header: "Property",
      cell: (p) => (
        <>
          <Link to={`${base}/${p.id}`} className="font-semibold text-brand-700 hover:underline">
            {p.title}
          </Link>
          <div className="text-xs text-slate-600">
            {p.city}, {p.postcode}
          </div>
        </>
      ),
    },
    {
      header: "Rent",
      className: "whitespace-nowrap",
      cell: (p) => rentLabel(p.rentAmount, p.rentPeriod, p.currency),
    },
    { header: "Status", cell: (p) => <StatusCell row={p} base={base} /> },
    showPeople && { header: "Landlord", cell: (p) => p.landlord.name },
    { header: "Agent", cell: (p) => p.agent?.name ?? <span className="text-slate-600">None</span> },
    { header: "New enquiries", cell: (p) => <EnquiriesCell row={p} base={base} /> },
    { header: "Updated", className: "whitespace-nowrap", cell: (p) => formatDate(p.updatedAt) },
  ];
}

function Cover({ row }: { row: ManagedRow }) {
  return row.cover ? (
    <PropertyImg image={row.cover} alt="" sizes="64px" className="h-12 w-16 rounded-md" />
  ) : (
    <NoPhoto className="h-12 w-16 rounded-md" />
  );
}

/** The status and publication badges, and the way to the property's tenancy (or to letting it). */
function StatusCell({ row, base }: { row: ManagedRow; base: string }) {
  const root = base.replace(/\/properties$/, "");
  return (
    <>
      <div className="flex flex-wrap gap-1">
        <Badge tone={statusTone[row.status]}>{propertyStatusLabels[row.status]}</Badge>
        {row.published ? <Badge tone="brand">Published</Badge> : <Badge>Not published</Badge>}
      </div>
      {row.status !== "archived" && (
        <Link
          to={
            row.status === "let"
              ? `${root}/tenancies?propertyId=${row.id}`
              : `${root}/tenancies/new?propertyId=${row.id}`
          }
          className="mt-1 inline-block text-xs font-semibold text-brand-700 hover:underline"
        >
          {row.status === "let" ? "Tenancy" : "Let it"}
        </Link>
      )}
    </>
  );
}

function EnquiriesCell({ row, base }: { row: ManagedRow; base: string }) {
  if (row.newEnquiries <= 0) return <span className="text-slate-600">0</span>;
  return (
    <Link
      to={`${base}/enquiries?propertyId=${row.id}&status=new`}
      className="font-semibold text-brand-700 hover:underline"
    >
      {row.newEnquiries} new
    </Link>
  );
}

import { isOneOf } from "@shared/one-of";
import { enquiryStatuses, enquiryStatusLabels } from "@shared/property-vocab";
import type { Enquiry } from "@shared/schemas/properties";
import { FilterBar, ListFrame, optionsOf, SelectFilter, useListState } from "@web/components/data-list";
import { Badge } from "@web/components/ui/badge";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { toast } from "@web/components/ui/toast-store";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, Inbox, MessagesSquare } from "lucide-react";
import { Link } from "react-router";
import { useEnquiries, useEnquiryStatus } from "./api";
import { useManageBase } from "./use-manage-base";

const PAGE_SIZE = 20;
const tone = { new: "brand", contacted: "info", viewing_booked: "success", closed: "neutral" } as const;

export default function EnquiriesPage() {
  usePageTitle("Enquiries");
  const { base } = useManageBase();
  const list = useListState(["status", "propertyId"] as const);
  const { values, set, page } = list;
  const enquiries = useEnquiries({ ...values, page, pageSize: PAGE_SIZE });

  return (
    <AppPage>
      <Link
        to={base}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to properties
      </Link>
      <PageHeader
        title="Enquiries"
        description="Messages and viewing requests from the public property pages, newest first."
      />
      <FilterBar className="sm:grid-cols-3">
        <SelectFilter
          list={list}
          name="status"
          label="Status"
          anyLabel="Any status"
          options={optionsOf(enquiryStatuses, enquiryStatusLabels)}
        />
        {values.propertyId && (
          <div className="flex items-end">
            <button
              type="button"
              className="h-10 text-sm font-semibold text-brand-700 hover:underline"
              onClick={() => set({ propertyId: "" })}
            >
              Show enquiries for every property
            </button>
          </div>
        )}
      </FilterBar>
      <ListFrame
        query={enquiries}
        noun="enquiries"
        empty={
          <EmptyState icon={Inbox} title="No enquiries here">
            When someone sends an enquiry from a published property page, it appears here and you get an
            e-mail.
          </EmptyState>
        }
      >
        {(items) => (
          <ul className="space-y-4">
            {items.map((e) => (
              <li key={e.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                <EnquiryCard enquiry={e} base={base} />
              </li>
            ))}
          </ul>
        )}
      </ListFrame>
    </AppPage>
  );
}

/** One enquiry: who, about which property, when, the message, how to reach them, and its status. */
function EnquiryCard({ enquiry: e, base }: { enquiry: Enquiry; base: string }) {
  return (
    <article aria-labelledby={`enquiry-${e.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`enquiry-${e.id}`} className="font-semibold text-slate-900">
            {e.name}{" "}
            <span className="font-normal text-slate-700">
              about{" "}
              <Link to={`${base}/${e.property.id}`} className="text-brand-700 hover:underline">
                {e.property.title}
              </Link>
            </span>
          </h2>
          <p className="text-sm text-slate-600">
            {formatDate(e.createdAt, { dateStyle: "medium", timeStyle: "short" })}
          </p>
        </div>
        <Badge tone={tone[e.status]}>{enquiryStatusLabels[e.status]}</Badge>
      </div>
      <p className="mt-3 whitespace-pre-line text-slate-800">{e.message}</p>
      <Link
        to={`/enquiries/${e.id}`}
        className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <MessagesSquare className="size-4" aria-hidden="true" />
        Open conversation<span className="sr-only"> with {e.name}</span>
      </Link>
      <Contact enquiry={e} />
      <div className="mt-4 max-w-xs">
        <StatusMenu enquiry={e} />
      </div>
    </article>
  );
}

function Contact({ enquiry: e }: { enquiry: Enquiry }) {
  return (
    <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
      <div>
        <dt className="text-slate-600">E-mail</dt>
        <dd>
          <a href={`mailto:${e.email}`} className="text-brand-700 hover:underline">
            {e.email}
          </a>
        </dd>
      </div>
      {e.phone && (
        <div>
          <dt className="text-slate-600">Phone</dt>
          <dd>
            <a href={`tel:${e.phone.replace(/\s/g, "")}`} className="text-brand-700 hover:underline">
              {e.phone}
            </a>
          </dd>
        </div>
      )}
      {e.preferredTimes && (
        <div>
          <dt className="text-slate-600">Preferred viewing times</dt>
          <dd className="text-slate-800">{e.preferredTimes}</dd>
        </div>
      )}
    </dl>
  );
}

/** Moves the enquiry along (contacted, viewing booked, closed), with a toast either way. */
function StatusMenu({ enquiry: e }: { enquiry: Enquiry }) {
  const changeStatus = useEnquiryStatus();
  return (
    <FormField label="Enquiry status">
      <NativeSelect
        value={e.status}
        disabled={changeStatus.isPending && changeStatus.variables?.id === e.id}
        onChange={(ev) => {
          const status = ev.target.value;
          if (!isOneOf(enquiryStatuses, status)) return;
          changeStatus.mutate(
            { id: e.id, status },
            {
              onSuccess: ({ enquiry }) =>
                toast({
                  title: "Enquiry updated",
                  description: `${enquiry.name}: ${enquiryStatusLabels[enquiry.status]}`,
                }),
              onError: (err) => toast({ title: "Error", description: err.message, variant: "destructive" }),
            },
          );
        }}
      >
        {enquiryStatuses.map((s) => (
          <option key={s} value={s}>
            {enquiryStatusLabels[s]}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

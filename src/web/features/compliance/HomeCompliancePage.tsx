import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, ClipboardCheck } from "lucide-react";
import { Link, useParams } from "react-router";
import { useHomeCompliance } from "./api";
import { DutyList } from "./DutyList";
import { HomeFactsSummary } from "./HomeFactsSummary";
import { LegalNote } from "./LegalNote";
import { HomeRecords } from "./records/HomeRecords";
import { ScoreSummary } from "./ScoreSummary";
import { useComplianceBase } from "./use-compliance-base";

/**
 * One home's compliance: its score and duties, the facts they come from, and the evidence (licences,
 * alarm checks, Right to Rent checks, certificates and proof of service) recorded below.
 */
export default function HomeCompliancePage() {
  const { propertyId = "" } = useParams();
  const base = useComplianceBase();
  const home = useHomeCompliance(propertyId);
  const d = home.data;
  const name = d ? d.property.addressLine1 || d.property.title : "Home";
  usePageTitle(d ? `Compliance of ${name}` : "Compliance");

  return (
    <AppPage>
      <Link
        to={base}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All duties
      </Link>
      {home.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {home.error.message}
        </p>
      ) : !d ? (
        <Skeleton className="h-64" />
      ) : (
        <>
          <PageHeader
            title={`Compliance of ${name}`}
            description={`${d.property.title}, ${d.property.city} ${d.property.postcode}`}
          />
          <LegalNote />
          <section aria-label="Score">
            <ScoreSummary score={d.score} label="Home score" />
          </section>
          <section aria-labelledby="home-duties" className="space-y-3">
            <h2 id="home-duties" className="text-lg font-semibold text-slate-900">
              Duties
            </h2>
            {d.duties.length ? (
              <DutyList duties={d.duties} base={base} caption={`Duties of ${name}`} showHome={false} />
            ) : (
              <EmptyState icon={ClipboardCheck} title="No duties yet">
                Record the home's facts (gas supply, licences) and its tenancies to see what the law asks.
              </EmptyState>
            )}
          </section>
          <HomeFactsSummary
            property={d.property}
            editPath={`${base.replace(/\/compliance$/, "")}/properties/${d.property.id}`}
          />
          <HomeRecords propertyId={d.property.id} />
        </>
      )}
    </AppPage>
  );
}

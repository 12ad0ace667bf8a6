import type { Role } from "@shared/permissions";
import { useAuth } from "@web/auth/use-auth";
import { MoneyNav, moneyPath } from "@web/components/money/MoneyNav";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { useMoneyHome, useOwners } from "./api";
import { AgreementSection, OwnersSection, ValuesSection, YourShare } from "./HomeMoneySections";

/** One home's money: owners and shares, values, and the management agreement with its agent. */
export default function HomeMoneyPage() {
  const { propertyId = "" } = useParams();
  const { user } = useAuth();
  const role = (user?.role ?? "landlord") as Role;
  const home = useMoneyHome(propertyId);
  const owners = useOwners(propertyId);
  const h = home.data?.home;
  usePageTitle(h ? `Money of ${h.title}` : "Home money");
  const canEdit = h?.canEditOwners ?? false;

  return (
    <AppPage>
      <Link
        to={`${moneyPath(role)}/homes`}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        All homes
      </Link>
      <PageHeader
        title={h ? `Money of ${h.title}` : "Home money"}
        description={h ? `${h.addressLine1}, ${h.city} ${h.postcode}` : undefined}
      />
      <MoneyNav role={role} />
      {home.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {(home.error as Error).message}
        </p>
      ) : !h ? (
        <Skeleton className="h-64" />
      ) : (
        <>
          <YourShare home={h} />
          <OwnersSection propertyId={propertyId} owners={owners} canEdit={canEdit} />
          <ValuesSection home={h} version={home.dataUpdatedAt} />
          <AgreementSection home={h} canEdit={canEdit} version={home.dataUpdatedAt} />
          <p className="text-sm text-slate-600">
            Keyhold records these figures and computes from them. It does not give legal, tax or financial
            advice.
          </p>
        </>
      )}
    </AppPage>
  );
}

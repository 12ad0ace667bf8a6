import { formatShare } from "@shared/accounts/shares";
import type { Role } from "@shared/permissions";
import { useAuth } from "@web/auth/use-auth";
import { MoneyNav, moneyPath } from "@web/components/money/MoneyNav";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { AgreementForm } from "./AgreementForm";
import {
  useDeleteAgreement,
  useMoneyHome,
  useOwners,
  useSetAgreement,
  useSetOwners,
  useSetValues,
} from "./api";
import { AgreementSummary, OwnersList, ValuesList } from "./HomeReadOnly";
import { OwnersForm } from "./OwnersForm";
import { ValuesForm } from "./ValuesForm";

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
      </div>
      {children}
    </Card>
  );
}

/** One home's money: owners and shares, values, and the management agreement with its agent. */
export default function HomeMoneyPage() {
  const { propertyId = "" } = useParams();
  const { user } = useAuth();
  const role = (user?.role ?? "landlord") as Role;
  const home = useMoneyHome(propertyId);
  const owners = useOwners(propertyId);
  const setOwners = useSetOwners(propertyId);
  const setValues = useSetValues(propertyId);
  const setAgreement = useSetAgreement(propertyId);
  const deleteAgreement = useDeleteAgreement(propertyId);
  const h = home.data?.home;
  usePageTitle(h ? `Money of ${h.title}` : "Home money");

  const saved = (title: string) => () => toast({ title });
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
          {h.yourShareBp !== null && (
            <p className="rounded-lg bg-brand-50 p-4 text-slate-900">
              <strong className="text-lg">Your share: {formatShare(h.yourShareBp)}</strong>
              {h.relation === "co-owner" && (
                <span className="block text-sm text-slate-700">
                  You can read this home's money as a co-owner. Only {h.landlordName}, the landlord account,
                  can change it.
                </span>
              )}
            </p>
          )}
          <section aria-labelledby="owners-heading">
            <Section
              id="owners-heading"
              title="Owners and shares"
              intro="Each owner's share of the rent, expenses and fees: statements and tax figures use it."
            >
              {!owners.data ? (
                <Skeleton className="h-24" />
              ) : canEdit ? (
                <OwnersForm
                  key={owners.dataUpdatedAt}
                  owners={owners.data.owners}
                  onSave={(body) => setOwners.mutateAsync(body).then(saved("Owners saved"))}
                />
              ) : (
                <OwnersList owners={owners.data.owners} />
              )}
            </Section>
          </section>
          <section aria-labelledby="values-heading">
            <Section
              id="values-heading"
              title="Values"
              intro="Used for the home's gross and net yield. Only you and your agent see them."
            >
              {h.canWrite ? (
                <ValuesForm
                  key={home.dataUpdatedAt}
                  home={h}
                  onSave={(body) => setValues.mutateAsync(body).then(saved("Values saved"))}
                />
              ) : (
                <ValuesList home={h} />
              )}
            </Section>
          </section>
          <section aria-labelledby="agreement-heading">
            <Section
              id="agreement-heading"
              title="Management agreement"
              intro={
                h.agentName
                  ? `The fee ${h.agentName} deducts from rent collected, shown on owner statements.`
                  : "This home has no letting agent, so there is no management fee."
              }
            >
              {!h.agentName && !h.agreement ? null : canEdit ? (
                <div className="space-y-4">
                  <AgreementForm
                    key={home.dataUpdatedAt}
                    agreement={h.agreement}
                    onSave={(body) => setAgreement.mutateAsync(body).then(saved("Agreement saved"))}
                  />
                  {h.agreement && (
                    <Button
                      variant="secondary"
                      disabled={deleteAgreement.isPending}
                      onClick={() =>
                        deleteAgreement.mutateAsync().then(saved("Agreement removed"), toastError)
                      }
                    >
                      Remove agreement
                    </Button>
                  )}
                </div>
              ) : h.agreement ? (
                <AgreementSummary agreement={h.agreement} />
              ) : (
                <p className="text-slate-700">
                  No agreement recorded yet. {h.landlordName}, the landlord account, sets it up on this page.
                </p>
              )}
            </Section>
          </section>
          <p className="text-sm text-slate-600">
            Keyhold records these figures and computes from them. It does not give legal, tax or financial
            advice.
          </p>
        </>
      )}
    </AppPage>
  );
}

import { formatShare } from "@shared/accounts/shares";
import type { MoneyHome } from "@shared/schemas/money-owners";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import type { ReactNode } from "react";
import { AgreementForm } from "./AgreementForm";
import { useDeleteAgreement, type useOwners, useSetAgreement, useSetOwners, useSetValues } from "./api";
import { AgreementSummary, OwnersList, ValuesList } from "./HomeReadOnly";
import { OwnersForm } from "./OwnersForm";
import { ValuesForm } from "./ValuesForm";

/** The sections of one home's money page; each edits (or shows) one part of it. */

const saved = (title: string) => () => toast({ title });

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
    <section aria-labelledby={id}>
      <Card className="space-y-4 p-4 sm:p-6">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {intro && <p className="mt-1 text-sm text-slate-700">{intro}</p>}
        </div>
        {children}
      </Card>
    </section>
  );
}

/** The caller's share, and for a co-owner who may change the home's money (the landlord account). */
export function YourShare({ home: h }: { home: MoneyHome }) {
  if (h.yourShareBp === null) return null;
  return (
    <p className="rounded-lg bg-brand-50 p-4 text-slate-900">
      <strong className="text-lg">Your share: {formatShare(h.yourShareBp)}</strong>
      {h.relation === "co-owner" && (
        <span className="block text-sm text-slate-700">
          You can read this home's money as a co-owner. Only {h.landlordName}, the landlord account, can
          change it.
        </span>
      )}
    </p>
  );
}

/** The owners and their shares: a form for the landlord account, a list for the others. */
export function OwnersSection({
  propertyId,
  owners,
  canEdit,
}: {
  propertyId: string;
  owners: ReturnType<typeof useOwners>;
  canEdit: boolean;
}) {
  const setOwners = useSetOwners(propertyId);
  return (
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
  );
}

/** The purchase price and current value, for the yields. */
export function ValuesSection({ home: h, version }: { home: MoneyHome; version: number }) {
  const setValues = useSetValues(h.id);
  return (
    <Section
      id="values-heading"
      title="Values"
      intro="Used for the home's gross and net yield. Only you and your agent see them."
    >
      {h.canWrite ? (
        <ValuesForm
          key={version}
          home={h}
          onSave={(body) => setValues.mutateAsync(body).then(saved("Values saved"))}
        />
      ) : (
        <ValuesList home={h} />
      )}
    </Section>
  );
}

/** The agreement's form (and removing it) for the landlord account. */
function AgreementEditor({ home: h, version }: { home: MoneyHome; version: number }) {
  const setAgreement = useSetAgreement(h.id);
  const deleteAgreement = useDeleteAgreement(h.id);
  return (
    <div className="space-y-4">
      <AgreementForm
        key={version}
        agreement={h.agreement}
        onSave={(body) => setAgreement.mutateAsync(body).then(saved("Agreement saved"))}
      />
      {h.agreement && (
        <Button
          variant="secondary"
          disabled={deleteAgreement.isPending}
          onClick={() => deleteAgreement.mutateAsync().then(saved("Agreement removed"), toastError)}
        >
          Remove agreement
        </Button>
      )}
    </div>
  );
}

/** The management agreement with the home's agent: edited by the landlord account, read by the others. */
export function AgreementSection({
  home: h,
  canEdit,
  version,
}: {
  home: MoneyHome;
  canEdit: boolean;
  version: number;
}) {
  const body =
    !h.agentName && !h.agreement ? null : canEdit ? (
      <AgreementEditor home={h} version={version} />
    ) : h.agreement ? (
      <AgreementSummary agreement={h.agreement} />
    ) : (
      <p className="text-slate-700">
        No agreement recorded yet. {h.landlordName}, the landlord account, sets it up on this page.
      </p>
    );
  return (
    <Section
      id="agreement-heading"
      title="Management agreement"
      intro={
        h.agentName
          ? `The fee ${h.agentName} deducts from rent collected, shown on owner statements.`
          : "This home has no letting agent, so there is no management fee."
      }
    >
      {body}
    </Section>
  );
}

import type { Tenancy } from "@shared/schemas/tenancies";
import { ChartCard } from "@web/components/charts/ChartCard";
import { DocumentUpload } from "@web/components/documents/DocumentUpload";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { useUploadDocument } from "@web/lib/documents";
import { formatMoney } from "@web/lib/format";
import { FileUp, Wallet } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { csvLinks, useLedger, useRenewInvitation, useTenancyDocuments } from "./api";
import { ContactsSection } from "./contacts/ContactsSection";
import { DocumentsList } from "./DocumentsList";
import { DepositSection } from "./deposit/DepositSection";
import { formatDay, paymentHistoryText, propertyAddress, rentTerms } from "./display";
import { LedgerTable } from "./LedgerTable";
import { PaymentForm } from "./PaymentForm";
import { PaymentsTable } from "./PaymentsTable";
import { RentStatementForm } from "./RentDocuments";
import { RentIncreaseSection } from "./rent-increase/RentIncreaseSection";
import { SummaryStats } from "./SummaryStats";
import { TenancyLawPanel } from "./terms/TenancyLawPanel";

/**
 * The chart library is most of this page's JavaScript (the tenant's home and the tenancy page were
 * 220–230 KB gzip beyond the entry): the chart loads on its own, after the ledger and forms render.
 */
const PaymentHistoryChart = lazy(() =>
  import("./PaymentHistoryChart").then((m) => ({ default: m.PaymentHistoryChart })),
);

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/**
 * A tenancy with its figures, payments, ledger and documents: staff record and act on payments
 * and delete documents; the tenant reports payments. Both may upload documents.
 */
export function TenancyView({
  tenancy,
  staff,
  readOnly = false,
}: {
  tenancy: Tenancy;
  staff: boolean;
  /** A co-owner's view (issue 42 item 2): the figures, payments and ledger, no actions. */
  readOnly?: boolean;
}) {
  const ledger = useLedger(tenancy.id);
  const act = !readOnly;

  return (
    <div className="space-y-8">
      <SummaryStats summary={tenancy.summary} currency={tenancy.currency} />

      <TenancyDetails tenancy={tenancy} staff={staff} />

      {act && <ContactsSection tenancyId={tenancy.id} staff={staff} rent={tenancy} />}

      {act && <TenancyLawPanel tenancy={tenancy} staff={staff} />}

      <PaymentsSection tenancy={tenancy} staff={staff} ledger={ledger} readOnly={readOnly} />

      <Suspense
        fallback={
          <ChartCard {...paymentHistoryText} loading rows={[]} columns={[]}>
            {null}
          </ChartCard>
        }
      >
        <PaymentHistoryChart ledger={ledger.data} loading={ledger.isPending} />
      </Suspense>

      {act && <RentIncreaseSection tenancy={tenancy} staff={staff} />}

      <Section
        title="Rent ledger"
        action={
          <a
            href={csvLinks.ledger(tenancy.id)}
            download
            className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Download CSV
          </a>
        }
      >
        {ledger.isPending ? (
          <Skeleton className="h-40" />
        ) : ledger.data ? (
          <LedgerTable ledger={ledger.data} />
        ) : null}
      </Section>

      {act && tenancy.status !== "draft" && <RentStatementForm tenancyId={tenancy.id} />}

      {act && <DepositSection tenancy={tenancy} staff={staff} />}

      {act && <DocumentsSection tenancy={tenancy} staff={staff} />}
    </div>
  );
}

/** The property, rent, term and deposit; staff also see the tenant (or the pending invitation). */
function TenancyDetails({ tenancy, staff }: { tenancy: Tenancy; staff: boolean }) {
  return (
    <Card>
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Detail label="Property">
          {tenancy.property.title}
          <span className="block text-slate-600">{propertyAddress(tenancy.property)}</span>
        </Detail>
        <Detail label="Rent">{rentTerms(tenancy)}</Detail>
        <Detail label="Term">
          {formatDay(tenancy.startDate, "long")} to{" "}
          {tenancy.endDate ? formatDay(tenancy.endDate, "long") : "no fixed end (periodic)"}
        </Detail>
        <Detail label="Deposit">
          {tenancy.depositAmount ? formatMoney(tenancy.depositAmount, tenancy.currency) : "None"}
        </Detail>
        {staff && (
          <Detail label="Tenant">
            <TenantDetail tenancy={tenancy} />
          </Detail>
        )}
      </dl>
    </Card>
  );
}

function TenantDetail({ tenancy }: { tenancy: Tenancy }) {
  if (tenancy.tenant) {
    return (
      <>
        {tenancy.tenant.name}
        <span className="block text-slate-600">{tenancy.tenant.email}</span>
      </>
    );
  }
  return (
    <>
      Invited: {tenancy.invitation?.email}
      <span className="block text-slate-600">
        Waiting for them to accept the e-mailed invitation
        {tenancy.invitation?.expiresAt
          ? ` (link valid until ${formatDay(tenancy.invitation.expiresAt.slice(0, 10))})`
          : ""}
      </span>
      <RenewInvitation tenancyId={tenancy.id} email={tenancy.invitation?.email ?? ""} />
    </>
  );
}

/** The payments with the form to record (staff) or report (tenant) one. */
function PaymentsSection({
  tenancy,
  staff,
  ledger,
  readOnly,
}: {
  tenancy: Tenancy;
  staff: boolean;
  ledger: ReturnType<typeof useLedger>;
  readOnly: boolean;
}) {
  const [paying, setPaying] = useState(false);
  const canPay = tenancy.status !== "draft" && !readOnly;
  return (
    <Section
      title={staff ? "Payments" : "Payment history"}
      action={
        canPay &&
        !paying &&
        (staff || tenancy.tenant) && (
          <Button onClick={() => setPaying(true)}>
            <Wallet aria-hidden="true" /> {staff ? "Record payment" : "Report a payment"}
          </Button>
        )
      }
    >
      {tenancy.status === "draft" && (
        <p className="text-sm text-slate-700">
          Payments can be added once the tenancy is active
          {staff && !readOnly ? ": activate it when the tenant moves in." : "."}
        </p>
      )}
      {paying && (
        <Card>
          <h3 className="mb-4 font-semibold text-slate-900">
            {staff ? "Record a payment received" : "Report a payment you made"}
          </h3>
          <PaymentForm tenancy={tenancy} mode={staff ? "record" : "report"} onDone={() => setPaying(false)} />
        </Card>
      )}
      {ledger.isPending ? (
        <Skeleton className="h-32" />
      ) : ledger.isError ? (
        <p role="alert" className="text-red-700">
          {(ledger.error as Error).message}
        </p>
      ) : (
        <PaymentsTable payments={ledger.data.payments} staff={staff && !readOnly} />
      )}
    </Section>
  );
}

/** The tenancy's documents and the upload form (both may upload; staff delete). */
function DocumentsSection({ tenancy, staff }: { tenancy: Tenancy; staff: boolean }) {
  const documents = useTenancyDocuments(tenancy.id);
  const upload = useUploadDocument();
  const [uploading, setUploading] = useState(false);
  return (
    <Section
      title="Documents"
      action={
        !uploading && (
          <Button variant="secondary" onClick={() => setUploading(true)}>
            <FileUp aria-hidden="true" /> Upload document
          </Button>
        )
      }
    >
      {uploading && (
        <Card>
          <h3 className="mb-4 font-semibold text-slate-900">Upload a document</h3>
          <DocumentUpload
            target={{ tenancyId: tenancy.id }}
            upload={upload}
            defaultKind={staff ? "gas_safety" : "other"}
            onDone={() => setUploading(false)}
          />
        </Card>
      )}
      {documents.isPending ? (
        <Skeleton className="h-24" />
      ) : documents.isError ? (
        <p role="alert" className="text-red-700">
          {(documents.error as Error).message}
        </p>
      ) : (
        <DocumentsList documents={documents.data.items} canDelete={staff} />
      )}
    </Section>
  );
}

function RenewInvitation({ tenancyId, email }: { tenancyId: string; email: string }) {
  const renew = useRenewInvitation(tenancyId);
  return (
    <Button
      variant="link"
      className="h-auto p-0"
      disabled={renew.isPending}
      onClick={async () => {
        try {
          await renew.mutateAsync();
          toast({
            title: "Invitation sent again",
            description: `A new link is on its way to ${email}; the previous link no longer works.`,
          });
        } catch (err) {
          toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
        }
      }}
    >
      {renew.isPending ? "Sending..." : "Send the invitation again"}
    </Button>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="mt-0.5 text-slate-900">{children}</dd>
    </div>
  );
}

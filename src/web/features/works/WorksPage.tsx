import { type Contractor, tradeLabels } from "@shared/schemas/works";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { visitTime, WorksStatusBadge } from "@web/components/works/works-ui";
import { formatDay, formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { HardHat, Trash2, Wrench } from "lucide-react";
import { Link } from "react-router";
import { useContractors, useDeleteContractor, useWorksOrders } from "./api";
import { ContractorDialog } from "./ContractorDialog";

/** /landlord/works, /agent/works: open works orders of the homes managed, and the contractor book. */
export default function WorksPage() {
  usePageTitle("Contractors and works orders");
  return (
    <AppPage>
      <PageHeader
        title="Contractors and works orders"
        description="Send a contractor from a repair ticket; follow each job to the invoice."
        actions={<ContractorDialog />}
      />
      <OpenOrders />
      <Book />
    </AppPage>
  );
}

function OpenOrders() {
  const orders = useWorksOrders(true);
  return (
    <section aria-labelledby="open-orders" className="space-y-3">
      <h2 id="open-orders" className="text-xl font-semibold text-slate-900">
        Open works orders
      </h2>
      {orders.isPending ? (
        <Skeleton className="h-24" />
      ) : orders.isError ? (
        <p className="text-red-800">{orders.error.message}</p>
      ) : orders.data.length === 0 ? (
        <EmptyState icon={Wrench} title="No open works orders">
          Open a repair ticket under{" "}
          <Link to="/support/tickets" className="text-brand-700 underline">
            Support
          </Link>{" "}
          and raise a works order from it.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {orders.data.map((o) => (
            <li key={o.id}>
              <Card className="space-y-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link to={`/works-orders/${o.id}`} className="font-semibold text-brand-700 hover:underline">
                    #{o.number} {o.propertyTitle}
                  </Link>
                  <WorksStatusBadge status={o.status} />
                </div>
                <p className="text-sm text-slate-700">
                  {o.contractor.company ?? o.contractor.name} ({tradeLabels[o.contractor.trade]}), budget{" "}
                  {formatMoney(o.budgetPence)}
                </p>
                {o.appointmentAt && (
                  <p className="text-sm text-slate-700">Visit {visitTime(o.appointmentAt)}</p>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const insuranceBadge = (c: Contractor) =>
  c.insurance === "expired" ? (
    <Badge tone="danger">Insurance expired</Badge>
  ) : c.insurance === "expiring" ? (
    <Badge tone="warning">Insurance expires {formatDay(c.insuranceExpiresOn!)}</Badge>
  ) : c.insurance === "unknown" ? (
    <Badge>Insurance not recorded</Badge>
  ) : (
    <Badge tone="success">Insured to {formatDay(c.insuranceExpiresOn!)}</Badge>
  );

function Book() {
  const book = useContractors();
  const remove = useDeleteContractor();
  return (
    <section aria-labelledby="book" className="space-y-3">
      <h2 id="book" className="text-xl font-semibold text-slate-900">
        Contractor book
      </h2>
      {book.isPending ? (
        <Skeleton className="h-24" />
      ) : book.isError ? (
        <p className="text-red-800">{book.error.message}</p>
      ) : book.data.length === 0 ? (
        <EmptyState icon={HardHat} title="No contractors yet">
          Add the plumbers, electricians and other trades you use: then you can send them works orders.
        </EmptyState>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {book.data.map((c) => (
            <li key={c.id}>
              <Card className="space-y-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">{c.company ?? c.name}</p>
                    <p className="text-sm text-slate-700">
                      {tradeLabels[c.trade]}
                      {c.company ? `, ${c.name}` : ""}
                    </p>
                  </div>
                  {insuranceBadge(c)}
                </div>
                <p className="break-words text-sm text-slate-700">
                  <a href={`mailto:${c.email}`} className="text-brand-700 underline">
                    {c.email}
                  </a>
                  {c.phone ? ` · ${c.phone}` : ""}
                </p>
                <p className="text-sm text-slate-700">
                  {c.areas.length > 0 ? `Covers ${c.areas.join(", ")}` : "Areas not recorded"}
                </p>
                {c.gasSafeNumber && <p className="text-sm text-slate-700">Gas Safe {c.gasSafeNumber}</p>}
                {c.niceicNumber && <p className="text-sm text-slate-700">NICEIC/NAPIT {c.niceicNumber}</p>}
                <div className="flex flex-wrap gap-2">
                  <ContractorDialog contractor={c} />
                  <ConfirmDialog
                    trigger={
                      <Button size="sm" variant="ghost" aria-label={`Remove ${c.name}`}>
                        <Trash2 aria-hidden="true" /> Remove
                      </Button>
                    }
                    title={`Remove ${c.name}?`}
                    description="A contractor with works orders stays in your book to keep their history."
                    confirmLabel="Remove"
                    destructive
                    onConfirm={async () => {
                      try {
                        await remove.mutateAsync(c.id);
                        toast({ title: "Contractor removed" });
                      } catch (err) {
                        toast({ title: "Not removed", description: err instanceof Error ? err.message : "" });
                      }
                    }}
                  />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

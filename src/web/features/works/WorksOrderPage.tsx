import { tradeLabels, type WorksOrder } from "@shared/schemas/works";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { AppPage } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { LinkBox, visitTime, WorksStatusBadge } from "@web/components/works/works-ui";
import type { ApiRequestError } from "@web/lib/api";
import { formatDate, formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { cn } from "@web/lib/utils";
import NotFoundPage from "@web/shell/NotFoundPage";
import { ArrowLeft, Check, FileText, X } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { ApprovalLimit } from "./ApprovalLimit";
import { useOrderActions, useWorksOrder } from "./api";

/** /works-orders/:id: one order for the staff of its home; the landlord approves here. */
export default function WorksOrderPage() {
  const { id = "" } = useParams();
  const order = useWorksOrder(id);
  usePageTitle(order.data ? `Works order #${order.data.number}` : "Works order");
  if (order.isPending) {
    return (
      <AppPage>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </AppPage>
    );
  }
  if (order.isError) {
    const status = (order.error as ApiRequestError).status;
    if (status === 404 || status === 403) return <NotFoundPage />;
    return (
      <AppPage>
        <p className="text-red-800">{(order.error as Error).message}</p>
      </AppPage>
    );
  }
  return <OrderView order={order.data} />;
}

const fail = (title: string) => (err: unknown) =>
  toast({ title, description: err instanceof Error ? err.message : String(err) });

function OrderView({ order: o }: { order: WorksOrder }) {
  const act = useOrderActions(o.id);
  const [link, setLink] = useState<string | null>(null);
  const [resolve, setResolve] = useState(true);
  const closed = ["declined", "cancelled", "rejected"].includes(o.status) || !!o.invoice?.approvedAt;
  const decide = (decision: "approve" | "reject") =>
    act.decide.mutateAsync({ decision }).then((r) => {
      setLink(r.linkUrl);
      toast({ title: decision === "approve" ? "Approved: the contractor has their link" : "Not approved" });
    }, fail("Not saved"));
  return (
    <AppPage>
      <div>
        <Link
          to={`/support/tickets/${o.ticketId}`}
          className={cn(buttonVariants({ variant: "link" }), "h-auto px-0")}
        >
          <ArrowLeft aria-hidden="true" /> Ticket #{o.ticketNumber}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Works order #{o.number}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <WorksStatusBadge status={o.status} />
          <span>
            {o.propertyTitle}, raised by {o.createdByName ?? "a former user"} on {formatDate(o.createdAt)}
          </span>
        </div>
      </div>
      {link && <LinkBox url={link} />}
      {o.canApprove && (
        <Card className="space-y-3 border-amber-300 bg-amber-50">
          <h2 className="text-lg font-semibold text-slate-900">Your approval is needed</h2>
          <p className="text-slate-800">
            The budget of {formatMoney(o.budgetPence)} is above your limit of{" "}
            {formatMoney(o.approvalLimitPence)} for this home. The contractor hears of the job only once you
            approve it.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => decide("approve")} disabled={act.decide.isPending}>
              <Check aria-hidden="true" /> Approve works order
            </Button>
            <Button variant="secondary" onClick={() => decide("reject")} disabled={act.decide.isPending}>
              <X aria-hidden="true" /> Reject
            </Button>
          </div>
        </Card>
      )}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="space-y-3 lg:col-span-2">
          <h2 className="text-lg font-semibold text-slate-900">The job</h2>
          <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-600">Address</dt>
            <dd className="break-words text-slate-900">{o.address}</dd>
            <dt className="font-medium text-slate-600">Contractor</dt>
            <dd className="break-words text-slate-900">
              {o.contractor.company ?? o.contractor.name} ({tradeLabels[o.contractor.trade]}),{" "}
              {o.contractor.email}
              {o.contractor.phone ? `, ${o.contractor.phone}` : ""}
            </dd>
            <dt className="font-medium text-slate-600">Budget</dt>
            <dd className="text-slate-900">{formatMoney(o.budgetPence)}</dd>
            <dt className="font-medium text-slate-600">Visit</dt>
            <dd className="text-slate-900">
              {o.appointmentAt ? visitTime(o.appointmentAt) : "Not booked yet"}
            </dd>
            {o.approvedAt && (
              <>
                <dt className="font-medium text-slate-600">Approved</dt>
                <dd className="text-slate-900">
                  {formatDate(o.approvedAt)}
                  {o.approvedByName ? ` by ${o.approvedByName}` : " (within the limit)"}
                </dd>
              </>
            )}
            {o.declineReason && (
              <>
                <dt className="font-medium text-slate-600">Declined because</dt>
                <dd className="text-slate-900">{o.declineReason}</dd>
              </>
            )}
          </dl>
          <p className="whitespace-pre-wrap break-words text-slate-800">{o.description}</p>
          {o.files.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Photos and invoice">
              {o.files.map((f) => (
                <li key={f.id}>
                  <a
                    href={`/api/works-orders/${o.id}/files/${f.id}`}
                    download={f.fileName}
                    className="inline-flex items-center gap-1 rounded border border-slate-200 px-2 py-1 text-sm text-brand-700 hover:border-brand-300"
                  >
                    <FileText className="size-4" aria-hidden="true" />{" "}
                    {f.kind === "invoice" ? "Invoice" : "Photo"}: {f.fileName}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <div className="space-y-6">
          {o.invoice && (
            <Card className="space-y-3">
              <h2 className="text-lg font-semibold text-slate-900">Invoice</h2>
              <p className="text-slate-800">
                {formatMoney(o.invoice.amountPence)}, sent {formatDate(o.invoice.submittedAt)}
              </p>
              {o.invoice.approvedAt ? (
                <p className="text-sm text-slate-700">
                  Approved {formatDate(o.invoice.approvedAt)}: it is an expense of the home (repairs and
                  maintenance).
                </p>
              ) : o.status === "done" ? (
                <>
                  <label className="flex items-center gap-2 text-sm text-slate-800">
                    <input type="checkbox" checked={resolve} onChange={(e) => setResolve(e.target.checked)} />
                    Resolve the ticket too
                  </label>
                  <Button
                    onClick={() =>
                      act.approveInvoice
                        .mutateAsync(resolve)
                        .then(
                          () => toast({ title: "Invoice approved and recorded as an expense" }),
                          fail("Not approved"),
                        )
                    }
                    disabled={act.approveInvoice.isPending}
                  >
                    Approve invoice
                  </Button>
                </>
              ) : (
                <p className="text-sm text-slate-700">
                  You can approve it once the contractor marks the work done.
                </p>
              )}
            </Card>
          )}
          <Card className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900">Contractor link</h2>
            <p className="text-sm text-slate-700">
              {o.link.active && o.link.expiresAt
                ? `Active until ${formatDate(o.link.expiresAt)}.`
                : o.status === "awaiting_approval"
                  ? "Sent once the landlord approves."
                  : "No active link."}
            </p>
            {!closed && o.status !== "awaiting_approval" && (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() =>
                    act.reissue.mutateAsync().then((r) => setLink(r.linkUrl), fail("No new link"))
                  }
                >
                  Send a new link
                </Button>
                {o.link.active && (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() =>
                      act.revoke
                        .mutateAsync()
                        .then(() => toast({ title: "Link revoked" }), fail("Not revoked"))
                    }
                  >
                    Revoke link
                  </Button>
                )}
              </div>
            )}
            <ApprovalLimit propertyId={o.propertyId} />
          </Card>
          {!closed && o.status !== "done" && (
            <ConfirmDialog
              trigger={<Button variant="ghost">Cancel works order</Button>}
              title="Cancel this works order?"
              description="The contractor's link stops working and they are told not to attend."
              confirmLabel="Cancel works order"
              destructive
              onConfirm={() =>
                act.cancel.mutateAsync().then(() => toast({ title: "Cancelled" }), fail("Not cancelled"))
              }
            />
          )}
        </div>
      </div>
    </AppPage>
  );
}

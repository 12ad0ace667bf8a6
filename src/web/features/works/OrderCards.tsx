import { tradeLabels, type WorksOrder } from "@shared/schemas/works";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast-store";
import { visitTime } from "@web/components/works/works-ui";
import { formatDate, formatMoney } from "@web/lib/format";
import { Check, FileText, X } from "lucide-react";
import { useState } from "react";
import { ApprovalLimit } from "./ApprovalLimit";
import type { useOrderActions } from "./api";

/** The sections of a works order's page; each acts through the page's order actions. */

type Actions = ReturnType<typeof useOrderActions>;

const fail = (title: string) => (err: unknown) =>
  toast({ title, description: err instanceof Error ? err.message : String(err) });

/** The landlord approves or rejects an order above the home's approval limit. */
export function ApprovalCard({
  order: o,
  act,
  onLink,
}: {
  order: WorksOrder;
  act: Actions;
  onLink: (url: string | null) => void;
}) {
  const decide = (decision: "approve" | "reject") =>
    act.decide.mutateAsync({ decision }).then((r) => {
      onLink(r.linkUrl);
      toast({ title: decision === "approve" ? "Approved: the contractor has their link" : "Not approved" });
    }, fail("Not saved"));
  return (
    <Card className="space-y-3 border-amber-300 bg-amber-50">
      <h2 className="text-lg font-semibold text-slate-900">Your approval is needed</h2>
      <p className="text-slate-800">
        The budget of {formatMoney(o.budgetPence)} is above your limit of {formatMoney(o.approvalLimitPence)}{" "}
        for this home. The contractor hears of the job only once you approve it.
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
  );
}

/** Address, contractor, budget, visit, and the approval or the contractor's refusal. */
function JobFacts({ order: o }: { order: WorksOrder }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
      <dt className="font-medium text-slate-600">Address</dt>
      <dd className="break-words text-slate-900">{o.address}</dd>
      <dt className="font-medium text-slate-600">Contractor</dt>
      <dd className="break-words text-slate-900">
        {o.contractor.company ?? o.contractor.name} ({tradeLabels[o.contractor.trade]}), {o.contractor.email}
        {o.contractor.phone ? `, ${o.contractor.phone}` : ""}
      </dd>
      <dt className="font-medium text-slate-600">Budget</dt>
      <dd className="text-slate-900">{formatMoney(o.budgetPence)}</dd>
      <dt className="font-medium text-slate-600">Visit</dt>
      <dd className="text-slate-900">{o.appointmentAt ? visitTime(o.appointmentAt) : "Not booked yet"}</dd>
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
  );
}

/** The job: its facts, description, and the photos and invoice to download. */
export function JobCard({ order: o }: { order: WorksOrder }) {
  return (
    <Card className="space-y-3 lg:col-span-2">
      <h2 className="text-lg font-semibold text-slate-900">The job</h2>
      <JobFacts order={o} />
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
  );
}

/** Approve the contractor's invoice once the work is done (optionally resolving the ticket). */
function ApproveInvoice({ act }: { act: Actions }) {
  const [resolve, setResolve] = useState(true);
  return (
    <>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" checked={resolve} onChange={(e) => setResolve(e.target.checked)} />
        Resolve the ticket too
      </label>
      <Button
        onClick={() =>
          act.approveInvoice
            .mutateAsync(resolve)
            .then(() => toast({ title: "Invoice approved and recorded as an expense" }), fail("Not approved"))
        }
        disabled={act.approveInvoice.isPending}
      >
        Approve invoice
      </Button>
    </>
  );
}

/** The contractor's invoice: approved, to approve, or waiting for the work to be done. */
export function InvoiceCard({
  order: o,
  invoice,
  act,
}: {
  order: WorksOrder;
  invoice: NonNullable<WorksOrder["invoice"]>;
  act: Actions;
}) {
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Invoice</h2>
      <p className="text-slate-800">
        {formatMoney(invoice.amountPence)}, sent {formatDate(invoice.submittedAt)}
      </p>
      {invoice.approvedAt ? (
        <p className="text-sm text-slate-700">
          Approved {formatDate(invoice.approvedAt)}: it is an expense of the home (repairs and maintenance).
        </p>
      ) : o.status === "done" ? (
        <ApproveInvoice act={act} />
      ) : (
        <p className="text-sm text-slate-700">You can approve it once the contractor marks the work done.</p>
      )}
    </Card>
  );
}

const linkState = (o: WorksOrder) =>
  o.link.active && o.link.expiresAt
    ? `Active until ${formatDate(o.link.expiresAt)}.`
    : o.status === "awaiting_approval"
      ? "Sent once the landlord approves."
      : "No active link.";

/** The contractor's link (send a new one, revoke it) and the home's approval limit. */
export function LinkCard({
  order: o,
  closed,
  act,
  onLink,
}: {
  order: WorksOrder;
  closed: boolean;
  act: Actions;
  onLink: (url: string | null) => void;
}) {
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Contractor link</h2>
      <p className="text-sm text-slate-700">{linkState(o)}</p>
      {!closed && o.status !== "awaiting_approval" && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={() => act.reissue.mutateAsync().then((r) => onLink(r.linkUrl), fail("No new link"))}
          >
            Send a new link
          </Button>
          {o.link.active && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                act.revoke.mutateAsync().then(() => toast({ title: "Link revoked" }), fail("Not revoked"))
              }
            >
              Revoke link
            </Button>
          )}
        </div>
      )}
      <ApprovalLimit propertyId={o.propertyId} />
    </Card>
  );
}

/** Cancel the order, after a confirmation. */
export function CancelOrder({ act }: { act: Actions }) {
  return (
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
  );
}

import { type Payment, paymentMethodLabels } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { Table, Td, Th } from "@web/components/ui/table";
import { toast } from "@web/components/ui/toast-store";
import { formatMoney } from "@web/lib/format";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { usePaymentAction } from "./api";
import { formatDay, PaymentStatusBadge } from "./display";
import { ReceiptLink } from "./RentDocuments";

/** Every payment of a tenancy, any status; staff can confirm or fail pending ones and refund completed ones. */
export function PaymentsTable({ payments, staff }: { payments: Payment[]; staff: boolean }) {
  const [all, setAll] = useState(false);
  if (!payments.length) {
    return (
      <EmptyState icon={Wallet} title="No payments yet">
        {staff
          ? "Record a payment when rent comes in, or confirm one the tenant reports."
          : "Payments you report appear here until your landlord confirms them."}
      </EmptyState>
    );
  }
  // Pending ones always show: they are the ones someone has to act on.
  const shown = all ? payments : payments.filter((p, i) => i < RECENT || p.status === "pending");
  return (
    <div className="space-y-2">
      <Table caption="Payments">
        <thead>
          <tr>
            <Th>Paid on</Th>
            <Th className="text-right">Amount</Th>
            <Th>Method</Th>
            <Th>Reference</Th>
            <Th>Status</Th>
            <Th>Reported by</Th>
            <Th>Receipt</Th>
            {staff && <Th>Actions</Th>}
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.id} data-testid="payment-row">
              <Td className="whitespace-nowrap">{formatDay(p.paidOn)}</Td>
              <Td className="text-right font-medium tabular-nums">{formatMoney(p.amount, p.currency)}</Td>
              <Td>{paymentMethodLabels[p.method]}</Td>
              <Td className="max-w-40 truncate">{p.reference ?? "—"}</Td>
              <Td>
                <PaymentStatusBadge status={p.status} />
              </Td>
              <Td>{p.createdBy?.name ?? "—"}</Td>
              <Td>
                <ReceiptLink payment={p} />
              </Td>
              {staff && (
                <Td>
                  <PaymentActions payment={p} />
                </Td>
              )}
            </tr>
          ))}
        </tbody>
      </Table>
      {shown.length < payments.length && (
        <p className="text-sm text-slate-700">
          The latest {shown.length} of {payments.length} payments.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => setAll(true)}>
            Show all
          </Button>
        </p>
      )}
    </div>
  );
}

const RECENT = 10;

const done = {
  confirm: "Payment confirmed",
  fail: "Payment marked as failed",
  refund: "Payment refunded",
} as const;

export function PaymentActions({ payment }: { payment: Payment }) {
  const act = usePaymentAction();
  const amount = formatMoney(payment.amount, payment.currency);
  const run = async (action: "confirm" | "fail" | "refund") => {
    try {
      await act.mutateAsync({ id: payment.id, action });
      toast({ title: done[action], description: `${amount} paid on ${formatDay(payment.paidOn)}` });
    } catch (err) {
      toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
    }
  };
  if (payment.status === "pending") {
    return (
      <div className="flex gap-2">
        <Button size="sm" disabled={act.isPending} onClick={() => run("confirm")}>
          Confirm
        </Button>
        <ConfirmDialog
          trigger={
            <Button size="sm" variant="secondary" disabled={act.isPending}>
              Mark failed
            </Button>
          }
          title="Mark this payment as failed?"
          description={`${amount} reported for ${formatDay(payment.paidOn)} will not count towards the balance.`}
          confirmLabel="Mark failed"
          destructive
          onConfirm={() => run("fail")}
        />
      </div>
    );
  }
  if (payment.status === "completed") {
    return (
      <ConfirmDialog
        trigger={
          <Button size="sm" variant="secondary" disabled={act.isPending}>
            Refund
          </Button>
        }
        title="Refund this payment?"
        description={`${amount} will be taken off the payments and added back to the balance.`}
        confirmLabel="Refund"
        destructive
        onConfirm={() => run("refund")}
      />
    );
  }
  return <span className="text-slate-600">—</span>;
}

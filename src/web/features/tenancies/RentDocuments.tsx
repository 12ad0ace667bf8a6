import { today as londonToday } from "@shared/dates";
import { dateInputBounds } from "@shared/schemas/dates";
import { defaultRentStatementFrom, rentStatementQuerySchema } from "@shared/schemas/statements";
import type { Payment } from "@shared/schemas/tenancies";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { formatDay } from "@web/lib/format";
import { FileDown } from "lucide-react";
import { useState } from "react";

/** The receipt PDF of a completed payment (issue 17 item 5); nothing for other payments. */
export function ReceiptLink({ payment }: { payment: Payment }) {
  if (payment.status !== "completed") return <span aria-hidden="true">—</span>;
  return (
    <a
      href={`/api/tenancies/${payment.tenancyId}/payments/${payment.id}/receipt.pdf`}
      target="_blank"
      rel="noreferrer"
      className="font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      Receipt<span className="sr-only"> for the payment of {formatDay(payment.paidOn)}</span>
    </a>
  );
}

/** A rent statement PDF of the tenancy between two dates (at most 3 years). */
export function RentStatementForm({ tenancyId }: { tenancyId: string }) {
  const today = londonToday();
  const [from, setFrom] = useState(defaultRentStatementFrom(today));
  const [to, setTo] = useState(today);
  const check = rentStatementQuerySchema.safeParse({ from, to });
  const errors: Record<string, string> = {};
  for (const issue of check.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  const valid = check.success;
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Rent statement</h2>
      <p className="text-sm text-slate-600">
        A PDF of the rent charged, the payments received and the balance between two dates.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <FormField label="From" error={from ? errors.from : undefined}>
          <Input type="date" {...dateInputBounds()} value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label="To" error={to ? errors.to : undefined}>
          <Input type="date" {...dateInputBounds()} value={to} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <a
          href={valid ? `/api/tenancies/${tenancyId}/statement.pdf?from=${from}&to=${to}` : undefined}
          aria-disabled={!valid}
          target="_blank"
          rel="noreferrer"
          className={buttonVariants({ variant: "secondary" })}
        >
          <FileDown aria-hidden="true" /> Rent statement PDF
        </a>
      </div>
    </Card>
  );
}

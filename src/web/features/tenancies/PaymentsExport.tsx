import { buttonVariants } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Download } from "lucide-react";
import { useState } from "react";
import { todayIso } from "./display";

/** Download every payment (any status) on the caller's tenancies between two dates. */
export function PaymentsExport() {
  const today = todayIso();
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  const valid = Boolean(from && to && from <= to);
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Export payments</h2>
      <p className="text-sm text-slate-600">
        A CSV of every payment paid between two dates, for your accounts.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <FormField label="From">
          <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label="To" error={from && to && from > to ? "Must be after the start" : undefined}>
          <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <a
          href={valid ? `/api/payments/export.csv?from=${from}&to=${to}` : undefined}
          aria-disabled={!valid}
          className={buttonVariants({ variant: "secondary" })}
          download
        >
          <Download aria-hidden="true" /> Download CSV
        </a>
      </div>
    </Card>
  );
}

import { today as londonToday } from "@shared/dates";
import { dateInputBounds } from "@shared/schemas/dates";
import { paymentsExportQuerySchema } from "@shared/schemas/tenancies";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Download } from "lucide-react";
import { useState } from "react";
import { csvLinks } from "./api";

/** Download every payment (any status) on the caller's tenancies between two dates. */
export function PaymentsExport() {
  const today = londonToday();
  const [from, setFrom] = useState(`${today.slice(0, 4)}-01-01`);
  const [to, setTo] = useState(today);
  // The API's rules (dates in range, end on or after start, at most 10 years), checked before the link works.
  const check = paymentsExportQuerySchema.safeParse({ from, to });
  const errors: Record<string, string> = {};
  for (const issue of check.error?.issues ?? []) errors[String(issue.path[0])] ??= issue.message;
  const valid = check.success;
  return (
    <Card>
      <h2 className="font-semibold text-slate-900">Export payments</h2>
      <p className="text-sm text-slate-600">
        A CSV of every payment paid between two dates, for your accounts.
      </p>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <FormField label="From" error={from ? errors.from : undefined}>
          <Input type="date" {...dateInputBounds()} value={from} onChange={(e) => setFrom(e.target.value)} />
        </FormField>
        <FormField label="To" error={to ? errors.to : undefined}>
          <Input type="date" {...dateInputBounds()} value={to} onChange={(e) => setTo(e.target.value)} />
        </FormField>
        <a
          href={valid ? csvLinks.payments(from, to) : undefined}
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

import type { Ledger } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatMoney } from "@web/lib/format";
import { ReceiptText } from "lucide-react";
import { useState } from "react";
import { formatDay } from "./display";

/** Lines shown before "Show all": about the last six months of a monthly tenancy. */
const RECENT = 12;

/** Charges and completed payments in date order with the running balance, newest last. */
export function LedgerTable({ ledger }: { ledger: Ledger }) {
  const [all, setAll] = useState(false);
  if (!ledger.entries.length) {
    return (
      <EmptyState icon={ReceiptText} title="No charges yet">
        Rent is charged from the start date once the tenancy is active.
      </EmptyState>
    );
  }
  const money = (m: number) => formatMoney(m, ledger.currency);
  const hidden = all ? 0 : Math.max(0, ledger.entries.length - RECENT);
  const shown = ledger.entries.slice(hidden);
  return (
    <div className="space-y-2">
      {hidden > 0 && (
        <p className="text-sm text-slate-700">
          The latest {shown.length} of {ledger.entries.length} entries.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => setAll(true)}>
            Show all
          </Button>
        </p>
      )}
      <Table caption="Rent ledger">
        <thead>
          <tr>
            <Th>Date</Th>
            <Th>Description</Th>
            <Th className="text-right">Charge</Th>
            <Th className="text-right">Payment</Th>
            <Th className="text-right">Balance</Th>
          </tr>
        </thead>
        <tbody>
          {shown.map((e, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: ledger lines are positional
            <tr key={i}>
              <Td className="whitespace-nowrap">{formatDay(e.date)}</Td>
              <Td>{e.type === "charge" ? describeCharge(e.description) : e.description}</Td>
              <Td className="text-right tabular-nums">{e.debitMinor ? money(e.debitMinor) : ""}</Td>
              <Td className="text-right tabular-nums text-green-800">
                {e.creditMinor ? money(e.creditMinor) : ""}
              </Td>
              <Td className="text-right font-medium tabular-nums">{money(e.balanceMinor)}</Td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}

/** "Rent 2026-01-20 to 2026-01-31 (pro rata)" with its dates in words. */
function describeCharge(text: string) {
  return text.replace(/\d{4}-\d{2}-\d{2}/g, (d) => formatDay(d, "short"));
}

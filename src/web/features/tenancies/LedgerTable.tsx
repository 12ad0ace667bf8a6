import type { Ledger } from "@shared/schemas/tenancies";
import { EmptyState } from "@web/components/ui/empty-state";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatMoney } from "@web/lib/format";
import { ReceiptText } from "lucide-react";
import { formatDay } from "./display";

/** Charges and completed payments in date order with the running balance, newest last. */
export function LedgerTable({ ledger }: { ledger: Ledger }) {
  if (!ledger.entries.length) {
    return (
      <EmptyState icon={ReceiptText} title="No charges yet">
        Rent is charged from the start date once the tenancy is active.
      </EmptyState>
    );
  }
  const money = (m: number) => formatMoney(m, ledger.currency);
  return (
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
        {ledger.entries.map((e, i) => (
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
  );
}

/** "Rent 2026-01-20 to 2026-01-31 (pro rata)" with its dates in words. */
function describeCharge(text: string) {
  return text.replace(/\d{4}-\d{2}-\d{2}/g, (d) => formatDay(d, "short"));
}

import { rentKindLabels, type TenancyRent } from "@shared/schemas/rent-increases";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatMoney } from "@web/lib/format";
import { formatDay } from "../display";

/** Every rent of the tenancy, oldest first: from when, how much, and where it came from. */
export function RentHistoryTable({ rents, currency }: { rents: TenancyRent[]; currency: string }) {
  if (!rents.length)
    return (
      <p className="text-sm text-slate-700">No rent history yet: it starts when the tenancy is created.</p>
    );
  return (
    <Table caption="Rent history" className="min-w-0">
      <thead>
        <tr>
          <Th>From</Th>
          <Th>Rent</Th>
          <Th>Change</Th>
        </tr>
      </thead>
      <tbody>
        {rents.map((r) => (
          <tr key={r.id}>
            <Td className="whitespace-nowrap">{formatDay(r.effectiveDate)}</Td>
            <Td className="whitespace-nowrap">
              {formatMoney(r.amount, currency)} {r.frequency === "weekly" ? "a week" : "a month"}
            </Td>
            <Td>
              {rentKindLabels[r.kind]}
              {r.reason && <span className="block text-xs text-slate-600">{r.reason}</span>}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

import { Skeleton } from "@web/components/ui/skeleton";
import { Table, Td, Th } from "@web/components/ui/table";
import { formatMoney } from "@web/lib/format";
import { usePortfolioRents } from "./api";

/** The caller's homes, each against the median asking rent of similar published listings. */
export function PortfolioRentsTable() {
  const data = usePortfolioRents();
  if (data.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {data.error.message}
      </p>
    );
  if (!data.data) return <Skeleton className="h-40" />;
  const { items, currency } = data.data;
  if (!items.length) return <p className="text-sm text-slate-600">No properties to compare yet.</p>;
  return (
    <Table caption="Your rents against the local median">
      <thead>
        <tr>
          <Th>Property</Th>
          <Th className="text-right">Bedrooms</Th>
          <Th className="text-right">Your rent</Th>
          <Th className="text-right">Local median</Th>
          <Th className="text-right">Difference</Th>
        </tr>
      </thead>
      <tbody>
        {items.map((r) => (
          <tr key={r.propertyId}>
            <Td>
              <span className="font-medium text-slate-900">{r.title}</span>
              <span className="block text-xs text-slate-600">{r.city}</span>
            </Td>
            <Td className="text-right tabular-nums">{r.bedrooms === 0 ? "Studio" : r.bedrooms}</Td>
            <Td className="text-right tabular-nums">{formatMoney(r.rentPcm, currency)} pcm</Td>
            <Td className="text-right tabular-nums">
              {r.localMedian === null ? (
                <span className="text-slate-600">Too few listings ({r.localCount})</span>
              ) : (
                <>
                  {formatMoney(r.localMedian, currency)}
                  <span className="block text-xs text-slate-600">{r.localCount} listings</span>
                </>
              )}
            </Td>
            <Td
              className={`text-right tabular-nums ${
                r.differencePct === null ? "" : r.differencePct > 0 ? "text-amber-800" : "text-green-800"
              }`}
            >
              {r.differencePct === null
                ? "—"
                : `${r.differencePct > 0 ? "+" : ""}${r.differencePct.toLocaleString("en-GB")}%`}
            </Td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

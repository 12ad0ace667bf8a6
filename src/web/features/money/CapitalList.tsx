import { expenseCategoryLabels } from "@shared/accounts/categories";
import { formatShare } from "@shared/accounts/shares";
import type { MtdFigures } from "@shared/schemas/mtd";
import { formatDay, formatMoney } from "@web/lib/format";

/** Capital expenses of the year: not in the quarterly figures, listed for the accountant. */
export function CapitalList({ items, totalMinor }: { items: MtdFigures["capital"]; totalMinor: number }) {
  return (
    <section aria-labelledby="capital-heading" className="space-y-2">
      <h2 id="capital-heading" className="text-lg font-semibold text-slate-900">
        Capital, not in these figures
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">No capital expenses recorded this tax year.</p>
      ) : (
        <>
          <ul className="space-y-2">
            {items.map((c, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an expense may repeat across homes
              <li key={i} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                <p className="font-medium text-slate-900">
                  {formatMoney(c.shareMinor)} — {c.supplier}
                  {c.description ? `: ${c.description}` : ""}
                </p>
                <p className="text-slate-600">
                  {formatDay(c.date)}, {c.home}, {expenseCategoryLabels[c.category]}; your{" "}
                  {formatShare(c.shareBp)} of {formatMoney(c.amountMinor)}
                </p>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">Your share in all: {formatMoney(totalMinor)}</p>
        </>
      )}
    </section>
  );
}

import { expenseCategories, expenseCategoryLabels } from "@shared/accounts/categories";
import type { MtdQuarterFigures } from "@shared/schemas/mtd";
import { Badge } from "@web/components/ui/badge";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { formatDay, formatMoney } from "@web/lib/format";
import { Download } from "lucide-react";
import { mtdFiles } from "./api";

function Deadline({ q }: { q: MtdQuarterFigures }) {
  if (q.deadlinePassed) return <Badge tone="neutral">Deadline passed {formatDay(q.due)}</Badge>;
  if (q.ended) return <Badge tone="warning">Due by {formatDay(q.due)}</Badge>;
  return <Badge tone="info">Quarter open: due {formatDay(q.due)}</Badge>;
}

/** One quarter's cumulative figures, its deadline and its two downloads. */
export function QuarterCard({
  q,
  taxYear,
  consolidated,
}: {
  q: MtdQuarterFigures;
  taxYear: string;
  consolidated: boolean;
}) {
  const headingId = `quarter-${q.quarter}`;
  const rows: [string, string, number][] = [
    ["periodAmount", "Rents received", q.income.periodAmount],
    ...(q.consolidatedExpenses !== null
      ? ([
          ["consolidatedExpenses", "Consolidated expenses", q.consolidatedExpenses],
          [
            "residentialFinancialCost",
            expenseCategoryLabels.residentialFinancialCost,
            q.expenses.residentialFinancialCost,
          ],
        ] as [string, string, number][])
      : expenseCategories.map((k): [string, string, number] => [k, expenseCategoryLabels[k], q.expenses[k]])),
  ];
  return (
    <Card role="group" aria-labelledby={headingId} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold text-slate-900">
            Quarter {q.quarter}: to {formatDay(q.to)}
          </h3>
          <p className="text-sm text-slate-600">
            Cumulative from {formatDay(q.from)}; this quarter from {formatDay(q.quarterFrom)}
          </p>
        </div>
        <Deadline q={q} />
      </div>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Figures of quarter {q.quarter}</caption>
        <thead>
          <tr>
            <th scope="col" className="border-b border-slate-200 py-1.5 pr-2 font-semibold text-slate-700">
              Category
            </th>
            <th
              scope="col"
              className="border-b border-slate-200 py-1.5 text-right font-semibold text-slate-700"
            >
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([key, label, amount]) => (
            <tr key={key}>
              <th scope="row" className="border-b border-slate-100 py-1.5 pr-2 font-normal text-slate-800">
                {label}
                <span className="block text-xs text-slate-500">{key}</span>
              </th>
              <td className="border-b border-slate-100 py-1.5 text-right tabular-nums text-slate-900">
                {formatMoney(amount)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-1.5 pr-2 text-left font-semibold">
              Total expenses
            </th>
            <td className="py-1.5 text-right font-semibold tabular-nums">{formatMoney(q.totalExpenses)}</td>
          </tr>
        </tfoot>
      </table>
      <div className="flex flex-wrap gap-2">
        <a
          href={mtdFiles.csv(taxYear, q.quarter, consolidated)}
          aria-label={`CSV of quarter ${q.quarter}`}
          download
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          <Download aria-hidden="true" />
          CSV
        </a>
        <a
          href={mtdFiles.json(taxYear, q.quarter, consolidated)}
          aria-label={`HMRC JSON of quarter ${q.quarter}`}
          download
          className={buttonVariants({ variant: "secondary", size: "sm" })}
        >
          <Download aria-hidden="true" />
          HMRC JSON
        </a>
      </div>
    </Card>
  );
}

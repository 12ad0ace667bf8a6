import { formatShare, WHOLE_BP } from "@shared/accounts/shares";
import {
  homeShortAddress,
  type Statement,
  type StatementHome,
  type StatementLine,
  splitStatementHomes,
} from "@shared/schemas/statements";
import { Card } from "@web/components/ui/card";
import { formatDay, formatMoney } from "@web/lib/format";

const signed = (l: StatementLine) => (l.kind === "rent" ? l.amountMinor : -l.amountMinor);

/** One line as a row that stacks on a phone: date and description, then the amount. */
function Line({ line, deducted = true }: { line: StatementLine; deducted?: boolean }) {
  return (
    <li className="flex flex-col gap-1 border-b border-slate-100 py-2 last:border-0 sm:flex-row sm:items-baseline sm:gap-4">
      <span className="w-32 shrink-0 text-sm text-slate-600">{formatDay(line.date)}</span>
      <span className="min-w-0 flex-1 break-words">
        {line.description}
        {line.vatMinor > 0 && (
          <span className="text-sm text-slate-600"> (VAT {formatMoney(line.vatMinor)})</span>
        )}
      </span>
      <span className="shrink-0 font-medium tabular-nums sm:text-right">
        {formatMoney(deducted ? signed(line) : line.amountMinor)}
      </span>
    </li>
  );
}

/** One home with activity: its lines, what was paid out, and what the owner paid directly. */
function HomeCard({ h }: { h: StatementHome }) {
  return (
    <Card className="space-y-3">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{h.title}</h2>
        <p className="text-sm text-slate-700">
          {h.address}
          {h.shareBp !== WHOLE_BP && ` · figures are the owner's ${formatShare(h.shareBp)} share`}
        </p>
      </div>
      {h.lines.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing received or paid from rent this month.</p>
      ) : (
        <ul aria-label={`Lines of ${h.title}`}>
          {h.lines.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: stored lines never reorder
            <Line key={i} line={l} />
          ))}
        </ul>
      )}
      <p className="flex justify-between border-t pt-2 font-semibold">
        <span>Paid out for this home</span>
        <span className="tabular-nums">{formatMoney(h.paidOutMinor)}</span>
      </p>
      {h.ownerPaid.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold text-slate-900">Paid by the owner directly (not deducted)</h3>
          <ul aria-label={`Expenses the owner paid for ${h.title}`}>
            {h.ownerPaid.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: stored lines never reorder
              <Line key={i} line={l} deducted={false} />
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

/** The homes without rent, fees or expenses in the month: one line, their addresses folded away. */
function QuietHomes({ summary, homes }: { summary: string; homes: StatementHome[] }) {
  return (
    <Card>
      <details>
        <summary className="cursor-pointer text-slate-900">{summary}</summary>
        <ul
          aria-label="Homes without rent, fees or expenses"
          className="mt-2 space-y-1 text-sm text-slate-700"
        >
          {homes.map((h) => (
            <li key={h.propertyId}>
              {homeShortAddress(h)} <span className="text-slate-600">({h.title})</span>
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

/**
 * A statement's homes with activity and their lines, one line for the rest (issue 42 item 6), and
 * the totals (of every home).
 */
export function StatementFigures({ statement }: { statement: Statement }) {
  const t = statement.figures.totals;
  const { active, quiet, quietSummary } = splitStatementHomes(statement.figures.homes);
  return (
    <div className="space-y-6">
      {statement.partial && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          You see the homes you manage of this owner's statement, and their totals.
        </p>
      )}
      {active.map((h) => (
        <HomeCard key={h.propertyId} h={h} />
      ))}
      {quietSummary && <QuietHomes summary={quietSummary} homes={quiet} />}
      <Card>
        <h2 className="mb-3 text-lg font-semibold text-slate-900">Totals</h2>
        <dl className="space-y-2">
          <Total label="Rent collected" minor={t.rentMinor} />
          <Total label={`Agent fees (VAT ${formatMoney(t.feesVatMinor)} included)`} minor={-t.feesMinor} />
          <Total label="Expenses paid from rent" minor={-t.expensesMinor} />
          <Total
            label={t.paidOutMinor < 0 ? "Owed by the owner" : "Amount paid out"}
            minor={Math.abs(t.paidOutMinor)}
            strong
          />
          {t.ownerPaidMinor > 0 && (
            <Total label="Expenses the owner paid directly (not deducted)" minor={t.ownerPaidMinor} />
          )}
        </dl>
      </Card>
    </div>
  );
}

function Total({ label, minor, strong }: { label: string; minor: number; strong?: boolean }) {
  return (
    <div className={`flex justify-between gap-4 ${strong ? "border-t pt-2 font-semibold" : ""}`}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatMoney(minor)}</dd>
    </div>
  );
}

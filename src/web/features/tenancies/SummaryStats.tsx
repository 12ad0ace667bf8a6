import type { LedgerSummaryDto } from "@shared/schemas/tenancies";
import { Stat } from "@web/components/ui/stat";
import { formatMoney } from "@web/lib/format";
import { balanceText, formatDay } from "./display";

/** The four figures everyone asks first: balance, arrears, next payment, awaiting confirmation. */
export function SummaryStats({ summary, currency }: { summary: LedgerSummaryDto; currency: string }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="ledger-summary">
      <Stat
        label="Balance"
        value={<span data-testid="balance">{balanceText(summary.balanceMinor, currency)}</span>}
        hint={`Charged ${formatMoney(summary.chargedMinor, currency)}, paid ${formatMoney(summary.paidMinor, currency)}`}
      />
      <Stat
        label="Arrears"
        value={
          <span className={summary.arrearsMinor > 0 ? "text-red-700" : undefined}>
            {formatMoney(summary.arrearsMinor, currency)}
          </span>
        }
        hint={
          summary.arrearsMinor > 0 && summary.oldestUnpaidDueDate
            ? `${summary.daysOverdue} ${summary.daysOverdue === 1 ? "day" : "days"} overdue, since ${formatDay(summary.oldestUnpaidDueDate)}`
            : "Nothing overdue"
        }
      />
      <Stat
        label="Next payment due"
        value={
          summary.nextDue ? (
            <span data-testid="next-due">{formatMoney(summary.nextDue.amountMinor, currency)}</span>
          ) : (
            "None scheduled"
          )
        }
        hint={summary.nextDue ? `on ${formatDay(summary.nextDue.dueDate, "long")}` : undefined}
      />
      <Stat
        label="Awaiting confirmation"
        value={formatMoney(summary.pendingMinor, currency)}
        hint={
          summary.pendingMinor > 0 ? "Reported payments count once confirmed" : "No reported payments waiting"
        }
      />
    </dl>
  );
}

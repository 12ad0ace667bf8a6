import { formatShare } from "@shared/accounts/shares";
import type { Agreement, MoneyHome, Owner } from "@shared/schemas/money-owners";
import { Badge } from "@web/components/ui/badge";
import { formatDay, formatMoney } from "@web/lib/format";
import { feeExample } from "./AgreementForm";

const statusLabel = { owner: "Landlord account", accepted: "Co-owner", invited: "Invited" } as const;

/** The owners as a list (for those who read them: the agent, co-owners). */
export function OwnersList({ owners }: { owners: Owner[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {owners.map((o, i) => (
        <li key={o.id ?? i} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span className="font-medium text-slate-900">
            {o.name}
            {o.isYou && <span className="font-normal text-slate-600"> (you)</span>}
          </span>
          <span className="flex items-center gap-2">
            <Badge tone={o.status === "invited" ? "warning" : o.isPrimary ? "brand" : "neutral"}>
              {statusLabel[o.status]}
            </Badge>
            <span className="font-semibold tabular-nums">{formatShare(o.shareBp)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

const money = (v: number | null) => (v === null ? "Not recorded" : formatMoney(v));

export function ValuesList({ home }: { home: MoneyHome }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-3">
      <div>
        <dt className="text-sm text-slate-600">Purchase price</dt>
        <dd className="font-semibold">{money(home.purchasePriceMinor)}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Purchase date</dt>
        <dd className="font-semibold">{home.purchasedOn ? formatDay(home.purchasedOn) : "Not recorded"}</dd>
      </div>
      <div>
        <dt className="text-sm text-slate-600">Current value</dt>
        <dd className="font-semibold">{money(home.currentValueMinor)}</dd>
      </div>
    </dl>
  );
}

export function AgreementSummary({ agreement }: { agreement: Agreement }) {
  const parts = [
    agreement.feeBp > 0 ? `${formatShare(agreement.feeBp)} of rent collected` : null,
    agreement.fixedFeeMinor > 0 ? `${formatMoney(agreement.fixedFeeMinor)} a month` : null,
  ].filter(Boolean);
  return (
    <div className="space-y-2 text-slate-800">
      <p>
        <strong>{parts.join(" + ")}</strong>
        {agreement.vatBp > 0 ? `, plus VAT at ${formatShare(agreement.vatBp)}` : ", no VAT"}
        {agreement.agentName ? ` to ${agreement.agentName}` : ""}.
      </p>
      <p className="text-sm text-slate-600">
        From {formatDay(agreement.startsOn)}
        {agreement.endsOn ? ` to ${formatDay(agreement.endsOn)}` : ", no end date"}.
      </p>
      <p className="rounded-lg bg-slate-50 p-3 text-sm">
        {feeExample(agreement.feeBp, agreement.fixedFeeMinor, agreement.vatBp)}
      </p>
    </div>
  );
}

import { ordinal } from "@shared/dates";
import {
  type ComplianceState,
  complianceStateLabels,
  type PaymentStatus,
  paymentStatusLabels,
  rentFrequencyLabels,
  type Tenancy,
  type TenancyStatus,
  tenancyStatusLabels,
  weekdayLabels,
} from "@shared/schemas/tenancies";
import { Badge } from "@web/components/ui/badge";
import { formatMoney } from "@web/lib/format";

type Tone = "neutral" | "brand" | "success" | "warning" | "danger" | "info";

export { formatDay } from "@web/lib/format";

export const tenancyTone: Record<TenancyStatus, Tone> = {
  draft: "neutral",
  active: "success",
  ended: "info",
};
export const paymentTone: Record<PaymentStatus, Tone> = {
  pending: "warning",
  completed: "success",
  failed: "danger",
  refunded: "neutral",
};
export const complianceTone: Record<ComplianceState, Tone> = {
  valid: "success",
  expiring: "warning",
  expired: "danger",
  missing: "danger",
};

export const TenancyStatusBadge = ({ status }: { status: TenancyStatus }) => (
  <Badge tone={tenancyTone[status]}>{tenancyStatusLabels[status]}</Badge>
);
export const PaymentStatusBadge = ({ status }: { status: PaymentStatus }) => (
  <Badge tone={paymentTone[status]}>{paymentStatusLabels[status]}</Badge>
);
export const ComplianceBadge = ({ state }: { state: ComplianceState }) => (
  <Badge tone={complianceTone[state]}>{complianceStateLabels[state]}</Badge>
);

/** "£1,200 per month, due on the 1st" */
export function rentTerms(t: Pick<Tenancy, "rentAmount" | "currency" | "rentFrequency" | "dueDay">) {
  const amount = formatMoney(t.rentAmount, t.currency);
  if (t.rentFrequency === "weekly") return `${amount} per week, due every ${weekdayLabels[t.dueDay - 1]}`;
  return `${amount} per month, due on the ${ordinal(t.dueDay)}${t.dueDay > 28 ? " (or the month's last day)" : ""}`;
}

export const frequencyLabel = (t: Pick<Tenancy, "rentFrequency">) => rentFrequencyLabels[t.rentFrequency];

/** Balance in words: owed, in credit, or settled. */
export function balanceText(minor: number, currency: string) {
  if (minor > 0) return `${formatMoney(minor, currency)} owed`;
  if (minor < 0) return `${formatMoney(-minor, currency)} in credit`;
  return "Nothing owed";
}

export const propertyAddress = (p: Tenancy["property"]) => `${p.addressLine1}, ${p.city} ${p.postcode}`;

export { useTenancyBase } from "@web/lib/tenancy-paths";

/** The payment history chart's heading and line, also shown while the chart's code loads. */
export const paymentHistoryText = {
  title: "Rent and payments by month",
  description: "Rent charged and payments confirmed over the last 12 months",
};

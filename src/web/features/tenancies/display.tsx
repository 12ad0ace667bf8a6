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
import { useAuth } from "@web/auth/use-auth";
import { Badge } from "@web/components/ui/badge";
import { formatMoney } from "@web/lib/format";
import { site } from "@web/lib/site";
import { useLocation } from "react-router";

type Tone = "neutral" | "brand" | "success" | "warning" | "danger" | "info";

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar date ("2026-01-31") as text. Formatted in UTC: the ledger's dates have no time of
 * day, and a browser west of Greenwich would otherwise show the day before.
 */
export function formatDay(iso: string, style: "medium" | "long" | "short" = "medium"): string {
  let f = dayFormatters.get(style);
  if (!f) {
    f = new Intl.DateTimeFormat(site.locale, { dateStyle: style, timeZone: "UTC" });
    dayFormatters.set(style, f);
  }
  return f.format(new Date(`${iso}T00:00:00Z`));
}

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

export function ordinal(n: number) {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th");
  return `${n}${s}`;
}

/** Balance in words: owed, in credit, or settled. */
export function balanceText(minor: number, currency: string) {
  if (minor > 0) return `${formatMoney(minor, currency)} owed`;
  if (minor < 0) return `${formatMoney(-minor, currency)} in credit`;
  return "Nothing owed";
}

export const propertyAddress = (p: Tenancy["property"]) => `${p.addressLine1}, ${p.city} ${p.postcode}`;

/** Where the staff tenancy pages are mounted (/landlord, /agent or /admin). */
export function useTenancyBase() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const section = pathname.split("/")[1] ?? "";
  // An agent may open the admin section's tenancy pages, but their payments page is /agent's.
  const root = section === "admin" && user?.role === "agent" ? "/agent" : `/${section}`;
  return { base: `/${section}/tenancies`, root, role: user?.role };
}

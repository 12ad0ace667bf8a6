import { formatShare } from "@shared/accounts/shares";
import type { Role } from "@shared/permissions";
import type { MoneyHome } from "@shared/schemas/money-owners";
import { useAuth } from "@web/auth/use-auth";
import { MoneyNav, moneyPath } from "@web/components/money/MoneyNav";
import { Badge } from "@web/components/ui/badge";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { Home } from "lucide-react";
import { Link } from "react-router";
import { useMoneyHomes } from "./api";

const relationLabel = { owner: "Yours", "co-owner": "Co-owned", agent: "Managed", admin: "" } as const;

/** The agent's fee: a share of rent and/or a fixed monthly sum, plus VAT; or why there is none. */
const agreementText = (h: MoneyHome) => {
  if (!h.agreement) return h.agentName ? "None yet" : "No agent";
  const parts = [
    h.agreement.feeBp ? `${formatShare(h.agreement.feeBp)} of rent` : "",
    h.agreement.fixedFeeMinor ? `${formatMoney(h.agreement.fixedFeeMinor)} a month` : "",
  ];
  return parts.filter(Boolean).join(" + ") + (h.agreement.vatBp ? " + VAT" : "");
};

/** One home: its link, how the caller reaches it, share (or owners), value and agreement. */
function HomeCard({ home: h, role }: { home: MoneyHome; role: Role }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Link
          to={`${moneyPath(role)}/homes/${h.id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          {h.title}
        </Link>
        {relationLabel[h.relation] && <Badge tone="neutral">{relationLabel[h.relation]}</Badge>}
      </div>
      <p className="text-sm text-slate-600">
        {h.addressLine1}, {h.city}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">{h.yourShareBp !== null ? "Your share" : "Owners"}</dt>
          <dd className="font-semibold">
            {h.yourShareBp !== null ? formatShare(h.yourShareBp) : h.ownerCount}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Current value</dt>
          <dd className="font-semibold">
            {h.currentValueMinor !== null ? formatMoney(h.currentValueMinor) : "Not recorded"}
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-slate-600">Management agreement</dt>
          <dd className="font-semibold">{agreementText(h)}</dd>
        </div>
      </dl>
    </li>
  );
}

/** No homes yet: an agent waits for a landlord; a landlord adds a property. */
function NoHomes({ role }: { role: Role }) {
  return (
    <EmptyState
      icon={Home}
      title="No homes yet"
      action={
        role === "agent" ? undefined : { to: "/landlord/properties/new", label: "Add your first property" }
      }
    >
      {role === "agent"
        ? "Homes appear here once a landlord assigns them to you."
        : "Add a property first; co-owned homes appear here once you accept the invitation e-mailed to you."}
    </EmptyState>
  );
}

/** The homes whose money the caller reads, each with their share, values and agreement: a card list at any width. */
export default function HomesPage() {
  usePageTitle("Homes and owners");
  const { user } = useAuth();
  const role = (user?.role ?? "landlord") as Role;
  const homes = useMoneyHomes();
  const items = homes.data?.items;
  return (
    <AppPage>
      <PageHeader
        title="Homes and owners"
        description="Who owns each home and in what shares, its values and the agent's management agreement."
      />
      <MoneyNav role={role} />
      {homes.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {homes.error.message}
        </p>
      ) : !items ? (
        <Skeleton className="h-48" />
      ) : items.length === 0 ? (
        <NoHomes role={role} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {items.map((h) => (
            <HomeCard key={h.id} home={h} role={role} />
          ))}
        </ul>
      )}
      {homes.data?.truncated && (
        <p className="text-sm text-slate-600">Showing the first 500 homes by name.</p>
      )}
    </AppPage>
  );
}

import { hasFeature } from "@shared/permissions";
import { useAuth } from "@web/auth/use-auth";
import { RoleHome } from "@web/components/role-home/RoleHome";
import { Stat } from "@web/components/ui/stat";
import { formatMoney } from "@web/lib/format";
import { adminTilesFor } from "@web/shell/tools";
import { Link } from "react-router";
import { useAdminSummary } from "./api";

/** The last three months at a glance, from the analytics endpoint (agents: their portfolio). */
function Glance() {
  const data = useAdminSummary({ range: "3m" });
  const d = data.data;
  const n = (v: number | undefined) => (v === undefined ? "—" : v.toLocaleString("en-GB"));
  return (
    <section aria-labelledby="glance-heading" className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="glance-heading" className="text-lg font-semibold text-slate-900">
          The last three months
        </h2>
        <Link to="/admin/analytics" className="text-sm font-semibold text-brand-700 hover:underline">
          All analytics
        </Link>
      </div>
      {data.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {data.error.message}
        </p>
      )}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {d?.scope !== "agent" && (
          <Stat label="New accounts" value={d ? n(d.signUps.reduce((s, p) => s + p.value, 0)) : "—"} />
        )}
        <Stat label="Properties" value={d ? n(d.propertiesByStatus.reduce((s, r) => s + r.count, 0)) : "—"} />
        <Stat
          label="Rent received"
          value={d ? formatMoney(d.payments.reduce((s, p) => s + p.amount, 0)) : "—"}
        />
        <Stat
          label="Tickets opened"
          value={d ? n(d.ticketTotals.opened) : "—"}
          hint={d ? `${n(d.ticketTotals.resolved)} resolved` : undefined}
        />
      </dl>
    </section>
  );
}

/** Agents may open /admin too (per the original product); they see only their features' tiles. */
export default function AdminHome() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <RoleHome
      title="Admin dashboard"
      intro={
        user.role === "admin"
          ? "Run the platform: people, access and records."
          : "The admin tools your role can use."
      }
      tools={adminTilesFor(user.role)}
    >
      {hasFeature(user.role, "analytics") && <Glance />}
    </RoleHome>
  );
}

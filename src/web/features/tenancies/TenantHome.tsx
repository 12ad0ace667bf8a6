import { useAuth } from "@web/auth/use-auth";
import { RoleHome } from "@web/components/role-home/RoleHome";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { NativeSelect } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { Home, Wrench } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { usePendingInvitations, useTenancies } from "./api";
import { TenantCertificates } from "./certificates/TenantCertificates";
import { TenancyStatusBadge } from "./display";
import { PendingInvitations } from "./PendingInvitations";
import { TenancyView } from "./TenancyView";

export default function TenantHome() {
  return (
    <RoleHome title="Tenant dashboard" intro="Your home, rent and requests in one place.">
      <div className="space-y-6">
        <PendingInvitations />
        <MyTenancy />
      </div>
    </RoleHome>
  );
}

/** The tenant's current tenancy (or a past one they pick): rent due, balance, payments, documents. */
function MyTenancy() {
  const list = useTenancies();
  const { user } = useAuth();
  const invitations = usePendingInvitations();
  const [chosen, setChosen] = useState<string>("");
  if (list.isPending) return <Skeleton className="h-64" />;
  if (list.isError) {
    return (
      <p role="alert" className="text-red-700">
        {list.error.message}
      </p>
    );
  }
  // Drafts are not theirs to act on until the landlord activates them.
  const items = list.data.items.filter((t) => t.status !== "draft");
  const upcoming = list.data.items.filter((t) => t.status === "draft");
  if (!items.length) {
    return (
      <EmptyState icon={Home} title="No active tenancy yet">
        {upcoming.length
          ? `Your landlord is preparing your tenancy at ${upcoming[0]!.property.title}. It appears here once it starts.`
          : invitations.data?.items.length
            ? "Accept the invitation above to see your tenancy here."
            : `When your landlord or agent adds your tenancy to Keyhold, they e-mail an invitation to ${user?.email ?? "you"}. Open its link to join your tenancy; ask them to send it again if you can't find it.`}
      </EmptyState>
    );
  }
  const tenancy = items.find((t) => t.id === chosen) ?? items.find((t) => t.status === "active") ?? items[0]!;
  return (
    <section aria-labelledby="my-tenancy" className="space-y-6">
      <Card className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h2 id="my-tenancy" className="text-xl font-semibold text-slate-900">
            {tenancy.property.title}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {tenancy.property.addressLine1}, {tenancy.property.city} {tenancy.property.postcode}
            <TenancyStatusBadge status={tenancy.status} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {items.length > 1 && (
            <>
              <label htmlFor="tenancy-choice" className="sr-only">
                Tenancy
              </label>
              <NativeSelect
                id="tenancy-choice"
                value={tenancy.id}
                onChange={(e) => setChosen(e.target.value)}
              >
                {items.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.property.title} ({t.status})
                  </option>
                ))}
              </NativeSelect>
            </>
          )}
          <Link
            to="/support/tickets/create?category=maintenance"
            className={buttonVariants({ variant: "secondary" })}
          >
            <Wrench aria-hidden="true" /> Request maintenance
          </Link>
        </div>
      </Card>
      <TenancyView key={tenancy.id} tenancy={tenancy} staff={false} />
      <TenantCertificates key={`certificates-${tenancy.id}`} tenancyId={tenancy.id} />
    </section>
  );
}

import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toast-store";
import { formatMoney } from "@web/lib/format";
import { MailOpen } from "lucide-react";
import { useAcceptInvitation, usePendingInvitations } from "./api";
import { formatDay } from "./display";

/**
 * Tenancy invitations waiting for the signed-in tenant, each with an accept button. The server
 * lists them only when the account's e-mail is proven; otherwise accepting needs the e-mailed
 * link, which the empty state of the tenant home explains.
 */
export function PendingInvitations() {
  const pending = usePendingInvitations();
  const accept = useAcceptInvitation();
  const items = pending.data?.items ?? [];
  if (!items.length) return null;
  return (
    <section aria-labelledby="pending-invitations" className="space-y-3">
      <h2 id="pending-invitations" className="text-lg font-semibold text-slate-900">
        Invitations waiting for you
      </h2>
      {items.map((inv) => (
        <Card
          key={inv.invitationId}
          data-testid="pending-invitation"
          className="flex flex-wrap items-center justify-between gap-4"
        >
          <div className="flex items-start gap-3">
            <MailOpen aria-hidden="true" className="mt-1 size-5 text-brand-700" />
            <div>
              <p className="font-semibold text-slate-900">
                {inv.tenancy.propertyTitle}, {inv.tenancy.city}
              </p>
              <p className="text-sm text-slate-700">
                {inv.invitedBy ? `${inv.invitedBy} invited you` : "You are invited"}: from{" "}
                {formatDay(inv.tenancy.startDate)},{" "}
                {formatMoney(inv.tenancy.rentAmount, inv.tenancy.currency)}{" "}
                {inv.tenancy.rentFrequency === "weekly" ? "per week" : "per month"}. Until you accept, they
                see nothing of your account. Invitation valid until {formatDay(inv.expiresAt.slice(0, 10))}.
              </p>
            </div>
          </div>
          <Button
            disabled={accept.isPending}
            aria-label={`Accept the invitation to ${inv.tenancy.propertyTitle}`}
            onClick={async () => {
              try {
                await accept.mutateAsync({ invitationId: inv.invitationId });
                await pending.refetch();
                toast({
                  title: "Invitation accepted",
                  description: `You have joined your tenancy at ${inv.tenancy.propertyTitle}.`,
                });
              } catch (err) {
                toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
              }
            }}
          >
            Accept
          </Button>
        </Card>
      ))}
    </section>
  );
}

import { agencyRoleLabels } from "@shared/permissions";
import { useAuth } from "@web/auth/use-auth";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { usePageTitle } from "@web/lib/use-page-title";
import { type FormEvent, useState } from "react";
import { AgencyDetailsForm } from "./AgencyDetailsForm";
import { AgencyLogo } from "./AgencyLogo";
import { AgencyMembers } from "./AgencyMembers";
import { useInviteLandlord, useMyAgency } from "./api";
import { EngagementList } from "./EngagementList";

/** The agent's agency: create one, or its details, members, invitations and landlords. */
export default function AgencyPage() {
  usePageTitle("Your agency");
  const { user } = useAuth();
  const { data, isPending, error } = useMyAgency();

  if (isPending)
    return (
      <AppPage>
        <p className="text-slate-700">Loading your agency...</p>
      </AppPage>
    );
  if (error || !data)
    return (
      <AppPage>
        <p role="alert" className="text-red-800">
          {error?.message ?? "Could not load your agency."}
        </p>
      </AppPage>
    );

  if (!data.agency) {
    return (
      <AppPage>
        <PageHeader
          title="Your agency"
          description="You are not in an agency yet. Accept an invitation from your agency's e-mail, or create your agency here: you become its owner and can invite your colleagues and landlords."
        />
        <Card>
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Create an agency</h2>
          <AgencyDetailsForm agency={null} />
        </Card>
      </AppPage>
    );
  }

  return (
    <AppPage>
      <PageHeader
        title={data.agency.name}
        description={`Your role: ${agencyRoleLabels[data.role!]}. Everyone in the agency sees and manages its landlords' homes.`}
      />
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Agency details</h2>
        <AgencyDetailsForm agency={data.agency} readOnly={!data.can.includes("editAgency")} />
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Logo</h2>
        <AgencyLogo agency={data.agency} canEdit={data.can.includes("editAgency")} />
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Members</h2>
        <AgencyMembers data={data} meId={user?.id ?? ""} />
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Landlords</h2>
        <div className="space-y-4">
          {data.can.includes("engage") && <InviteLandlord />}
          <EngagementList
            items={data.engagements}
            view="agency"
            canAct={data.can.includes("engage")}
            empty="No landlords yet. Invite a landlord by e-mail, or ask them to find your agency on their Agents page."
          />
        </div>
      </Card>
    </AppPage>
  );
}

function InviteLandlord() {
  const invite = useInviteLandlord();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    try {
      await invite.mutateAsync(email);
      toast({
        title: "Invitation sent",
        description: `We e-mailed ${email} an invitation to work with you.`,
      });
      setEmail("");
    } catch (err) {
      const fields = (err as { fields?: Record<string, string> }).fields;
      if (fields?.email) setError(fields.email);
      else toastError(err);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <FormField label="Invite a landlord by e-mail" error={error}>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? "Sending..." : "Invite landlord"}
      </Button>
    </form>
  );
}

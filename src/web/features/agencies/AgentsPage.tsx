import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { usePageTitle } from "@web/lib/use-page-title";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useAgencySearch, useEngagementAction, useEngagements, useRequestEngagement } from "./api";
import { EngagementList } from "./EngagementList";

/** The landlord's agencies: engage one (search by name, or accept an invitation), see and end engagements. */
export default function AgentsPage() {
  usePageTitle("Your agents");
  const engagements = useEngagements();
  const [q, setQ] = useState("");
  const search = useAgencySearch(q);
  const ask = useRequestEngagement();
  useAcceptFromLink();
  const engagedIds = new Set((engagements.data ?? []).map((e) => e.agency.id));

  const onAsk = async (id: string, name: string) => {
    try {
      await ask.mutateAsync(id);
      toast({ title: "Request sent", description: `${name} sees your request and can accept it.` });
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <AppPage>
      <PageHeader
        title="Your agents"
        description="Engage a letting agency to choose it and its agents for your properties. Only agencies you engage see the homes you give them."
      />
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Your agencies</h2>
        {engagements.isPending ? (
          <p className="text-slate-700">Loading your agencies...</p>
        ) : (
          <EngagementList
            items={engagements.data ?? []}
            view="landlord"
            canAct
            empty="You have no agency yet. Find one by name below and ask to work with them, or accept an agency's invitation from its e-mail."
          />
        )}
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-semibold text-slate-900">Find an agency</h2>
        <FormField label="Agency name" hint="Type at least two letters.">
          <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} autoComplete="off" />
        </FormField>
        {q.trim().length >= 2 && (
          <div className="mt-4">
            {search.isPending ? (
              <p className="text-slate-700">Searching...</p>
            ) : !search.data?.length ? (
              <p className="text-slate-700">
                No agency by that name. Check the spelling, or ask the agency to invite you.
              </p>
            ) : (
              <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
                {search.data.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                    <div className="min-w-0">
                      <p className="font-medium text-slate-900">{a.name}</p>
                      <p className="text-sm text-slate-700">
                        {a.addressLine1}, {a.city} {a.postcode}
                      </p>
                    </div>
                    {engagedIds.has(a.id) ? (
                      <span className="text-sm text-slate-700">Already on your list</span>
                    ) : (
                      <Button size="sm" onClick={() => onAsk(a.id, a.name)} disabled={ask.isPending}>
                        Ask to work with them<span className="sr-only"> ({a.name})</span>
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </Card>
    </AppPage>
  );
}

/** The agency's e-mailed link (?engagement=&token=) accepts its invitation once, then clears itself. */
function useAcceptFromLink() {
  const [params, setParams] = useSearchParams();
  const act = useEngagementAction();
  const done = useRef(false);
  const id = params.get("engagement");
  const token = params.get("token");
  useEffect(() => {
    if (!id || !token || done.current) return;
    done.current = true;
    act
      .mutateAsync({ id, action: "accept", token })
      .then(() =>
        toast({
          title: "Invitation accepted",
          description: "You can now choose this agency for your properties.",
        }),
      )
      .catch(toastError)
      .finally(() => setParams({}, { replace: true }));
  }, [id, token, act, setParams]);
}

import type { Engagement } from "@shared/schemas/agencies";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { useEngagementAction } from "./api";

const statusText = (e: Engagement, view: "agency" | "landlord") => {
  if (e.status === "active") return "Working together";
  if (e.canAccept) return view === "agency" ? "Asks to work with you" : "Invites you to work with them";
  return "Waiting for their answer";
};

/** Who the other side is: the landlord (or the e-mail invited) for the agency, the agency for the landlord. */
const whoOf = (e: Engagement, view: "agency" | "landlord") => {
  if (view === "landlord") return e.agency.name;
  return e.landlord ? `${e.landlord.name} (${e.landlord.email})` : (e.email ?? "");
};

const toneOf = (e: Engagement) => (e.status === "active" ? "success" : e.canAccept ? "warning" : "neutral");

const endLabel = (e: Engagement) =>
  e.status === "active" ? "End engagement" : e.canAccept ? "Decline" : "Withdraw";

/** The agency's address, redress and client money protection schemes, and its agents. */
function AgencyFacts({ engagement: e }: { engagement: Engagement }) {
  return (
    <>
      <p className="text-sm text-slate-700">
        {e.agency.addressLine1}, {e.agency.city} {e.agency.postcode}
        {e.agency.redressScheme && ` · ${e.agency.redressScheme} ${e.agency.redressNumber ?? ""}`}
        {e.agency.cmpScheme && ` · ${e.agency.cmpScheme} ${e.agency.cmpNumber ?? ""}`}
      </p>
      {e.agents.length > 0 && (
        <p className="text-sm text-slate-700">Agents: {e.agents.map((a) => a.name).join(", ")}</p>
      )}
    </>
  );
}

function EngagementItem({
  engagement: e,
  view,
  canAct,
  busy,
  onAct,
}: {
  engagement: Engagement;
  view: "agency" | "landlord";
  canAct: boolean;
  busy: boolean;
  onAct: (action: "accept" | "end") => void;
}) {
  const who = whoOf(e, view);
  return (
    <li className="space-y-2 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 break-all font-medium text-slate-900">{who}</p>
        <Badge tone={toneOf(e)}>{statusText(e, view)}</Badge>
      </div>
      {view === "landlord" && <AgencyFacts engagement={e} />}
      {canAct && (
        <div className="flex flex-wrap gap-2">
          {e.canAccept && (
            <Button size="sm" onClick={() => onAct("accept")} disabled={busy}>
              Accept<span className="sr-only"> {who}</span>
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => onAct("end")} disabled={busy}>
            {endLabel(e)}
            <span className="sr-only"> {who}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

/** Engagements as one side sees them: accept what the other side asked, end or withdraw the rest. */
export function EngagementList({
  items,
  view,
  canAct,
  empty,
}: {
  items: Engagement[];
  view: "agency" | "landlord";
  canAct: boolean;
  empty: string;
}) {
  const act = useEngagementAction();
  if (!items.length) return <p className="text-sm text-slate-700">{empty}</p>;
  const run = async (e: Engagement, action: "accept" | "end") => {
    try {
      await act.mutateAsync({ id: e.id, action });
      toast({
        title: action === "accept" ? "Accepted" : e.status === "active" ? "Engagement ended" : "Withdrawn",
      });
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {items.map((e) => (
        <EngagementItem
          key={e.id}
          engagement={e}
          view={view}
          canAct={canAct}
          busy={act.isPending}
          onAct={(action) => run(e, action)}
        />
      ))}
    </ul>
  );
}

import { JURISDICTION_NAMES } from "@shared/law";
import type { Tenancy } from "@shared/schemas/tenancies";
import { serviceMethodLabels } from "@shared/schemas/tenancy-terms";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { toast } from "@web/components/ui/toast-store";
import { formatDay } from "../display";
import { useWithdrawNotice } from "./api";
import { EditTermsDialog } from "./EditTermsDialog";
import { NoticeDialog } from "./NoticeDialog";
import { WrittenTermsDialog } from "./WrittenTermsDialog";

/**
 * What the law table says about this tenancy: periodic since when, the written terms the tenant
 * must be given (flagged while missing), and the notice that ends it, with the actions each side
 * may take. Keyhold records and computes; it never gives legal advice, and says so.
 */
export function TenancyLawPanel({ tenancy, staff }: { tenancy: Tenancy; staff: boolean }) {
  const law = tenancy.law;
  const w = law.writtenTerms;
  const notice = law.notice;
  const active = tenancy.status === "active";
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Tenancy and notices</h2>
        <div className="flex flex-wrap gap-2">
          {staff && tenancy.status === "draft" && <EditTermsDialog tenancy={tenancy} />}
          {active && !notice && (staff || tenancy.tenant) && <NoticeDialog tenancy={tenancy} staff={staff} />}
        </div>
      </div>
      <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium text-slate-600">Law</dt>
          <dd className="mt-0.5 text-slate-900">
            {JURISDICTION_NAMES[law.jurisdiction]}
            {tenancy.endDate && !notice
              ? `, fixed term to ${formatDay(tenancy.endDate, "long")}`
              : ", periodic: it runs until ended by notice"}
            {law.periodicSince && (
              <span className="block text-slate-600">
                Periodic since {formatDay(law.periodicSince, "long")}
                {law.originalTermEnd
                  ? ` (the fixed term agreed to ${formatDay(law.originalTermEnd, "long")})`
                  : ""}
              </span>
            )}
            {law.signedOn && (
              <span className="block text-slate-600">Agreement signed {formatDay(law.signedOn, "long")}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-600">
            {w.document.charAt(0).toUpperCase() + w.document.slice(1)}
          </dt>
          <dd className="mt-0.5 text-slate-900">
            {w.givenOn ? (
              <>
                Given {formatDay(w.givenOn, "long")}
                {w.method ? `, ${serviceMethodLabels[w.method].toLowerCase()}` : ""}{" "}
                {!w.met && <Badge tone="warning">after the deadline</Badge>}
              </>
            ) : (
              <>
                <Badge tone={w.overdue ? "danger" : "warning"}>
                  {w.overdue ? "Overdue" : "Not recorded"}
                </Badge>{" "}
                due by {formatDay(w.deadline, "long")}
              </>
            )}
            {staff && (
              <span className="mt-1 block">
                <WrittenTermsDialog tenancy={tenancy} />
              </span>
            )}
          </dd>
        </div>
      </dl>
      {notice && <NoticeSummary tenancy={tenancy} staff={staff} />}
      <p className="mt-4 text-xs text-slate-600">
        Keyhold works out dates from the rules for {JURISDICTION_NAMES[law.jurisdiction]} and records what you
        tell it; this is not legal advice.
      </p>
    </Card>
  );
}

function NoticeSummary({ tenancy, staff }: { tenancy: Tenancy; staff: boolean }) {
  const withdraw = useWithdrawNotice(tenancy.id);
  const n = tenancy.law.notice!;
  const who =
    n.givenBy === "tenant" ? (staff ? "The tenant" : "You") : staff ? "The landlord" : "Your landlord";
  return (
    <div
      role="status"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {who} gave notice on {formatDay(n.givenOn, "long")}: the tenancy ends on {formatDay(n.endsOn, "long")}
        .
      </p>
      <p className="mt-1">
        Given {serviceMethodLabels[n.method].toLowerCase()}
        {n.ground ? `; ground recorded: ${n.ground}` : ""}
        {n.noticePeriod ? `; notice period: ${n.noticePeriod}` : ""}. Rent is charged up to the last day.
      </p>
      {n.note && <p className="mt-1 text-amber-900">{n.note}</p>}
      {staff && tenancy.status === "active" && (
        <Button
          variant="link"
          className="mt-1 h-auto p-0"
          disabled={withdraw.isPending}
          onClick={async () => {
            try {
              await withdraw.mutateAsync(n.id);
              toast({ title: "Notice withdrawn", description: "The tenancy runs on with no end date." });
            } catch (err) {
              toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
            }
          }}
        >
          {withdraw.isPending ? "Withdrawing..." : "Withdraw this notice"}
        </Button>
      )}
    </div>
  );
}

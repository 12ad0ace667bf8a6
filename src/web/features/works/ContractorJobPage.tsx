import { type ContractorJob, tradeLabels } from "@shared/schemas/works";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { visitTime, WorksStatusBadge } from "@web/components/works/works-ui";
import { ApiRequestError } from "@web/lib/api";
import { formatDate, formatMoney } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { CircleAlert } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useParams } from "react-router";
import { useContractorJob, useJobActions } from "./api";
import { JobFiles } from "./JobFiles";

/**
 * /works/:token: the contractor's page, no account needed; the link is the key to one job. Kept
 * out of search engines and never sends a Referer (the server's headers and these meta tags).
 */
export default function ContractorJobPage() {
  const { token = "" } = useParams();
  const job = useContractorJob(token);
  usePageTitle("Your works order");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {job.isPending ? (
        <>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-64" />
        </>
      ) : job.isError || !job.data ? (
        <Card className="flex items-start gap-3">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          <div>
            <h1 className="text-xl font-semibold text-slate-900">This link does not work</h1>
            <p className="mt-1 text-slate-700">
              {job.error instanceof ApiRequestError && job.error.status === 404
                ? "It may have expired, been replaced by a newer one, or the job is closed. Ask whoever sent it for a new link."
                : "We could not load the job. Check your connection and try again."}
            </p>
          </div>
        </Card>
      ) : (
        <JobView token={token} job={job.data} />
      )}
    </div>
  );
}

const fail = (set: (m: string) => void) => (err: unknown) =>
  set(err instanceof Error ? err.message : String(err));

function JobView({ token, job }: { token: string; job: ContractorJob }) {
  const act = useJobActions(token);
  const [error, setError] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const accepted = ["accepted", "scheduled", "done"].includes(job.status);
  const propose = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const value = String(new FormData(e.currentTarget).get("when") ?? "");
    const at = new Date(value);
    if (!value || Number.isNaN(at.getTime())) return setError("Choose a date and time");
    act.propose.mutateAsync(at.toISOString()).then(() => setError(null), fail(setError));
  };
  const decline = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const reason = String(new FormData(e.currentTarget).get("reason") ?? "") || null;
    act.respond.mutateAsync({ action: "decline", reason }).catch(fail(setError));
  };
  return (
    <>
      <div>
        <p className="text-sm font-medium text-slate-600">
          Works order {job.reference} from {job.issuedBy}
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900">
          {tradeLabels[job.trade]} job for {job.contractorName}
        </h1>
        <div className="mt-2">
          <WorksStatusBadge status={job.status} />
        </div>
      </div>
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      <Card className="space-y-3">
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">
          <dt className="font-medium text-slate-600">Address</dt>
          <dd className="break-words text-slate-900">{job.address}</dd>
          <dt className="font-medium text-slate-600">Budget</dt>
          <dd className="text-slate-900">{formatMoney(job.budgetPence)}: ask before spending more</dd>
          <dt className="font-medium text-slate-600">Visit</dt>
          <dd className="text-slate-900">
            {job.appointmentAt ? visitTime(job.appointmentAt) : "Not booked yet"}
          </dd>
          <dt className="font-medium text-slate-600">Tenant</dt>
          <dd className="break-words text-slate-900">
            {job.tenant ? (
              <>
                {job.tenant.name},{" "}
                <a className="text-brand-700 underline" href={`mailto:${job.tenant.email}`}>
                  {job.tenant.email}
                </a>
              </>
            ) : (
              "Shown once you accept the job"
            )}
          </dd>
        </dl>
        <p className="whitespace-pre-wrap break-words text-slate-800">{job.description}</p>
        <p className="text-xs text-slate-600">
          This link works until {formatDate(job.expiresAt)} or until the job is closed.
        </p>
      </Card>
      {job.status === "sent" && (
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">Will you take this job?</h2>
          {declining ? (
            <form onSubmit={decline} className="space-y-3">
              <FormField label="Why not? (optional)">
                <Textarea name="reason" rows={2} maxLength={500} />
              </FormField>
              <div className="flex flex-wrap gap-2">
                <Button type="submit" variant="destructive" disabled={act.respond.isPending}>
                  Decline the job
                </Button>
                <Button type="button" variant="ghost" onClick={() => setDeclining(false)}>
                  Back
                </Button>
              </div>
            </form>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button
                onClick={() => act.respond.mutateAsync({ action: "accept" }).catch(fail(setError))}
                disabled={act.respond.isPending}
              >
                Accept the job
              </Button>
              <Button variant="secondary" onClick={() => setDeclining(true)}>
                Decline
              </Button>
            </div>
          )}
        </Card>
      )}
      {accepted && job.status !== "done" && (
        <Card className="space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">
            {job.appointmentAt ? "Move the visit" : "Book the visit"}
          </h2>
          <form onSubmit={propose} className="flex flex-wrap items-end gap-2">
            <FormField label="Date and time">
              <Input name="when" type="datetime-local" required />
            </FormField>
            <Button type="submit" variant="secondary" disabled={act.propose.isPending}>
              Propose this time
            </Button>
          </form>
          <p className="text-sm text-slate-700">The tenant is told the time you propose.</p>
        </Card>
      )}
      {accepted && <JobFiles token={token} job={job} onError={setError} onDone={act.refresh} />}
      {accepted && job.status !== "done" && (
        <Card className="space-y-2">
          <h2 className="text-lg font-semibold text-slate-900">Finished?</h2>
          <Button onClick={() => act.done.mutateAsync().catch(fail(setError))} disabled={act.done.isPending}>
            Mark the work done
          </Button>
        </Card>
      )}
    </>
  );
}

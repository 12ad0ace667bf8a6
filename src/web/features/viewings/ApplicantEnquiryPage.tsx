import type { ApplicantView } from "@shared/schemas/viewings";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { Skeleton } from "@web/components/ui/skeleton";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { CircleAlert, Info, MapPin } from "lucide-react";
import { Link, useParams } from "react-router";
import { useApplicantView } from "./api";
import { ApplicantBooking } from "./parts/ApplicantBooking";
import { ApplicantMessageForm } from "./parts/ApplicantMessageForm";
import { Conversation } from "./parts/Conversation";

/**
 * /enquiry/:token: the applicant's page, no account needed; the e-mailed link is the key to one
 * enquiry. Book or cancel a viewing, read and answer the conversation. Kept out of search engines
 * and never sends a Referer (the server's headers and these meta tags).
 */
export default function ApplicantEnquiryPage() {
  const { token = "" } = useParams();
  const view = useApplicantView(token);
  usePageTitle(view.data ? `Your enquiry about ${view.data.property.title}` : "Your enquiry");
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      {view.isPending ? (
        <div aria-busy="true" className="space-y-6">
          <p role="status" className="sr-only">
            Loading your enquiry…
          </p>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : view.isError ? (
        <Card className="flex items-start gap-3">
          <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          <div>
            <h1 className="text-xl font-semibold text-slate-900">
              {view.error instanceof ApiRequestError && view.error.status === 404
                ? "This link is not valid any more"
                : "We could not load your enquiry"}
            </h1>
            <p className="mt-1 text-slate-700">
              {view.error instanceof ApiRequestError && view.error.status === 404
                ? "It may have been replaced by a newer link, or the enquiry has ended. You can find the home again and send a new enquiry."
                : "Check your connection and try again."}
            </p>
            <Link to="/properties" className={`${buttonVariants({ variant: "secondary" })} mt-4`}>
              Browse homes to let
            </Link>
          </div>
        </Card>
      ) : (
        <EnquiryView token={token} view={view.data} />
      )}
    </div>
  );
}

function EnquiryView({ token, view }: { token: string; view: ApplicantView }) {
  const nothingOffered = !view.booked && view.offered.length === 0 && !view.letAgreed;
  return (
    <>
      <div>
        <p className="text-sm font-medium text-slate-600">Your enquiry, {view.applicantName}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">
          {view.property.title}
        </h1>
        <p className="mt-1 flex items-start gap-1.5 text-slate-700">
          <MapPin className="mt-1 size-4 shrink-0" aria-hidden="true" />
          <span className="break-words">{view.property.address}</span>
        </p>
        <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
          {view.managerLogoUrl && (
            <img src={view.managerLogoUrl} alt="" className="h-8 max-w-32 object-contain" />
          )}
          Managed by {view.managedBy}
        </p>
      </div>
      {view.letAgreed && (
        <p
          role="note"
          className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900"
        >
          <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          This home is let agreed, so viewings are closed.
        </p>
      )}
      <ApplicantBooking token={token} view={view} />
      {nothingOffered && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
          No viewing times are on offer at the moment. Ask for one in a message below.
        </p>
      )}
      <section aria-labelledby="conversation-heading" className="space-y-3">
        <h2 id="conversation-heading" className="text-lg font-semibold text-slate-900">
          Conversation
        </h2>
        <Conversation
          messages={view.messages}
          own="applicant"
          sideLabels={{ applicant: "You", staff: view.managedBy }}
        />
      </section>
      <Card className="space-y-3">
        <h2 className="text-lg font-semibold text-slate-900">Answer</h2>
        <ApplicantMessageForm token={token} managedBy={view.managedBy} />
      </Card>
    </>
  );
}

import type { EnquiryThread } from "@shared/schemas/viewings";
import { useAuth } from "@web/auth/use-auth";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { AppPage } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { toastError } from "@web/lib/form-errors";
import { usePageTitle } from "@web/lib/use-page-title";
import NotFoundPage from "@web/shell/NotFoundPage";
import { useParams } from "react-router";
import { useEnquiryStatus, useEnquiryThread } from "./api";
import { ApplicantLinkCard } from "./parts/ApplicantLinkCard";
import { Conversation } from "./parts/Conversation";
import { ReplyForm } from "./parts/ReplyForm";
import { ThreadHeader } from "./parts/ThreadHeader";
import { ThreadViewings } from "./parts/ThreadViewings";

/**
 * /enquiries/:id: one enquiry's conversation with the applicant, its viewings, and the reply that
 * offers viewing times. Notifications and the viewings calendar link here, whatever the role.
 */
export default function EnquiryThreadPage() {
  const { id = "" } = useParams();
  const thread = useEnquiryThread(id);
  usePageTitle(thread.data ? `Enquiry from ${thread.data.enquiry.name}` : "Enquiry");
  if (thread.isPending) {
    return (
      <AppPage>
        <div aria-busy="true" className="space-y-6">
          <p role="status" className="sr-only">
            Loading the enquiry…
          </p>
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-48" />
          <Skeleton className="h-64" />
        </div>
      </AppPage>
    );
  }
  if (thread.isError) {
    const status = thread.error instanceof ApiRequestError ? thread.error.status : 0;
    if (status === 404 || status === 403) return <NotFoundPage />;
    return (
      <AppPage>
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {thread.error.message}
        </p>
        <Button variant="secondary" onClick={() => thread.refetch()}>
          Try again
        </Button>
      </AppPage>
    );
  }
  return <ThreadView thread={thread.data} />;
}

function ThreadView({ thread }: { thread: EnquiryThread }) {
  const { user } = useAuth();
  const manageBase = `/${user?.role ?? "landlord"}/properties`;
  const closed = thread.enquiry.status === "closed";
  return (
    <AppPage>
      <ThreadHeader thread={thread} manageBase={manageBase} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="conversation-heading" className="space-y-3">
            <h2 id="conversation-heading" className="text-lg font-semibold text-slate-900">
              Conversation
            </h2>
            <Conversation
              messages={thread.messages}
              own="staff"
              sideLabels={{ applicant: "Applicant", staff: "Your team" }}
            />
          </section>
          <Card className="space-y-4 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">Reply</h2>
            {closed ? <ClosedNote id={thread.enquiry.id} /> : <ReplyForm thread={thread} />}
          </Card>
        </div>
        <div className="min-w-0 space-y-6">
          <Card className="h-fit min-w-0 space-y-3 p-4 sm:p-6">
            <h2 className="text-lg font-semibold text-slate-900">Viewings</h2>
            <ThreadViewings
              viewings={thread.viewings}
              emptyText={closed || thread.letAgreed ? "No viewings." : undefined}
            />
          </Card>
          {!closed && <ApplicantLinkCard enquiry={thread.enquiry} />}
        </div>
      </div>
    </AppPage>
  );
}

function ClosedNote({ id }: { id: string }) {
  const status = useEnquiryStatus(id);
  return (
    <div
      role="note"
      className="space-y-3 rounded-lg border border-slate-300 bg-slate-50 p-4 text-sm text-slate-800"
    >
      <p>
        This enquiry is closed, so you cannot reply. Reopen it to carry on the conversation: the applicant's
        old link stays ended, and your next reply e-mails them a new one.
      </p>
      <Button
        variant="secondary"
        disabled={status.isPending}
        onClick={() =>
          status.mutate("contacted", {
            onSuccess: () => toast({ title: "Enquiry reopened", description: "You can reply again." }),
            onError: toastError,
          })
        }
      >
        Reopen enquiry
      </Button>
    </div>
  );
}

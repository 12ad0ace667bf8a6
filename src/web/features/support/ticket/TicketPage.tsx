import type { TicketDetail } from "@shared/schemas/support";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { AppPage } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import type { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { cn } from "@web/lib/utils";
import NotFoundPage from "@web/shell/NotFoundPage";
import { ArrowLeft } from "lucide-react";
import { Link, useParams } from "react-router";
import { useTicket } from "../api";
import { dateTime, ErrorNote, OverdueBadge, PriorityBadge, StatusBadge } from "../ticket-ui";
import { Attachments } from "./Attachments";
import { CreatorControls } from "./CreatorControls";
import { Details } from "./Details";
import { ReplyForm } from "./ReplyForm";
import { StaffControls } from "./StaffControls";
import { Thread } from "./Thread";
import { Timeline } from "./Timeline";
import { WorksPanel } from "./WorksPanel";

/** /support/tickets/:id: the request, its conversation and the controls the caller may use. */
export default function TicketPage() {
  const { id = "" } = useParams();
  const ticket = useTicket(id);
  usePageTitle(
    ticket.data ? `${ticket.data.ticket.reference} ${ticket.data.ticket.subject}` : "Support ticket",
  );

  if (ticket.isPending) {
    return (
      <AppPage>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </AppPage>
    );
  }
  if (ticket.isError) {
    const status = (ticket.error as ApiRequestError).status;
    if (status === 404 || status === 400) return <NotFoundPage />;
    return (
      <AppPage>
        <ErrorNote message={ticket.error.message} />
      </AppPage>
    );
  }
  return <TicketView data={ticket.data} />;
}

function TicketView({ data }: { data: TicketDetail }) {
  const { ticket, permissions } = data;
  return (
    <AppPage>
      <div>
        <Link to="/support/tickets" className={cn(buttonVariants({ variant: "link" }), "h-auto px-0")}>
          <ArrowLeft aria-hidden="true" /> All tickets
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          {ticket.subject}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="font-mono">{ticket.reference}</span>
          <StatusBadge status={ticket.status} />
          <PriorityBadge priority={ticket.priority} />
          {ticket.overdue && <OverdueBadge />}
          <span>
            Raised by {ticket.createdBy.name} on {dateTime(ticket.createdAt)}
          </span>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Card>
            <h2 className="text-lg font-semibold text-slate-900">Description</h2>
            <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{ticket.description}</p>
            <Attachments items={data.attachments.filter((a) => !a.messageId)} />
          </Card>
          <WorksPanel
            ticketId={ticket.id}
            propertyId={ticket.property?.id ?? null}
            open={ticket.status !== "resolved" && ticket.status !== "closed"}
            description={ticket.description}
          />
          <Thread data={data} />
          {permissions.reply ? (
            <ReplyForm data={data} />
          ) : (
            <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">
              This ticket is closed.{" "}
              {permissions.reopen
                ? "Reopen it to send a message."
                : "Raise a new request if you need more help."}
            </p>
          )}
        </div>
        <div className="space-y-6">
          <Details data={data} />
          {permissions.manage ? <StaffControls data={data} /> : <CreatorControls data={data} />}
          <Timeline data={data} />
        </div>
      </div>
    </AppPage>
  );
}

import type { WorksOrder } from "@shared/schemas/works";
import { buttonVariants } from "@web/components/ui/button-variants";
import { AppPage } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { LinkBox, WorksStatusBadge } from "@web/components/works/works-ui";
import type { ApiRequestError } from "@web/lib/api";
import { formatDate } from "@web/lib/format";
import { usePageTitle } from "@web/lib/use-page-title";
import { cn } from "@web/lib/utils";
import NotFoundPage from "@web/shell/NotFoundPage";
import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useOrderActions, useWorksOrder } from "./api";
import { ApprovalCard, CancelOrder, InvoiceCard, JobCard, LinkCard } from "./OrderCards";

/** /works-orders/:id: one order for the staff of its home; the landlord approves here. */
export default function WorksOrderPage() {
  const { id = "" } = useParams();
  const order = useWorksOrder(id);
  usePageTitle(order.data ? `Works order #${order.data.number}` : "Works order");
  if (order.isPending) {
    return (
      <AppPage>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </AppPage>
    );
  }
  if (order.isError) {
    const status = (order.error as ApiRequestError).status;
    if (status === 404 || status === 403) return <NotFoundPage />;
    return (
      <AppPage>
        <p className="text-red-800">{(order.error as Error).message}</p>
      </AppPage>
    );
  }
  return <OrderView order={order.data} />;
}

/** The order: its heading, the landlord's approval, the job, the invoice, the link, cancelling. */
function OrderView({ order: o }: { order: WorksOrder }) {
  const act = useOrderActions(o.id);
  const [link, setLink] = useState<string | null>(null);
  const closed = ["declined", "cancelled", "rejected"].includes(o.status) || !!o.invoice?.approvedAt;
  return (
    <AppPage>
      <div>
        <Link
          to={`/support/tickets/${o.ticketId}`}
          className={cn(buttonVariants({ variant: "link" }), "h-auto px-0")}
        >
          <ArrowLeft aria-hidden="true" /> Ticket #{o.ticketNumber}
        </Link>
        <h1 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          Works order #{o.number}
        </h1>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <WorksStatusBadge status={o.status} />
          <span>
            {o.propertyTitle}, raised by {o.createdByName ?? "a former user"} on {formatDate(o.createdAt)}
          </span>
        </div>
      </div>
      {link && <LinkBox url={link} />}
      {o.canApprove && <ApprovalCard order={o} act={act} onLink={setLink} />}
      <div className="grid gap-6 lg:grid-cols-3">
        <JobCard order={o} />
        <div className="space-y-6">
          {o.invoice && <InvoiceCard order={o} invoice={o.invoice} act={act} />}
          <LinkCard order={o} closed={closed} act={act} onLink={setLink} />
          {!closed && o.status !== "done" && <CancelOrder act={act} />}
        </div>
      </div>
    </AppPage>
  );
}

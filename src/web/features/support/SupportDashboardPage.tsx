import { roleLabels } from "@shared/permissions";
import { slaLabels, statusLabels, ticketPriorities, ticketStatuses } from "@shared/schemas/support";
import { useAuth } from "@web/auth/use-auth";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { LifeBuoy, ListChecks, Plus, Wrench } from "lucide-react";
import { Link } from "react-router";
import { useMarkRead, useNotifications, useSupportSummary } from "./api";
import { dateTime, ErrorNote, TicketsTable } from "./ticket-ui";

/** The latest notifications (the same ones as the navbar bell), with the unread count. */
function RecentUpdates() {
  const notifications = useNotifications(false);
  const markRead = useMarkRead();
  if (notifications.isPending) return <Skeleton className="h-24" />;
  if (notifications.isError) return <ErrorNote message={notifications.error.message} />;
  const { items, unread } = notifications.data;
  return (
    <section aria-labelledby="updates-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="updates-heading" className="text-lg font-semibold text-slate-900">
          Recent updates{" "}
          <span className="text-base font-normal text-slate-700" data-testid="updates-unread">
            ({unread} unread)
          </span>
        </h2>
        {unread > 0 && (
          <Button
            variant="secondary"
            size="sm"
            disabled={markRead.isPending}
            onClick={() => markRead.mutate(undefined)}
          >
            Mark all read
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-700">Replies and status changes on your requests will show here.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {items.slice(0, 5).map((n) => (
            <li key={n.id} className={n.readAt ? "p-3" : "bg-brand-50 p-3"}>
              {n.link ? (
                <Link
                  to={n.link}
                  className="font-semibold text-brand-800 hover:underline"
                  onClick={() => !n.readAt && markRead.mutate([n.id])}
                >
                  {n.title}
                </Link>
              ) : (
                <span className="font-semibold text-slate-900">{n.title}</span>
              )}
              {!n.readAt && <span className="ml-2 text-xs font-semibold text-brand-800">New</span>}
              {n.body && <p className="truncate text-sm text-slate-700">{n.body}</p>}
              <p className="text-xs text-slate-600">{dateTime(n.createdAt)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function SupportDashboardPage() {
  usePageTitle("Support", "Raise maintenance requests and support tickets and follow their progress.");
  const { user } = useAuth();
  const summary = useSupportSummary();
  const queue = user?.role === "admin" ? "/admin/support" : user?.role === "agent" ? "/agent/support" : null;

  return (
    <AppPage>
      <PageHeader
        title="Support"
        description="Report a repair, ask about billing or your account, and follow every request here."
        actions={
          <>
            <Link to="/support/tickets" className={buttonVariants({ variant: "secondary" })}>
              <ListChecks aria-hidden="true" /> All tickets
            </Link>
            <Link to="/support/tickets/create" className={buttonVariants()}>
              <Plus aria-hidden="true" /> New request
            </Link>
          </>
        }
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <Link
          to="/support/tickets/create?category=maintenance"
          className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
        >
          <Wrench className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-slate-900">Report a repair</span>
            <span className="mt-1 block text-sm text-slate-700">
              Boiler, leaks, damp, electrics or anything broken in the home. Add photos to help us fix it
              first time.
            </span>
          </span>
        </Link>
        <Link
          to="/support/tickets/create"
          className="flex items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
        >
          <LifeBuoy className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-slate-900">Ask a question</span>
            <span className="mt-1 block text-sm text-slate-700">
              Billing, your tenancy, your account or a problem with the website.
            </span>
          </span>
        </Link>
      </div>

      {summary.isPending ? (
        <Skeleton className="h-40" />
      ) : summary.isError ? (
        <ErrorNote message={summary.error.message} />
      ) : (
        <>
          <section aria-labelledby="counts-heading">
            <h2 id="counts-heading" className="text-lg font-semibold text-slate-900">
              {user && (user.role === "admin" || user.role === "agent" || user.role === "landlord")
                ? "Tickets you can see"
                : "Your tickets"}
            </h2>
            <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
              {ticketStatuses.map((s) => (
                <li key={s}>
                  <Link
                    to={`/support/tickets?status=${s}`}
                    className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-300"
                  >
                    <span className="block text-2xl font-bold text-slate-900">
                      {summary.data.byStatus[s]}
                    </span>
                    <span className="text-sm text-slate-700">{statusLabels[s]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="my-open-heading" className="space-y-3">
            <h2 id="my-open-heading" className="text-lg font-semibold text-slate-900">
              My open requests
            </h2>
            {summary.data.myOpen.length ? (
              <TicketsTable tickets={summary.data.myOpen} caption="My open requests" />
            ) : (
              <EmptyState
                icon={LifeBuoy}
                title="You have no open requests"
                action={{ to: "/support/tickets/create", label: "Raise a request" }}
              >
                When you raise a request it appears here until it is resolved.
              </EmptyState>
            )}
          </section>

          <RecentUpdates />

          {queue && (
            <Card className="flex flex-wrap items-center justify-between gap-4">
              <div>
                <h2 className="font-semibold text-slate-900">Support queue</h2>
                <p className="text-sm text-slate-700">
                  {summary.data.unassigned} unassigned, {summary.data.assignedToMe} assigned to you,{" "}
                  {summary.data.overdue} overdue. As {user ? roleLabels[user.role].toLowerCase() : "staff"}{" "}
                  you work the queue there.
                </p>
              </div>
              <Link to={queue} className={buttonVariants({ variant: "secondary" })}>
                Open the queue
              </Link>
            </Card>
          )}

          <Card>
            <h2 className="font-semibold text-slate-900">How quickly we respond</h2>
            <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
              {ticketPriorities
                .slice()
                .reverse()
                .map((p) => (
                  <li key={p}>
                    <span className="font-medium capitalize">{p}</span>: we aim to resolve it within{" "}
                    {slaLabels[p]}
                  </li>
                ))}
            </ul>
            <p className="mt-2 text-sm text-slate-700">
              If there is a gas smell, call the National Gas Emergency line on 0800 111 999 first.
            </p>
          </Card>
        </>
      )}
    </AppPage>
  );
}

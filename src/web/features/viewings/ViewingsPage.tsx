import { addDays, parseIsoDate, today } from "@shared/dates";
import { useAuth } from "@web/auth/use-auth";
import { CalendarFeedPanel } from "@web/components/calendar-feed-panel";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { formatDayRange } from "@web/lib/format";
import { weekStart } from "@web/lib/london-time";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { CalendarClock, ChevronLeft, ChevronRight } from "lucide-react";
import { useCreateViewingsFeed, useRevokeViewingsFeed, useViewings, useViewingsFeed } from "./api";
import { WeekAgenda } from "./parts/WeekAgenda";

const feedTexts = {
  heading: "Viewings calendar feed",
  intro:
    "A private address your calendar app reads: the booked viewings at the homes you manage, from a month back to three months ahead, kept up to date. It holds applicants' names and contact details, so keep it to yourself; revoke it if it leaks.",
  none: "You have no viewings feed. Create one to see your viewings in Outlook, Google Calendar or Apple Calendar.",
  revokeDescription:
    "Calendars using the address will stop receiving your viewings. You can create a new one later.",
};

/** /viewings: the week's viewings at the homes the caller manages (or only theirs), and their feed. */
export default function ViewingsPage() {
  usePageTitle("Viewings");
  const { user } = useAuth();
  const { values, set } = useSearchState(["week", "mine"] as const);
  const thisWeek = weekStart(today());
  const from = parseIsoDate(values.week) ? weekStart(values.week) : thisWeek;
  const to = addDays(from, 6);
  const mine = values.mine === "true";
  const list = useViewings(from, to, mine);
  const go = (week: string) => set({ week: week === thisWeek ? "" : week });
  const feed = useViewingsFeed();
  const createFeed = useCreateViewingsFeed();
  const revokeFeed = useRevokeViewingsFeed();

  return (
    <AppPage>
      <PageHeader
        title="Viewings"
        description="Viewings offered and booked at the homes you manage, week by week, in London time."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Week">
          <Button variant="secondary" onClick={() => go(addDays(from, -7))}>
            <ChevronLeft aria-hidden="true" />
            Previous week
          </Button>
          <Button variant="secondary" onClick={() => go(thisWeek)} disabled={from === thisWeek}>
            This week
          </Button>
          <Button variant="secondary" onClick={() => go(addDays(from, 7))}>
            Next week
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            className="size-4 accent-brand-700"
            checked={mine}
            onChange={(e) => set({ mine: e.target.checked ? "true" : "" })}
          />
          Only mine
        </label>
      </div>
      <section aria-labelledby="week-heading" aria-busy={list.isFetching} className="space-y-4">
        <h2 id="week-heading" className="text-lg font-semibold text-slate-900" aria-live="polite">
          {formatDayRange(from, to)}
        </h2>
        {list.isPending ? (
          <Skeleton className="h-48" />
        ) : list.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {list.error.message}
          </p>
        ) : list.data.length === 0 ? (
          <EmptyState
            icon={CalendarClock}
            title="No viewings this week"
            action={user ? { to: `/${user.role}/properties/enquiries`, label: "Go to enquiries" } : undefined}
          >
            Offer times by replying to an enquiry.
          </EmptyState>
        ) : (
          <WeekAgenda viewings={list.data} />
        )}
      </section>
      <div className="max-w-2xl">
        <CalendarFeedPanel feed={feed} create={createFeed} revoke={revokeFeed} texts={feedTexts} />
      </div>
    </AppPage>
  );
}

import { today as londonToday } from "@shared/dates";
import type { ListState } from "@web/components/data-list";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { CalendarDays, ClipboardCheck, List } from "lucide-react";
import { useClock } from "./api";
import { CalendarFeedPanel } from "./CalendarFeedPanel";
import { ClockFilters, filterKeys } from "./ClockFilters";
import { DepositAttention } from "./DepositAttention";
import { DutyCalendar, isMonth } from "./DutyCalendar";
import { DutiesList } from "./DutyGroups";
import { HomeScores } from "./HomeScores";
import { LegalNote } from "./LegalNote";
import { ReminderSettingsForm } from "./ReminderSettingsForm";
import { ScoreSummary } from "./ScoreSummary";
import { useComplianceBase } from "./use-compliance-base";

const keys = [...filterKeys, "view", "month", "group"] as const;

type Clock = NonNullable<ReturnType<typeof useClock>["data"]>;
type Search = ListState<(typeof keys)[number]>;

/**
 * The statutory clock: every duty of the caller's homes, worst first, as a list (grouped by home or
 * by duty when there are several homes) or a month calendar; filters and grouping in the URL; the
 * calendar feed and the reminder settings.
 */
export default function ClockPage() {
  usePageTitle("Compliance");
  const base = useComplianceBase();
  const search = useSearchState(keys);
  const { view: _view, month: _month, group: _group, ...filters } = search.values;
  const clock = useClock(filters);
  const d = clock.data;

  return (
    <AppPage>
      <PageHeader
        title="Compliance"
        description="The statutory clock: each legal duty of your homes, when it falls due and what Keyhold has on record."
      />
      <LegalNote />
      {clock.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {clock.error.message}
        </p>
      ) : !d ? (
        <Skeleton className="h-64" />
      ) : d.homes.length === 0 ? (
        <NoHomes base={base} />
      ) : (
        <Duties clock={d} fetching={clock.isFetching} search={search} base={base} />
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <CalendarFeedPanel />
        <ReminderSettingsForm />
      </div>
      <DepositAttention heading="h2" />
    </AppPage>
  );
}

function NoHomes({ base }: { base: string }) {
  // Agents manage the homes landlords assign them; they do not add properties.
  const agent = base.startsWith("/agent");
  return (
    <EmptyState
      icon={ClipboardCheck}
      title="No homes yet"
      action={
        agent
          ? undefined
          : { to: `${base.replace(/compliance$/, "properties")}/new`, label: "Add your first property" }
      }
    >
      {agent
        ? "Homes appear here once a landlord assigns you to manage them."
        : "Add a property and record its facts (gas supply, licences, certificates) to see its duties here."}
    </EmptyState>
  );
}

/** The score, the homes' scores, the filters, and the duties as a list or a calendar. */
function Duties({
  clock: d,
  fetching,
  search,
  base,
}: {
  clock: Clock;
  fetching: boolean;
  search: Search;
  base: string;
}) {
  const { values, set } = search;
  const calendar = values.view === "calendar";
  const month = isMonth(values.month) ? values.month : londonToday().slice(0, 7);
  const filtered = filterKeys.some((k) => values[k]);
  return (
    <>
      <section aria-label="Summary">
        <ScoreSummary score={d.score} label="Portfolio score" />
      </section>
      {d.homes.length > 1 && <HomeScores homes={d.homes} base={base} />}
      <ClockFilters values={values} set={set} homes={d.homes} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" aria-live="polite">
          {d.total === 1 ? "1 duty" : `${d.total} duties`}
          {filtered ? " match the filters" : ""}
        </p>
        <ViewToggle calendar={calendar} onView={(view) => set({ view })} />
      </div>
      <div aria-busy={fetching}>
        {calendar ? (
          <DutyCalendar duties={d.duties} month={month} onMonth={(m) => set({ month: m })} base={base} />
        ) : (
          <DutiesList
            clock={d}
            filtered={filtered}
            base={base}
            groupBy={values.group === "duty" ? "duty" : "home"}
            onGroupBy={(by) => set({ group: by === "duty" ? "duty" : "" })}
          />
        )}
      </div>
    </>
  );
}

function ViewToggle({ calendar, onView }: { calendar: boolean; onView: (view: "" | "calendar") => void }) {
  return (
    <div role="group" aria-label="View" className="flex gap-2">
      <Button
        size="sm"
        variant={calendar ? "secondary" : "default"}
        aria-pressed={!calendar}
        onClick={() => onView("")}
      >
        <List className="size-4" aria-hidden="true" />
        List
      </Button>
      <Button
        size="sm"
        variant={calendar ? "default" : "secondary"}
        aria-pressed={calendar}
        onClick={() => onView("calendar")}
      >
        <CalendarDays className="size-4" aria-hidden="true" />
        Calendar
      </Button>
    </div>
  );
}

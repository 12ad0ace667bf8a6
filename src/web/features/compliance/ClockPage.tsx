import { today as londonToday } from "@shared/dates";
import { DepositAttention } from "@web/components/attention/DepositAttention";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { Skeleton } from "@web/components/ui/skeleton";
import { usePageTitle } from "@web/lib/use-page-title";
import { useSearchState } from "@web/lib/use-search-state";
import { CalendarDays, ClipboardCheck, List } from "lucide-react";
import { useState } from "react";
import { useClock } from "./api";
import { CalendarFeedPanel } from "./CalendarFeedPanel";
import { ClockFilters, filterKeys } from "./ClockFilters";
import { DutyCalendar, isMonth } from "./DutyCalendar";
import { DutyList } from "./DutyList";
import { HomeScores } from "./HomeScores";
import { LegalNote } from "./LegalNote";
import { ReminderSettingsForm } from "./ReminderSettingsForm";
import { ScoreSummary } from "./ScoreSummary";
import { useComplianceBase } from "./use-compliance-base";

const keys = [...filterKeys, "view", "month"] as const;
/** Duties listed before "Show all": the most urgent come first. */
const FIRST = 50;

/**
 * The statutory clock: every duty of the caller's homes, worst first, as a list or a month
 * calendar; filters in the URL; the calendar feed and the reminder settings.
 */
export default function ClockPage() {
  usePageTitle("Compliance");
  const base = useComplianceBase();
  const { values, set } = useSearchState(keys);
  const { view: _view, month: _month, ...filters } = values;
  const clock = useClock(filters);
  const calendar = values.view === "calendar";
  const month = isMonth(values.month) ? values.month : londonToday().slice(0, 7);
  const d = clock.data;
  const filtered = filterKeys.some((k) => values[k]);
  const [showAll, setShowAll] = useState(false);

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
        <EmptyState
          icon={ClipboardCheck}
          title="No homes yet"
          action={
            // Agents manage the homes landlords assign them; they do not add properties.
            base.startsWith("/agent")
              ? undefined
              : { to: `${base.replace(/compliance$/, "properties")}/new`, label: "Add your first property" }
          }
        >
          {base.startsWith("/agent")
            ? "Homes appear here once a landlord assigns you to manage them."
            : "Add a property and record its facts (gas supply, licences, certificates) to see its duties here."}
        </EmptyState>
      ) : (
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
            <div role="group" aria-label="View" className="flex gap-2">
              <Button
                size="sm"
                variant={calendar ? "secondary" : "default"}
                aria-pressed={!calendar}
                onClick={() => set({ view: "" })}
              >
                <List className="size-4" aria-hidden="true" />
                List
              </Button>
              <Button
                size="sm"
                variant={calendar ? "default" : "secondary"}
                aria-pressed={calendar}
                onClick={() => set({ view: "calendar" })}
              >
                <CalendarDays className="size-4" aria-hidden="true" />
                Calendar
              </Button>
            </div>
          </div>
          <div aria-busy={clock.isFetching}>
            {calendar ? (
              <DutyCalendar duties={d.duties} month={month} onMonth={(m) => set({ month: m })} base={base} />
            ) : d.duties.length === 0 ? (
              <EmptyState icon={ClipboardCheck} title={filtered ? "No duty matches" : "No duties"}>
                {filtered
                  ? "Change or clear the filters to see more."
                  : "Record each home's facts (gas supply, licences, tenancies) and Keyhold works out its duties."}
              </EmptyState>
            ) : (
              <>
                <DutyList
                  duties={showAll ? d.duties : d.duties.slice(0, FIRST)}
                  base={base}
                  caption="Duties of your homes"
                />
                {!showAll && d.duties.length > FIRST && (
                  <Button variant="secondary" className="mt-3" onClick={() => setShowAll(true)}>
                    Show all {d.duties.length} duties
                  </Button>
                )}
                {showAll && d.total > d.duties.length && (
                  <p className="mt-3 text-sm text-slate-600">
                    These are the {d.duties.length.toLocaleString("en-GB")} most urgent of{" "}
                    {d.total.toLocaleString("en-GB")} duties: filter by home, area or dates to see the rest.
                  </p>
                )}
              </>
            )}
          </div>
        </>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <CalendarFeedPanel />
        <ReminderSettingsForm />
      </div>
      <DepositAttention heading="h2" />
    </AppPage>
  );
}

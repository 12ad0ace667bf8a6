import { addDays, isoOf, today as londonToday, monthLength } from "@shared/dates";
import { dutyStatusLabels } from "@shared/schemas/compliance";
import { dutyStatusTone } from "@web/components/duty-status-badge";
import { Button } from "@web/components/ui/button";
import { formatDay } from "@web/lib/format";
import { cn } from "@web/lib/utils";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { homePath, type ListedDuty } from "./DutyList";

const weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const toneClass = {
  danger: "border-red-300 bg-red-50 text-red-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  success: "border-green-300 bg-green-50 text-green-900",
  neutral: "border-slate-300 bg-slate-50 text-slate-800",
  info: "border-sky-300 bg-sky-50 text-sky-900",
} as const;

/** "2026-03" ± n months. */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const i = y * 12 + (m - 1) + n;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`;
}

export const isMonth = (s: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(s);

const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** The weeks (Monday first) covering the month; days outside it are null. */
function weeksOf(month: string): (string | null)[][] {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const first = isoOf(y, m, 1);
  const lead = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = [
    ...Array<null>(lead).fill(null),
    ...Array.from({ length: monthLength(y, m) }, (_, i) => addDays(first, i)),
  ];
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

function DutyChip({ duty, base }: { duty: ListedDuty; base: string }) {
  const home = duty.property ? duty.property.addressLine1 || duty.property.title : "";
  return (
    <Link
      to={homePath(base, duty.propertyId)}
      className={cn(
        "block rounded border px-1.5 py-0.5 text-xs break-words hover:underline focus-visible:outline-2 focus-visible:outline-brand-600",
        toneClass[dutyStatusTone[duty.status]],
      )}
      aria-label={`${dutyStatusLabels[duty.status]}: ${duty.title}${home ? `, ${home}` : ""}, due ${formatDay(duty.dueOn!, "long")}`}
      data-testid="calendar-duty"
    >
      <span className="font-semibold">{dutyStatusLabels[duty.status]}:</span> {duty.title}
      {home && <span className="block text-[0.7rem] opacity-80">{home}</span>}
    </Link>
  );
}

/**
 * A month of duties on their due dates: a grid from 640 px, a list of the days with duties below
 * it. Every duty is a link to its home (reachable with Tab, named with its status, title, home and
 * date); the month changes with the buttons.
 */
export function DutyCalendar({
  duties,
  month,
  onMonth,
  base,
}: {
  duties: ListedDuty[];
  month: string;
  onMonth: (month: string) => void;
  base: string;
}) {
  const byDay = new Map<string, ListedDuty[]>();
  for (const d of duties) {
    if (d.dueOn?.startsWith(month)) byDay.set(d.dueOn, [...(byDay.get(d.dueOn) ?? []), d]);
  }
  const today = londonToday();
  const name = monthName(month);
  const days = [...byDay.keys()].sort();
  return (
    <section aria-labelledby="calendar-month" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-month" className="text-lg font-semibold text-slate-900" aria-live="polite">
          {name}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" size="sm" onClick={() => onMonth(shiftMonth(month, -1))}>
            <ChevronLeft className="size-4" aria-hidden="true" />
            Previous month
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMonth(today.slice(0, 7))}>
            This month
          </Button>
          <Button variant="secondary" size="sm" onClick={() => onMonth(shiftMonth(month, 1))}>
            Next month
            <ChevronRight className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-600">
        {days.length
          ? `${[...byDay.values()].flat().length} duties fall due in ${name}.`
          : `No duty falls due in ${name}. Try another month, or the list for duties without a date.`}
      </p>
      <ol className="space-y-2 sm:hidden" aria-label={`Duties due in ${name}`}>
        {days.map((day) => (
          <li key={day} className="rounded-xl border border-slate-200 bg-white p-3">
            <p className="text-sm font-semibold text-slate-900">{formatDay(day, "long")}</p>
            <ul className="mt-1 space-y-1">
              {byDay.get(day)!.map((d) => (
                <li key={d.key}>
                  <DutyChip duty={d} base={base} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <table className="hidden w-full table-fixed border-collapse text-left text-sm sm:table">
        <caption className="sr-only">Duties due in {name}, by day</caption>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w} scope="col" className="px-1 py-2 text-xs font-semibold text-slate-700">
                <abbr title={w} className="no-underline">
                  {w.slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeksOf(month).map((week) => (
            <tr key={week.find(Boolean) ?? "none"}>
              {week.map((day, i) =>
                day ? (
                  <td
                    key={day}
                    className={cn(
                      "h-24 border border-slate-200 bg-white p-1 align-top",
                      day === today && "bg-brand-50",
                    )}
                  >
                    <span className="text-xs font-medium text-slate-700">
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                      <span className="sr-only">
                        {formatDay(day, "long")}
                        {day === today ? " (today)" : ""}
                      </span>
                    </span>
                    <ul className="mt-1 space-y-1">
                      {(byDay.get(day) ?? []).map((d) => (
                        <li key={d.key}>
                          <DutyChip duty={d} base={base} />
                        </li>
                      ))}
                    </ul>
                  </td>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blank days before and after the month
                  <td key={`blank-${i}`} className="border border-slate-100 bg-slate-50" />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

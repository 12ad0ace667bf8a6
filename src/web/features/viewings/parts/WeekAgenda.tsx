import { londonDate } from "@shared/dates";
import type { Viewing } from "@shared/schemas/viewings";
import { formatDayLong, formatLondonTimeRange } from "@web/lib/format";
import { Link } from "react-router";
import { ConversationLinkText, ViewingStatusBadge } from "./viewing-ui";

/** Viewings (soonest first) grouped by their London day, in order. */
function byDay(viewings: Viewing[]): [day: string, Viewing[]][] {
  const days = new Map<string, Viewing[]>();
  for (const v of viewings) {
    const day = londonDate(new Date(v.startsAt));
    days.set(day, [...(days.get(day) ?? []), v]);
  }
  return [...days.entries()];
}

/**
 * A week's viewings, one section per London day: time, home, applicant, status and the way to the
 * conversation. Cards at every width, so nothing scrolls sideways on a phone.
 */
export function WeekAgenda({ viewings }: { viewings: Viewing[] }) {
  return (
    <div className="space-y-6">
      {byDay(viewings).map(([day, list]) => (
        <section key={day} aria-labelledby={`day-${day}`} className="space-y-2">
          <h3 id={`day-${day}`} className="text-base font-semibold text-slate-900">
            {formatDayLong(day)}
          </h3>
          <ul className="space-y-2">
            {list.map((v) => (
              <li
                key={v.id}
                data-testid="viewing-card"
                className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4"
              >
                <p className="shrink-0 font-semibold text-slate-900 tabular-nums sm:w-36">
                  <time dateTime={v.startsAt}>{formatLondonTimeRange(v.startsAt, v.endsAt)}</time>
                </p>
                <div className="min-w-0 flex-1">
                  <p className="font-medium break-words text-slate-900">{v.property.title}</p>
                  <p className="text-sm break-words text-slate-700">
                    {v.applicant.name}
                    {v.host ? `, with ${v.host}` : ""}
                  </p>
                  <p className="text-xs break-words text-slate-600">{v.property.address}</p>
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <ViewingStatusBadge status={v.status} />
                  <Link
                    to={`/enquiries/${v.enquiryId}`}
                    className="text-sm font-semibold text-brand-700 hover:underline"
                  >
                    <ConversationLinkText name={v.applicant.name} />
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

import type { DutyStatus } from "@shared/schemas/compliance";
import { Button } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { cn } from "@web/lib/utils";
import { ChevronRight, ClipboardCheck } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { useClock } from "./api";
import { DutyList, type ListedDuty } from "./DutyList";
import { countParts, type DutyGroup, type GroupBy, groupDuties } from "./group-duties";

type Clock = NonNullable<ReturnType<typeof useClock>["data"]>;

/** Duties listed before "Show all" in a single home's list: the most urgent come first. */
const FIRST = 50;
/** A list this short opens every group: folding it away would hide more than it saves. */
const SHORT = 12;

const countTone: Partial<Record<DutyStatus, string>> = {
  overdue: "font-semibold text-red-700",
  missing: "font-semibold text-red-700",
  due_soon: "font-semibold text-amber-800",
};

/**
 * The clock's duties as a list: one home's as they come (the most urgent first, the rest behind
 * "Show all"); many homes' in groups, by home or by duty, worst group first, each folding away, those
 * with nothing overdue or missing folded to start with.
 */
export function DutiesList({
  clock: d,
  filtered,
  base,
  groupBy,
  onGroupBy,
}: {
  clock: Clock;
  filtered: boolean;
  base: string;
  groupBy: GroupBy;
  onGroupBy: (by: GroupBy) => void;
}) {
  if (d.duties.length === 0) {
    return (
      <EmptyState icon={ClipboardCheck} title={filtered ? "No duty matches" : "No duties"}>
        {filtered
          ? "Change or clear the filters to see more."
          : "Record each home's facts (gas supply, licences, tenancies) and Keyhold works out its duties."}
      </EmptyState>
    );
  }
  if (d.homes.length <= 1) return <FlatDuties clock={d} base={base} />;
  return (
    <section aria-labelledby="clock-duties" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="clock-duties" className="text-lg font-semibold text-slate-900">
          Duties
        </h2>
        <GroupToggle groupBy={groupBy} onGroupBy={onGroupBy} />
      </div>
      <DutyGroups duties={d.duties} groupBy={groupBy} base={base} />
      <Truncated clock={d} />
    </section>
  );
}

function Truncated({ clock: d, className }: { clock: Clock; className?: string }) {
  if (d.total <= d.duties.length) return null;
  return (
    <p className={cn("text-sm text-slate-600", className)}>
      These are the {d.duties.length.toLocaleString("en-GB")} most urgent of {d.total.toLocaleString("en-GB")}{" "}
      duties: filter by home, area or dates to see the rest.
    </p>
  );
}

/** One home's duties: the most urgent first, the rest behind "Show all". */
function FlatDuties({ clock: d, base }: { clock: Clock; base: string }) {
  const [showAll, setShowAll] = useState(false);
  return (
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
      {showAll && <Truncated clock={d} className="mt-3" />}
    </>
  );
}

function GroupToggle({ groupBy, onGroupBy }: { groupBy: GroupBy; onGroupBy: (by: GroupBy) => void }) {
  return (
    <div role="group" aria-label="Group duties by" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-slate-700" aria-hidden="true">
        Group by
      </span>
      {(["home", "duty"] as const).map((by) => (
        <Button
          key={by}
          size="sm"
          variant={groupBy === by ? "default" : "secondary"}
          aria-pressed={groupBy === by}
          onClick={() => onGroupBy(by)}
        >
          {by === "home" ? "Home" : "Duty"}
        </Button>
      ))}
    </div>
  );
}

function DutyGroups({ duties, groupBy, base }: { duties: ListedDuty[]; groupBy: GroupBy; base: string }) {
  const groups = useMemo(() => groupDuties(duties, groupBy), [duties, groupBy]);
  const short = duties.length <= SHORT;
  return (
    <ul className="space-y-3" aria-label={groupBy === "home" ? "Duties by home" : "Duties by duty"}>
      {groups.map((g) => (
        <DutyGroupSection
          key={`${groupBy}:${g.key}`}
          group={g}
          groupBy={groupBy}
          base={base}
          startOpen={short || g.needsAttention}
        />
      ))}
    </ul>
  );
}

/** "2 overdue · 1 due soon · 5 OK", the severe counts in colour (the words carry them too). */
function Counts({ group }: { group: DutyGroup<ListedDuty> }) {
  const parts = countParts(group.counts);
  return (
    <span className="mt-1 block text-sm text-slate-700" data-testid="duty-group-counts">
      {parts.map((p, i) => (
        <span key={p.status}>
          {i > 0 && " · "}
          <span className={countTone[p.status]}>{p.text}</span>
        </span>
      ))}
    </span>
  );
}

function DutyGroupSection({
  group: g,
  groupBy,
  base,
  startOpen,
}: {
  group: DutyGroup<ListedDuty>;
  groupBy: GroupBy;
  base: string;
  startOpen: boolean;
}) {
  const [open, setOpen] = useState(startOpen);
  const body = useId();
  return (
    <li className="rounded-xl border border-slate-200 bg-white" data-testid="duty-group">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={body}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-start gap-3 rounded-xl p-4 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <ChevronRight
            aria-hidden="true"
            className={cn("mt-0.5 size-5 shrink-0 text-slate-500 transition-transform", open && "rotate-90")}
          />
          <span className="min-w-0 flex-1">
            <span className="block font-semibold break-words text-slate-900">
              {g.label}
              {g.detail && <span className="font-normal text-slate-600">, {g.detail}</span>}
            </span>
            <Counts group={g} />
          </span>
        </button>
      </h3>
      <div id={body} hidden={!open} className="border-t border-slate-200 p-3 sm:p-4">
        {open && (
          <DutyList
            duties={g.duties}
            base={base}
            caption={groupBy === "home" ? `Duties of ${g.label}` : `${g.label}: each home's duty`}
          />
        )}
      </div>
    </li>
  );
}

import { type DutyStatus, dutyStatuses } from "@shared/schemas/compliance";

/** What the clock's list groups its duties by: each home, or each duty (its title) across homes. */
export type GroupBy = "home" | "duty";

/** The little a duty needs to be grouped: its status, due date, home and title. */
export interface GroupableDuty {
  key: string;
  propertyId: string;
  title: string;
  status: DutyStatus;
  dueOn: string | null;
  property?: { addressLine1: string; title: string; city: string };
}

export interface DutyGroup<T extends GroupableDuty> {
  /** The home's id, or the duty's title. */
  key: string;
  /** The home's address, or the duty's title. */
  label: string;
  /** The home's town when grouped by home, to tell two same-named streets apart. */
  detail: string | null;
  /** In the order given (the server's: most urgent first). */
  duties: T[];
  counts: Record<DutyStatus, number>;
  /** The most severe status of the group's duties. */
  worst: DutyStatus;
  /** Something overdue or missing: the group opens by itself. */
  needsAttention: boolean;
}

/** A status's place in the order of severity: overdue 0, missing 1, due soon 2, OK 3, not applicable 4. */
const severity = (s: DutyStatus) => dutyStatuses.indexOf(s);

/** The statuses that make a group need attention. */
const SEVERE: readonly DutyStatus[] = ["overdue", "missing"];

const noCounts = (): Record<DutyStatus, number> => ({
  overdue: 0,
  missing: 0,
  due_soon: 0,
  ok: 0,
  not_applicable: 0,
});

function groupKey(d: GroupableDuty, by: GroupBy) {
  return by === "home" ? d.propertyId : d.title;
}

function groupLabel(d: GroupableDuty, by: GroupBy) {
  if (by === "duty") return d.title;
  return d.property ? d.property.addressLine1 || d.property.title : "This home";
}

/** The earliest due date of the group's duties in its worst status ("9999" when none has one). */
function firstDue(g: DutyGroup<GroupableDuty>) {
  let first = "9999";
  for (const d of g.duties) if (d.status === g.worst && d.dueOn && d.dueOn < first) first = d.dueOn;
  return first;
}

/**
 * Worst first: the most severe status; then the most overdue, missing and due soon duties, in that
 * order (as "Homes by score" ranks homes); then the earliest due date in the worst status; then the
 * label, alphabetically.
 */
export function compareGroups(a: DutyGroup<GroupableDuty>, b: DutyGroup<GroupableDuty>): number {
  const bySeverity = severity(a.worst) - severity(b.worst);
  if (bySeverity) return bySeverity;
  for (const s of ["overdue", "missing", "due_soon"] as const) {
    if (a.counts[s] !== b.counts[s]) return b.counts[s] - a.counts[s];
  }
  const [da, db] = [firstDue(a), firstDue(b)];
  if (da !== db) return da < db ? -1 : 1;
  return a.label.localeCompare(b.label, "en-GB", { numeric: true });
}

/** The duties in groups (by home or by duty), each with its counts per status, worst group first. */
export function groupDuties<T extends GroupableDuty>(duties: readonly T[], by: GroupBy): DutyGroup<T>[] {
  const groups = new Map<string, DutyGroup<T>>();
  for (const d of duties) {
    const key = groupKey(d, by);
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        label: groupLabel(d, by),
        detail: by === "home" ? (d.property?.city ?? null) : null,
        duties: [],
        counts: noCounts(),
        worst: d.status,
        needsAttention: false,
      };
      groups.set(key, g);
    }
    g.duties.push(d);
    g.counts[d.status] += 1;
    if (severity(d.status) < severity(g.worst)) g.worst = d.status;
    if (SEVERE.includes(d.status)) g.needsAttention = true;
  }
  return [...groups.values()].sort(compareGroups);
}

const countWords: Record<DutyStatus, string> = {
  overdue: "overdue",
  missing: "missing",
  due_soon: "due soon",
  ok: "OK",
  not_applicable: "not applicable",
};

/** A group's counts in words, most severe first, the statuses it has none of left out. */
export function countParts(counts: Record<DutyStatus, number>): { status: DutyStatus; text: string }[] {
  return dutyStatuses
    .filter((s) => counts[s] > 0)
    .map((s) => ({ status: s, text: `${counts[s].toLocaleString("en-GB")} ${countWords[s]}` }));
}

/** e.g. "2 overdue · 1 due soon · 5 OK". */
export const countsText = (counts: Record<DutyStatus, number>) =>
  countParts(counts)
    .map((p) => p.text)
    .join(" · ");

import type { DutyStatus } from "@shared/schemas/deposits";
import { Badge } from "@web/components/ui/badge";
import { formatDay } from "@web/lib/format";

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** A 30-day duty: done in time, done late, days left, or days overdue. */
export function DutyBadge({ status, done }: { status: DutyStatus | null; done: string }) {
  if (!status) return null;
  switch (status.state) {
    case "done":
      return <Badge tone="success">{done} in time</Badge>;
    case "done-late":
      return (
        <Badge tone="warning">
          {done} {plural(status.days, "day")} late
        </Badge>
      );
    case "due":
      return (
        <Badge tone="warning">
          Due by {formatDay(status.dueOn)}:{" "}
          {status.days === 0 ? "last day" : `${plural(status.days, "day")} left`}
        </Badge>
      );
    case "overdue":
      return (
        <Badge tone="danger">
          {plural(status.days, "day")} overdue (due {formatDay(status.dueOn)})
        </Badge>
      );
  }
}

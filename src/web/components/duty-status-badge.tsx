import { type DutyStatus, dutyStatusLabels } from "@shared/schemas/compliance";
import { Badge } from "@web/components/ui/badge";

type Tone = "neutral" | "success" | "warning" | "danger" | "info";

export const dutyStatusTone: Record<DutyStatus, Tone> = {
  overdue: "danger",
  missing: "danger",
  due_soon: "warning",
  ok: "success",
  not_applicable: "neutral",
};

/** The status of a compliance duty as a coloured label (the words carry it, not the colour). */
export function DutyStatusBadge({ status }: { status: DutyStatus }) {
  return <Badge tone={dutyStatusTone[status]}>{dutyStatusLabels[status]}</Badge>;
}

import type { ComplianceScore } from "@shared/schemas/compliance";
import { Stat } from "@web/components/ui/stat";

/** The headline figures: score, overdue, missing, due soon, in hand. */
export function ScoreSummary({
  score,
  label = "Compliance score",
}: {
  score: ComplianceScore;
  label?: string;
}) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-5">
      <Stat
        label={label}
        value={score.score === null ? "—" : `${score.score}%`}
        hint={score.score === null ? "No duty applies yet" : "of duties neither overdue nor missing"}
      />
      <Stat label="Overdue" value={score.overdue} />
      <Stat label="Missing" value={score.missing} />
      <Stat label="Due soon" value={score.dueSoon} />
      <Stat label="In hand" value={score.ok} />
    </dl>
  );
}

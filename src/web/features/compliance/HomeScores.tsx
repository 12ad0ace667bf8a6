import type { Clock } from "@shared/schemas/compliance";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { useState } from "react";
import { Link } from "react-router";

/** Homes shown before "Show all": the worst come first. */
const FIRST = 5;

/**
 * Each home's score, worst first (most overdue, then most missing, then the lowest score), so the
 * home that needs attention is the first one read. A card list at every width.
 */
export function HomeScores({ homes, base }: { homes: Clock["homes"]; base: string }) {
  const [all, setAll] = useState(false);
  const ranked = [...homes].sort(
    (a, b) =>
      b.score.overdue - a.score.overdue ||
      b.score.missing - a.score.missing ||
      (a.score.score ?? 101) - (b.score.score ?? 101) ||
      a.title.localeCompare(b.title),
  );
  const shown = all ? ranked : ranked.slice(0, FIRST);
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Homes by score</h2>
      <ul className="divide-y divide-slate-100">
        {shown.map((h) => (
          <li key={h.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
            <Link
              to={`${base}/homes/${h.id}`}
              className="min-w-0 font-medium break-words text-brand-700 hover:underline"
            >
              {h.addressLine1 || h.title}
              <span className="sr-only">: compliance of this home</span>
            </Link>
            <span className="flex flex-wrap items-center gap-3 text-slate-700">
              <span>
                <span className="font-semibold text-slate-900">
                  {h.score.score === null ? "—" : `${h.score.score}%`}
                </span>{" "}
                score
              </span>
              <span className={h.score.overdue ? "font-semibold text-red-700" : undefined}>
                {h.score.overdue} overdue
              </span>
              <span className={h.score.missing ? "font-semibold text-amber-800" : undefined}>
                {h.score.missing} missing
              </span>
            </span>
          </li>
        ))}
      </ul>
      {!all && ranked.length > FIRST && (
        <Button variant="secondary" size="sm" onClick={() => setAll(true)}>
          Show all {ranked.length} homes
        </Button>
      )}
    </Card>
  );
}

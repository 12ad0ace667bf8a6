import { isOneOf } from "@shared/one-of";
import { statusLabels, type TicketDetail, ticketStatuses } from "@shared/schemas/support";
import { Card } from "@web/components/ui/card";
import { dateTime } from "../ticket-ui";

export function Timeline({ data }: { data: TicketDetail }) {
  const steps = [
    { key: "raised", label: "Raised", at: data.ticket.createdAt },
    ...data.messages
      .filter((m) => m.kind === "status")
      .map((m) => {
        const to = m.meta.to;
        const label =
          to === "open" ? "Reopened" : isOneOf(ticketStatuses, to) ? statusLabels[to] : String(to);
        return { key: m.id, label: m.author ? `${label} (${m.author.name})` : label, at: m.createdAt };
      }),
  ];
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Status history</h2>
      <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-4 text-sm">
        {steps.map((s) => (
          <li key={s.key} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.4rem] size-2.5 rounded-full bg-brand-700 ring-2 ring-white"
            />
            <span className="block font-medium text-slate-900">{s.label}</span>
            <time className="text-slate-600" dateTime={s.at}>
              {dateTime(s.at)}
            </time>
          </li>
        ))}
      </ol>
    </Card>
  );
}

import {
  categoryLabels,
  locationLabels,
  type MaintenanceLocation,
  type TicketDetail,
} from "@shared/schemas/support";
import { Card } from "@web/components/ui/card";
import { dateTime } from "../ticket-ui";

export function Details({ data }: { data: TicketDetail }) {
  const t = data.ticket;
  const rows: [string, string][] = [
    ["Category", categoryLabels[t.category]],
    ["Property", t.property?.title ?? "Not linked"],
    ...(t.location
      ? [["Where", locationLabels[t.location as MaintenanceLocation] ?? t.location] as [string, string]]
      : []),
    ["Assigned to", t.assignee?.name ?? "Not yet assigned"],
    ["Raised", dateTime(t.createdAt)],
    ["Target", `${dateTime(t.dueAt)}${t.overdue ? " (overdue)" : ""}`],
    ["First response", t.firstResponseAt ? dateTime(t.firstResponseAt) : "Waiting"],
    ...(t.resolvedAt ? [["Resolved", dateTime(t.resolvedAt)] as [string, string]] : []),
  ];
  return (
    <Card>
      <h2 className="text-lg font-semibold text-slate-900">Details</h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([k, v]) => (
          <div key={k} className="flex justify-between gap-4">
            <dt className="text-slate-600">{k}</dt>
            <dd className="text-right font-medium text-slate-900">{v}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

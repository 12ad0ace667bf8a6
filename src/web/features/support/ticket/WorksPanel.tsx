import { tradeLabels, type WorksOrder } from "@shared/schemas/works";
import { Card } from "@web/components/ui/card";
import { LinkBox, visitTime, WorksStatusBadge } from "@web/components/works/works-ui";
import { formatMoney } from "@web/lib/format";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { useTicketWorks } from "../works-api";
import { RaiseOrderDialog } from "./RaiseOrderDialog";

/**
 * Works orders on a ticket. The staff of the home see and raise orders (the order's own page does
 * the rest); the tenant sees who is coming and when.
 */
export function WorksPanel({
  ticketId,
  propertyId,
  open,
  description,
}: {
  ticketId: string;
  /** The ticket's home: the contractors who cover it are offered first. */
  propertyId?: string | null;
  open: boolean;
  description: string;
}) {
  const works = useTicketWorks(ticketId);
  const [link, setLink] = useState<string | null>(null);
  if (!works.data) return null;
  const { items, visits, canRaise } = works.data;
  if (!canRaise) {
    if (!visits.length) return null;
    return (
      <Card>
        <h2 className="text-lg font-semibold text-slate-900">Repair visit</h2>
        <ul className="mt-3 space-y-3">
          {visits.map((v) => (
            <li key={v.id} className="flex items-start gap-3">
              <CalendarClock className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <p className="font-medium text-slate-900">
                  {v.appointmentAt ? visitTime(v.appointmentAt) : "Time not booked yet"}
                </p>
                <p className="text-sm text-slate-700">
                  {tradeLabels[v.trade]}, {v.company}
                  {v.status === "done" ? " (work done)" : ""}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Card>
    );
  }
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-900">Works orders</h2>
        {open && (
          <RaiseOrderDialog
            ticketId={ticketId}
            propertyId={propertyId}
            description={description}
            onLink={setLink}
          />
        )}
      </div>
      {link && (
        <div className="mt-3">
          <LinkBox url={link} />
        </div>
      )}
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          {open
            ? "No contractor is on this yet. Raise a works order to send one from your contractor book."
            : "No works orders. Reopen the ticket to raise one."}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {items.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function OrderRow({ order: o }: { order: WorksOrder }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0">
        <Link to={`/works-orders/${o.id}`} className="font-medium text-brand-700 hover:underline">
          Works order #{o.number}: {o.contractor.company ?? o.contractor.name}
        </Link>
        <p className="text-sm text-slate-700">
          {tradeLabels[o.contractor.trade]}, budget {formatMoney(o.budgetPence)}
          {o.appointmentAt ? `, visit ${visitTime(o.appointmentAt)}` : ""}
          {o.invoice ? `, invoice ${formatMoney(o.invoice.amountPence)}` : ""}
        </p>
      </div>
      <WorksStatusBadge status={o.status} />
    </li>
  );
}

import { isOneOf } from "@shared/one-of";
import { roleLabels } from "@shared/permissions";
import {
  priorityLabels,
  statusLabels,
  type TicketDetail,
  ticketPriorities,
  ticketStatuses,
} from "@shared/schemas/support";
import { Card } from "@web/components/ui/card";
import { FormField } from "@web/components/ui/form-field";
import { NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { type TicketUpdate, useSupportProperties, useTicketActions } from "../api";

/** Staff handling the ticket: status, priority, linked property and assignee. */
export function StaffControls({ data }: { data: TicketDetail }) {
  const t = data.ticket;
  const { update } = useTicketActions(t.id);
  const change = async (input: TicketUpdate, done: string) => {
    try {
      await update.mutateAsync(input);
      toast({ title: done });
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Manage</h2>
      <FormField label="Status">
        <NativeSelect
          value={t.status}
          disabled={update.isPending}
          onChange={(e) => {
            const status = e.target.value;
            if (isOneOf(ticketStatuses, status)) void change({ status }, `Status: ${statusLabels[status]}`);
          }}
        >
          <option value={t.status}>{statusLabels[t.status]}</option>
          {data.permissions.statuses.map((s) => (
            <option key={s} value={s}>
              {s === "open" ? "Reopen" : statusLabels[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Priority">
        <NativeSelect
          value={t.priority}
          disabled={update.isPending}
          onChange={(e) => {
            const priority = e.target.value;
            if (isOneOf(ticketPriorities, priority))
              void change({ priority }, `Priority: ${priorityLabels[priority]}`);
          }}
        >
          {ticketPriorities.map((p) => (
            <option key={p} value={p}>
              {priorityLabels[p]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      {data.permissions.linkProperty && (
        <PropertyLink data={data} onChange={change} busy={update.isPending} />
      )}
      <FormField label="Assignee">
        <NativeSelect
          value={t.assignee?.id ?? ""}
          disabled={update.isPending}
          onChange={(e) =>
            void change({ assigneeId: e.target.value || null }, e.target.value ? "Assigned" : "Unassigned")
          }
        >
          <option value="">Unassigned</option>
          {t.assignee && !data.assignees.some((p) => p.id === t.assignee?.id) && (
            <option value={t.assignee.id}>{t.assignee.name}</option>
          )}
          {data.assignees.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name} ({roleLabels[p.role]})
            </option>
          ))}
        </NativeSelect>
      </FormField>
    </Card>
  );
}

function PropertyLink({
  data,
  onChange,
  busy,
}: {
  data: TicketDetail;
  onChange(input: { propertyId: string | null }, done: string): Promise<void>;
  busy: boolean;
}) {
  const properties = useSupportProperties(true);
  const current = data.ticket.property;
  const options = properties.data?.items ?? [];
  return (
    <FormField label="Property" hint="Its landlord and agent can then see and handle the ticket.">
      <NativeSelect
        value={current?.id ?? ""}
        disabled={busy || properties.isPending}
        onChange={(e) =>
          void onChange(
            { propertyId: e.target.value || null },
            e.target.value ? "Property linked" : "Property unlinked",
          )
        }
      >
        <option value="">Not linked</option>
        {current && !options.some((p) => p.id === current.id) && (
          <option value={current.id}>{current.title}</option>
        )}
        {options.map((p) => (
          <option key={p.id} value={p.id}>
            {p.title}
          </option>
        ))}
      </NativeSelect>
    </FormField>
  );
}

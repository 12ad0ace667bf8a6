import type { TicketDetail, TicketStatus } from "@shared/schemas/support";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { useTicketActions } from "../api";

/** The person who raised the ticket: close it, or reopen it. */
export function CreatorControls({ data }: { data: TicketDetail }) {
  const { update } = useTicketActions(data.ticket.id);
  const { close, reopen } = data.permissions;
  if (!close && !reopen) return null;
  const run = async (status: TicketStatus, done: string) => {
    try {
      await update.mutateAsync({ status });
      toast({ title: done });
    } catch (err) {
      toastError(err);
    }
  };
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Your request</h2>
      {reopen && (
        <Button
          variant="secondary"
          disabled={update.isPending}
          onClick={() => void run("open", "Ticket reopened")}
        >
          Reopen ticket
        </Button>
      )}
      {close && (
        <ConfirmDialog
          trigger={<Button variant="secondary">Close ticket</Button>}
          title="Close this ticket?"
          description="Close it if you no longer need help. You can reopen it later."
          confirmLabel="Close ticket"
          onConfirm={() => run("closed", "Ticket closed")}
        />
      )}
    </Card>
  );
}

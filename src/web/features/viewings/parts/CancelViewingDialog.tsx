import type { Viewing } from "@shared/schemas/viewings";
import { Button } from "@web/components/ui/button";
import { FormDialog } from "@web/components/ui/form-dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { showFormError } from "@web/lib/form-errors";
import { formatLondonSlot } from "@web/lib/format";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useViewingActions } from "../api";

/** Cancels an offered or booked viewing still to come, with an optional reason. */
export function CancelViewingDialog({ viewing: v }: { viewing: Viewing }) {
  const [open, setOpen] = useState(false);
  const { cancel } = useViewingActions();
  const form = useForm<{ reason: string }>({ defaultValues: { reason: "" } });
  const slot = formatLondonSlot(v.startsAt, v.endsAt);
  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await cancel.mutateAsync({ id: v.id, reason: reason.trim() || undefined });
      toast({
        title: "Viewing cancelled",
        description: v.status === "booked" ? `${v.applicant.name} has been e-mailed.` : slot,
      });
      form.reset();
      setOpen(false);
    } catch (err) {
      showFormError(err, form.setError);
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="secondary" size="sm">
          Cancel viewing
        </Button>
      }
      title="Cancel this viewing?"
      description={
        v.status === "booked"
          ? `${v.applicant.name} booked ${slot}. They are e-mailed that it is cancelled.`
          : `${slot} is no longer offered to ${v.applicant.name}.`
      }
      submitLabel="Cancel viewing"
      cancelLabel="Keep viewing"
      busy={form.formState.isSubmitting}
      onSubmit={submit}
    >
      <FormField label="Reason" optional error={form.formState.errors.reason?.message}>
        <Textarea className="min-h-20" maxLength={500} {...form.register("reason")} />
      </FormField>
    </FormDialog>
  );
}

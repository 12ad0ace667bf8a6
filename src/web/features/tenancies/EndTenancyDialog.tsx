import * as Dialog from "@radix-ui/react-dialog";
import { today as londonToday } from "@shared/dates";
import type { Tenancy } from "@shared/schemas/tenancies";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { useState } from "react";
import { useChangeStatus } from "./api";
import { formatDay } from "./display";

/** Ends an active tenancy on a chosen last day (today by default, or earlier if the tenant already left). */
export function EndTenancyDialog({ tenancy }: { tenancy: Tenancy }) {
  const change = useChangeStatus(tenancy.id);
  const today = londonToday();
  const initial = tenancy.endDate && tenancy.endDate < today ? tenancy.endDate : today;
  const [open, setOpen] = useState(false);
  const [endDate, setEndDate] = useState(initial);
  const [error, setError] = useState<string>();

  const submit = async () => {
    if (!endDate) return setError("Choose the last day of the tenancy");
    if (endDate < tenancy.startDate) return setError("The end date can't be before the start date");
    if (endDate > today) return setError("End it on or before today; until then it stays active");
    try {
      await change.mutateAsync({ status: "ended", endDate });
      toast({
        title: "Tenancy ended",
        description: `${tenancy.property.title} is available again. Rent was charged up to ${formatDay(endDate)}.`,
      });
      setOpen(false);
    } catch (err) {
      const field = err instanceof ApiRequestError ? err.fields.endDate : undefined;
      if (field) setError(field);
      else toast({ title: "Error", description: (err as Error).message, variant: "destructive" });
    }
  };

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(o) => {
        if (change.isPending) return;
        setOpen(o);
        setError(undefined);
        setEndDate(initial);
      }}
    >
      <Dialog.Trigger asChild>
        <Button variant="secondary">End tenancy</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">End this tenancy?</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            Rent is charged up to the last day (a part period pro rata) and {tenancy.property.title} becomes
            available again.
          </Dialog.Description>
          <div className="mt-4">
            <FormField label="Last day of the tenancy" error={error}>
              <Input
                type="date"
                value={endDate}
                min={tenancy.startDate}
                max={today}
                onChange={(e) => {
                  setEndDate(e.target.value);
                  setError(undefined);
                }}
              />
            </FormField>
          </div>
          <div className="mt-6 flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={change.isPending}>
                Cancel
              </Button>
            </Dialog.Close>
            <Button variant="destructive" disabled={change.isPending} onClick={submit}>
              {change.isPending ? "Working..." : "End tenancy"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

import type { ApplicantView } from "@shared/schemas/viewings";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { toast } from "@web/components/ui/toast-store";
import { formatLondonSlot } from "@web/lib/format";
import { CalendarCheck } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useApplicantActions } from "../api";

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * The applicant's viewing: the one booked (with a way to cancel it) and the times on offer to
 * book (a new booking replaces the old). Refusals (a time just taken) show above the choices.
 */
export function ApplicantBooking({ token, view }: { token: string; view: ApplicantView }) {
  const act = useApplicantActions(token);
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const { booked, offered } = view;

  const book = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const viewingId = String(new FormData(e.currentTarget).get("viewingId") ?? "");
    if (!viewingId) return setError("Choose one of the times offered");
    const slot = offered.find((o) => o.id === viewingId);
    act.book.mutate(viewingId, {
      onSuccess: () => {
        setError(null);
        toast({
          title: "Viewing booked",
          description: slot ? formatLondonSlot(slot.startsAt, slot.endsAt) : undefined,
        });
      },
      onError: (err) => setError(message(err)),
    });
  };

  return (
    <>
      {booked && (
        <Card className="space-y-3 border-brand-300 bg-brand-50" data-testid="booked-viewing">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <CalendarCheck className="size-5 text-brand-700" aria-hidden="true" />
            Your viewing
          </h2>
          <p className="text-slate-900">
            <time dateTime={booked.startsAt}>{formatLondonSlot(booked.startsAt, booked.endsAt)}</time>
          </p>
          <ConfirmDialog
            trigger={<Button variant="secondary">Cancel viewing</Button>}
            title="Cancel your viewing?"
            description={`${formatLondonSlot(booked.startsAt, booked.endsAt)}. ${view.managedBy} is told at once.`}
            confirmLabel="Cancel viewing"
            cancelLabel="Keep my viewing"
            destructive
            onConfirm={() =>
              act.cancel.mutateAsync(booked.id).then(
                () => toast({ title: "Viewing cancelled", description: `${view.managedBy} has been told.` }),
                (err) => setError(message(err)),
              )
            }
          />
        </Card>
      )}
      {error && (
        <p id={errorId} role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900">
          {error}
        </p>
      )}
      {offered.length > 0 && !view.letAgreed && (
        <Card>
          <form onSubmit={book} className="space-y-4">
            <fieldset aria-describedby={error ? errorId : undefined}>
              <legend className="text-lg font-semibold text-slate-900">Choose a viewing time</legend>
              {booked && (
                <p className="mt-1 text-sm text-slate-700">Booking another time replaces your viewing.</p>
              )}
              <div className="mt-3 space-y-2">
                {offered.map((o) => (
                  <label
                    key={o.id}
                    className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 p-3 text-slate-900 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name="viewingId"
                      value={o.id}
                      className="size-4 shrink-0 accent-brand-700"
                    />
                    <time dateTime={o.startsAt}>{formatLondonSlot(o.startsAt, o.endsAt)}</time>
                  </label>
                ))}
              </div>
            </fieldset>
            <Button type="submit" disabled={act.book.isPending}>
              {act.book.isPending ? "Booking..." : "Book this time"}
            </Button>
          </form>
        </Card>
      )}
    </>
  );
}

import { addDays, today } from "@shared/dates";
import { VIEWING_DAYS_AHEAD, VIEWING_SLOTS_MAX, viewingDurations } from "@shared/schemas/viewings";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray } from "react-hook-form";
import { emptySlot, type ReplyForm } from "./reply-form-schema";

/**
 * "Offer viewing times": one row per time (London date, time, length), added and removed; each
 * row is a group named "Time 1", "Time 2"… so its fields and its errors read together.
 */
export function SlotFields({ form }: { form: ReplyForm }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "slots" });
  const errors = form.formState.errors.slots;
  const first = today();
  const last = addDays(first, VIEWING_DAYS_AHEAD);
  return (
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-base font-semibold text-slate-900">Offer viewing times</legend>
      <p className="text-sm text-slate-700">
        Up to {VIEWING_SLOTS_MAX} times, London time, from an hour to {VIEWING_DAYS_AHEAD} days ahead. The
        applicant books one through the link in our e-mail. New times replace those still on offer; a booked
        viewing stays.
      </p>
      {fields.length > 0 && (
        <ol className="space-y-3">
          {fields.map((f, i) => {
            const row = errors?.[i];
            return (
              <li key={f.id}>
                <fieldset className="rounded-lg bg-slate-50 p-3" data-testid="slot-row">
                  <legend className="float-left w-full text-sm font-semibold text-slate-800">
                    Time {i + 1}
                  </legend>
                  <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,8rem)_minmax(0,9rem)_auto] sm:items-start clear-both pt-2">
                    <FormField label="Date" error={row?.date?.message ?? row?.startsAt?.message}>
                      <Input type="date" min={first} max={last} {...form.register(`slots.${i}.date`)} />
                    </FormField>
                    <FormField label="Time" error={row?.time?.message}>
                      <Input type="time" step={300} {...form.register(`slots.${i}.time`)} />
                    </FormField>
                    <FormField label="Length" error={row?.durationMinutes?.message}>
                      <NativeSelect {...form.register(`slots.${i}.durationMinutes`)}>
                        {viewingDurations.map((d) => (
                          <option key={d} value={String(d)}>
                            {d} minutes
                          </option>
                        ))}
                      </NativeSelect>
                    </FormField>
                    <div className="sm:pt-6">
                      <Button
                        variant="ghost"
                        aria-label={`Remove time ${i + 1}`}
                        onClick={() => remove(i)}
                        className="w-full sm:w-auto"
                      >
                        <Trash2 aria-hidden="true" />
                        Remove
                      </Button>
                    </div>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      {errors?.message && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.message}
        </p>
      )}
      <Button
        variant="secondary"
        onClick={() => append(emptySlot())}
        disabled={fields.length >= VIEWING_SLOTS_MAX}
      >
        <Plus aria-hidden="true" />
        Add time
      </Button>
      {fields.length >= VIEWING_SLOTS_MAX && (
        <p className="text-sm text-slate-700">That is the most one reply can offer.</p>
      )}
    </fieldset>
  );
}

import { enquiryReplyInputSchema, VIEWING_SLOTS_MAX, viewingDurations } from "@shared/schemas/viewings";
import { londonDateTimeToIso } from "@web/lib/london-time";
import type { UseFormReturn } from "react-hook-form";
import { z } from "zod";

/**
 * The reply form as typed: a message and up to six rows of London date, time and length. Each row
 * becomes an instant with its offset (BST or GMT) before it is sent; the server checks the window
 * (an hour to 90 days ahead) and overlaps, and its messages land on the row ("slots.1.startsAt").
 */
const slotRowSchema = z
  .object({
    date: z.string().min(1, "Choose a date"),
    time: z.string().min(1, "Choose a time"),
    durationMinutes: z
      .string()
      .refine((v) => (viewingDurations as readonly number[]).includes(Number(v)), "Choose a length"),
    /** Not a control: where the server's message about the row's start lands. */
    startsAt: z.string().optional(),
  })
  .superRefine((row, ctx) => {
    if (row.date && row.time && !londonDateTimeToIso(row.date, row.time))
      ctx.addIssue({
        code: "custom",
        path: ["time"],
        message: "That time does not exist in London (the clocks go forward)",
      });
  });

export const replyFormSchema = z.object({
  message: enquiryReplyInputSchema.shape.message,
  slots: z
    .array(slotRowSchema)
    .max(VIEWING_SLOTS_MAX, `Offer at most ${VIEWING_SLOTS_MAX} times in one reply`),
});
export type ReplyFormValues = z.input<typeof replyFormSchema>;
export type ReplyFormOutput = z.output<typeof replyFormSchema>;
export type ReplyForm = UseFormReturn<ReplyFormValues, unknown, ReplyFormOutput>;
export type SlotRow = ReplyFormValues["slots"][number];

export const emptySlot = (): SlotRow => ({ date: "", time: "", durationMinutes: "30" });

/** The request body of a checked form. */
export function replyBody(values: ReplyFormOutput) {
  return {
    message: values.message,
    slots: values.slots.map((s) => ({
      startsAt: londonDateTimeToIso(s.date, s.time)!,
      durationMinutes: Number(s.durationMinutes) as (typeof viewingDurations)[number],
    })),
  };
}

/**
 * Enquiries to viewings: the thread of an enquiry (the applicant's first message, staff replies and
 * the applicant's answers through their private link), the viewing slots staff propose, the one
 * the applicant books, and its outcome. One set of rules for the API and the forms.
 */
import { z } from "zod";
import { isoDate } from "./dates";
import { enquirySchema } from "./properties";

/** At most this many slots in one reply; a new reply's slots replace the unbooked ones. */
export const VIEWING_SLOTS_MAX = 6;
/** Slots start from an hour ahead and at most this many days ahead. */
export const VIEWING_DAYS_AHEAD = 90;
export const VIEWING_LEAD_MINUTES = 60;
/** The calendar answers at most this many days at once. */
export const VIEWING_RANGE_DAYS_MAX = 62;
export const viewingDurations = [15, 20, 30, 45, 60] as const;
export const THREAD_MESSAGE_MAX = 5000;

export const viewingStatuses = ["proposed", "booked", "cancelled", "attended", "no_show"] as const;
export type ViewingStatus = (typeof viewingStatuses)[number];
export const viewingStatusLabels: Record<ViewingStatus, string> = {
  proposed: "Offered",
  booked: "Booked",
  cancelled: "Cancelled",
  attended: "Attended",
  no_show: "Did not attend",
};

/** Who wrote a message of an enquiry's thread after its first. */
export const enquiryMessageSenders = ["applicant", "staff"] as const;

/** What the applicant said after an attended viewing. */
export const viewingInterests = ["wants_to_apply", "thinking", "not_interested"] as const;
export type ViewingInterest = (typeof viewingInterests)[number];
export const viewingInterestLabels: Record<ViewingInterest, string> = {
  wants_to_apply: "Wants to apply",
  thinking: "Thinking it over",
  not_interested: "Not interested",
};

const messageText = z
  .string({ error: "Write a message" })
  .trim()
  .min(1, "Write a message")
  .max(
    THREAD_MESSAGE_MAX,
    `Message must be at most ${THREAD_MESSAGE_MAX.toLocaleString("en-GB")} characters`,
  );

export const viewingSlotInputSchema = z.strictObject({
  startsAt: z.iso.datetime({ offset: true, error: "Choose a date and time" }),
  // A union of literals: z.literal([...]) validates every value but documents only the first.
  durationMinutes: z.union(
    [z.literal(15), z.literal(20), z.literal(30), z.literal(45), z.literal(60)] satisfies z.ZodLiteral<
      (typeof viewingDurations)[number]
    >[],
    { error: `Choose a length of ${viewingDurations.join(", ")} minutes` },
  ),
});
export type ViewingSlotInput = z.infer<typeof viewingSlotInputSchema>;

/**
 * A reply to an enquiry, with viewing times to offer. The times' window (an hour to 90 days
 * ahead) and overlaps are checked on the server against its clock.
 */
export const enquiryReplyInputSchema = z.strictObject({
  message: messageText,
  slots: z
    .array(viewingSlotInputSchema)
    .max(VIEWING_SLOTS_MAX, `Offer at most ${VIEWING_SLOTS_MAX} times in one reply`)
    .default([]),
});
export type EnquiryReplyInput = z.input<typeof enquiryReplyInputSchema>;

export const applicantMessageInputSchema = z.strictObject({ message: messageText });
export const applicantBookingInputSchema = z.strictObject({
  viewingId: z.string().uuid("Choose one of the times offered"),
});
export const applicantCancelInputSchema = z.strictObject({
  viewingId: z.string().uuid("Unknown viewing"),
});

export const viewingOutcomeInputSchema = z
  .strictObject({
    attended: z.boolean({ error: "Say whether the applicant came" }),
    interest: z
      .enum(viewingInterests, { error: "Choose wants to apply, thinking or not interested" })
      .optional(),
    note: z.string().trim().max(2000, "Note must be at most 2,000 characters").optional(),
  })
  .refine((v) => !v.attended || v.interest, {
    path: ["interest"],
    message: "Say how interested the applicant was",
  });
export type ViewingOutcomeInput = z.input<typeof viewingOutcomeInputSchema>;

export const viewingCancelInputSchema = z.strictObject({
  reason: z.string().trim().max(500, "Reason must be at most 500 characters").optional(),
});

export const viewingRangeQuerySchema = z
  .object({
    from: isoDate(),
    to: isoDate(),
    /** Only the viewings the caller hosts. */
    mine: z
      .enum(["true", "false"], { error: "Use mine=true or mine=false" })
      .optional()
      .transform((v) => v === "true"),
  })
  .refine((q) => q.from <= q.to, { path: ["to"], message: "The end must not be before the start" })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= VIEWING_RANGE_DAYS_MAX, {
    path: ["to"],
    message: `Ask for at most ${VIEWING_RANGE_DAYS_MAX} days at once`,
  });

export const threadMessageSchema = z
  .object({
    id: z.string(),
    from: z.enum(enquiryMessageSenders),
    authorName: z.string(),
    body: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "ThreadMessage" });
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

export const viewingSchema = z
  .object({
    id: z.string(),
    enquiryId: z.string(),
    property: z.object({ id: z.string(), title: z.string(), address: z.string() }),
    applicant: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
    startsAt: z.string(),
    endsAt: z.string(),
    status: z.enum(viewingStatuses),
    host: z.string().nullable(),
    interest: z.enum(viewingInterests).nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: "Viewing" });
export type Viewing = z.infer<typeof viewingSchema>;

export const enquiryThreadSchema = z
  .object({
    enquiry: enquirySchema,
    messages: z.array(threadMessageSchema),
    viewings: z.array(viewingSchema),
    /** The home is let agreed: no new times can be offered or booked. */
    letAgreed: z.boolean(),
  })
  .meta({ id: "EnquiryThread" });
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;

/** What the applicant sees behind their private link: no staff e-mails, no other applicants. */
export const applicantViewSchema = z
  .object({
    applicantName: z.string(),
    property: z.object({ id: z.string(), title: z.string(), address: z.string() }),
    managedBy: z.string(),
    /** The managing agency's logo, when it has one. */
    managerLogoUrl: z.string().nullable(),
    messages: z.array(threadMessageSchema),
    offered: z.array(z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() })),
    booked: z.object({ id: z.string(), startsAt: z.string(), endsAt: z.string() }).nullable(),
    letAgreed: z.boolean(),
  })
  .meta({ id: "ApplicantView" });
export type ApplicantView = z.infer<typeof applicantViewSchema>;

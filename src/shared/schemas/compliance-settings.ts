import "./zod-setup";
import { z } from "zod";

/**
 * A landlord's or agent's reminders of compliance duties (days before each due date, weekly once
 * overdue) and their secret calendar feed of duties (issue 16).
 */

export const MAX_LEAD_STEPS = 6;
export const MAX_LEAD_DAYS = 365;
export const defaultLeadDays = [60, 30, 7] as const;

/** A calendar feed holds the compliance duties or the viewings; one active feed of each per user. */
export const calendarFeedKinds = ["duties", "viewings"] as const;
export type CalendarFeedKind = (typeof calendarFeedKinds)[number];

const leadDay = z
  .number({ error: "Each reminder is a whole number of days" })
  .int({ error: "Each reminder is a whole number of days" })
  .min(1, { error: "Each reminder is at least 1 day before the due date" })
  .max(MAX_LEAD_DAYS, { error: `Each reminder is at most ${MAX_LEAD_DAYS} days before the due date` });

export const complianceSettingsSchema = z
  .object({
    /** Days before a due date that a reminder is sent, largest first. */
    leadDays: z
      .array(leadDay)
      .min(1, { error: "Choose at least one reminder" })
      .max(MAX_LEAD_STEPS, { error: `At most ${MAX_LEAD_STEPS} reminders` })
      .refine((xs) => new Set(xs).size === xs.length, { error: "Each reminder day may appear only once" }),
    /** Once a duty is overdue, a reminder every week until it is done. */
    overdueWeekly: z.boolean(),
    /** Reminders by e-mail as well as in the app. */
    email: z.boolean(),
  })
  .meta({ id: "ComplianceSettings" });
export type ComplianceSettings = z.infer<typeof complianceSettingsSchema>;

export const calendarFeedStatusSchema = z
  .object({
    active: z.boolean(),
    createdAt: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: "CalendarFeedStatus" });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** Answered once, when the feed is created: the URL is never shown again. */
export const calendarFeedCreatedSchema = calendarFeedStatusSchema
  .extend({ url: z.string() })
  .meta({ id: "CalendarFeedCreated" });
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedSchema>;

import "./zod-setup";
import { z } from "zod";
import { roles } from "../permissions";
import {
  type TicketPriority,
  type TicketStatus,
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
} from "../support-vocab";
import { pageQuery } from "./admin";

export * from "../support-vocab";

/** Response targets by priority: a ticket not resolved or closed within this is overdue. */
export const slaHours: Record<TicketPriority, number> = { urgent: 4, high: 24, medium: 72, low: 168 };

export const slaLabels: Record<TicketPriority, string> = {
  urgent: "4 hours",
  high: "24 hours",
  medium: "72 hours",
  low: "7 days",
};

export const openStatuses: readonly TicketStatus[] = ["open", "in_progress", "awaiting_reply"];

export function slaDueAt(createdAt: Date | string, priority: TicketPriority): Date {
  return new Date(new Date(createdAt).getTime() + slaHours[priority] * 3_600_000);
}

export function isOverdue(
  t: { createdAt: Date | string; priority: TicketPriority; status: TicketStatus },
  now = new Date(),
): boolean {
  return t.status !== "resolved" && t.status !== "closed" && slaDueAt(t.createdAt, t.priority) < now;
}

/**
 * The status workflow: open → in_progress → awaiting_reply → resolved → closed; staff may skip
 * ahead (resolve an open ticket) and move between in_progress and awaiting_reply; resolved and
 * closed tickets can only be reopened (→ open), and a resolved one closed.
 */
export const statusTransitions: Record<TicketStatus, readonly TicketStatus[]> = {
  open: ["in_progress", "awaiting_reply", "resolved", "closed"],
  in_progress: ["awaiting_reply", "resolved", "closed"],
  awaiting_reply: ["in_progress", "resolved", "closed"],
  resolved: ["closed", "open"],
  closed: ["open"],
};

export function canTransition(from: TicketStatus, to: TicketStatus): boolean {
  return statusTransitions[from].includes(to);
}

/** Where in the home the problem is (maintenance requests). */
export const maintenanceLocations = [
  "kitchen",
  "bathroom",
  "bedroom",
  "living_room",
  "hallway",
  "exterior",
  "whole_property",
  "other",
] as const;
export type MaintenanceLocation = (typeof maintenanceLocations)[number];
export const locationLabels: Record<MaintenanceLocation, string> = {
  kitchen: "Kitchen",
  bathroom: "Bathroom",
  bedroom: "Bedroom",
  living_room: "Living room",
  hallway: "Hallway or stairs",
  exterior: "Outside, roof or garden",
  whole_property: "Whole property",
  other: "Elsewhere",
};

const optionalUuid = (message: string) =>
  z
    .union([z.literal(""), z.uuid(message)])
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * A tenant's maintenance request must name the home it is about: only then do its landlord and
 * agent see it (without one it reaches the admin team alone and the landlord never hears of it).
 */
export const maintenanceNeedsProperty = (role: string, category: string) =>
  role === "tenant" && homeCategories.includes(category);
/** Categories about a home: repairs, and a smoke or CO alarm fault. */
export const homeCategories: readonly string[] = ["maintenance", "safety_alarm"];
export const maintenancePropertyMessage = "Please choose the home the repair is about";
export const maintenanceNoHomeMessage =
  "Maintenance requests go to the landlord of a home you rent, and no tenancy is linked to your account yet. Accept your landlord's invitation first (on your home page, or through the e-mailed link), or choose another category to ask our team.";

export const createTicketSchema = z
  .object({
    subject: z
      .string({ error: "Please enter a subject" })
      .trim()
      .min(5, "Subject must be at least 5 characters")
      .max(150, "Subject must be at most 150 characters"),
    description: z
      .string({ error: "Please describe the problem" })
      .trim()
      .min(20, "Please describe the problem in at least 20 characters")
      .max(5000, "Description must be at most 5000 characters"),
    category: z.enum(ticketCategories, { error: "Please choose a category" }),
    priority: z.enum(ticketPriorities, { error: "Please choose how urgent this is" }).default("medium"),
    propertyId: optionalUuid("Please choose a property from the list"),
    location: z
      .union([z.literal(""), z.enum(maintenanceLocations, { error: "Please choose where the problem is" })])
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    if (v.category === "maintenance" && !v.location) {
      ctx.addIssue({
        code: "custom",
        path: ["location"],
        message: "Please tell us where in the property the problem is",
      });
    }
  });
export type CreateTicketInput = z.input<typeof createTicketSchema>;

export const ticketListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.union([z.enum(ticketStatuses), z.literal("active")]).optional(),
  category: z.enum(ticketCategories).optional(),
  priority: z.enum(ticketPriorities).optional(),
  propertyId: z.uuid("Unknown property").optional(),
  /** "me": assigned to the caller; "none": unassigned. */
  assigned: z.enum(["me", "none"]).optional(),
  /** Only tickets past their SLA. */
  overdue: z.enum(["true", "false"]).optional(),
  /** Only tickets the caller raised. */
  mine: z.enum(["true", "false"]).optional(),
  sort: z.enum(["newest", "oldest", "updated", "due"]).default("newest"),
  ...pageQuery,
});

export const addMessageSchema = z.object({
  body: z
    .string({ error: "Please write a message" })
    .trim()
    .min(1, "Please write a message")
    .max(5000, "Message must be at most 5000 characters"),
  internal: z.boolean().default(false),
});

export const updateTicketSchema = z
  .object({
    status: z.enum(ticketStatuses, { error: "Unknown status" }).optional(),
    priority: z.enum(ticketPriorities, { error: "Unknown priority" }).optional(),
    assigneeId: z.string().max(100).nullable().optional(),
    /** Admins only: link the ticket to the property it is about (e.g. a tenant's repair). */
    propertyId: z.uuid("Unknown property").nullable().optional(),
  })
  .refine(
    (v) =>
      v.status !== undefined ||
      v.priority !== undefined ||
      v.assigneeId !== undefined ||
      v.propertyId !== undefined,
    {
      message: "Nothing to change: send status, priority, assigneeId or propertyId",
      path: ["status"],
    },
  );

export const bulkAssignSchema = z.object({
  ticketIds: z
    .array(z.uuid("Unknown ticket"))
    .min(1, "Select at least one ticket")
    .max(100, "Assign at most 100 tickets at once"),
  assigneeId: z.string().max(100).nullable(),
});

export const personSchema = z.object({ id: z.string(), name: z.string(), role: z.enum(roles) });
export type Person = z.infer<typeof personSchema>;

export const propertyRefSchema = z.object({ id: z.string(), title: z.string() });

export const ticketSummarySchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    subject: z.string(),
    category: z.enum(ticketCategories),
    priority: z.enum(ticketPriorities),
    status: z.enum(ticketStatuses),
    location: z.string().nullable(),
    property: propertyRefSchema.nullable(),
    createdBy: personSchema,
    assignee: personSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    firstResponseAt: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    dueAt: z.string(),
    overdue: z.boolean(),
    messageCount: z.number().int(),
  })
  .meta({ id: "TicketSummary" });
export type TicketSummary = z.infer<typeof ticketSummarySchema>;

export const attachmentSchema = z
  .object({
    id: z.string(),
    messageId: z.string().nullable(),
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    url: z.string(),
    uploadedBy: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "TicketAttachment" });
export type TicketAttachment = z.infer<typeof attachmentSchema>;

export const messageKinds = ["message", "status", "priority", "assignment", "property"] as const;
export const ticketMessageSchema = z
  .object({
    id: z.string(),
    kind: z.enum(messageKinds),
    author: personSchema.nullable(),
    body: z.string(),
    internal: z.boolean(),
    /** For events: what changed, e.g. { from: "open", to: "in_progress" }. */
    meta: z.record(z.string(), z.unknown()),
    createdAt: z.string(),
  })
  .meta({ id: "TicketMessage" });
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

export const ticketDetailSchema = z
  .object({
    ticket: ticketSummarySchema.extend({ description: z.string() }),
    messages: z.array(ticketMessageSchema),
    attachments: z.array(attachmentSchema),
    permissions: z.object({
      /** Change status, priority and assignee; write internal notes. */
      manage: z.boolean(),
      seeInternal: z.boolean(),
      reply: z.boolean(),
      close: z.boolean(),
      reopen: z.boolean(),
      attach: z.boolean(),
      /** Admins: link the ticket to a property. */
      linkProperty: z.boolean(),
      /** Statuses the caller may move the ticket to now. */
      statuses: z.array(z.enum(ticketStatuses)),
    }),
    /** People the ticket may be assigned to (only for those who may manage it). */
    assignees: z.array(personSchema),
  })
  .meta({ id: "TicketDetail" });
export type TicketDetail = z.infer<typeof ticketDetailSchema>;

export const supportSummarySchema = z.object({
  byStatus: z.record(z.enum(ticketStatuses), z.number().int()),
  overdueByPriority: z.record(z.enum(ticketPriorities), z.number().int()),
  overdue: z.number().int(),
  unassigned: z.number().int(),
  assignedToMe: z.number().int(),
  raisedByMe: z.number().int(),
  myOpen: z.array(ticketSummarySchema),
});
export type SupportSummary = z.infer<typeof supportSummarySchema>;

export const contactMessageStatuses = ["new", "in_progress", "done", "spam"] as const;
export const contactStatusLabels: Record<(typeof contactMessageStatuses)[number], string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  spam: "Spam",
};
export const contactMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    topic: z.string(),
    message: z.string(),
    status: z.enum(contactMessageStatuses),
    createdAt: z.string(),
  })
  .meta({ id: "ContactMessage" });
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const contactMessageQuerySchema = z.object({
  status: z.enum(contactMessageStatuses).optional(),
  ...pageQuery,
});
export const contactStatusSchema = z.object({
  status: z.enum(contactMessageStatuses, { error: "Please choose new, in progress, done or spam" }),
});

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    readAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Notification" });
export type AppNotification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
export const markReadSchema = z.object({
  /** Omit to mark everything read. */
  ids: z.array(z.uuid()).max(100).optional(),
});

/** Attachments: images and PDF, 10 MB each by default (the storage module checks content). */
export const attachmentAccept = "image/jpeg,image/png,image/webp,application/pdf";
export const maxAttachmentsPerUpload = 5;

/**
 * The support ticket vocabulary and its labels, without zod: the back-office search box shows
 * ticket statuses on every signed-in page and must not pull the schemas in. schemas/support.ts
 * re-exports all of it.
 */
export const ticketCategories = [
  "maintenance",
  /** A smoke or CO alarm not working: the duty engine reads open ones as "alarm repair" duties. */
  "safety_alarm",
  "billing",
  "tenancy",
  "account",
  "technical",
  "other",
] as const;
export type TicketCategory = (typeof ticketCategories)[number];
export const ticketPriorities = ["low", "medium", "high", "urgent"] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const ticketStatuses = ["open", "in_progress", "awaiting_reply", "resolved", "closed"] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const categoryLabels: Record<TicketCategory, string> = {
  maintenance: "Maintenance",
  safety_alarm: "Smoke or CO alarm fault",
  billing: "Billing and payments",
  tenancy: "Tenancy",
  account: "Account",
  technical: "Website or app problem",
  other: "Something else",
};
export const priorityLabels: Record<TicketPriority, string> = {
  low: "Low",
  medium: "Medium",
  high: "High",
  urgent: "Urgent",
};
export const statusLabels: Record<TicketStatus, string> = {
  open: "Open",
  in_progress: "In progress",
  awaiting_reply: "Awaiting reply",
  resolved: "Resolved",
  closed: "Closed",
};

import "./zod-setup";
import { z } from "zod";
import { roles } from "../permissions";
import { checkDateRange, isoDate, MAX_FILTER_YEARS } from "./dates";

export const pageQuery = {
  page: z.coerce.number().int().min(1, "Page must be 1 or more").max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100, "Page size must be at most 100").default(20),
};

export const userListQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(roles).optional(),
  status: z.enum(["active", "suspended"]).optional(),
  ...pageQuery,
});

export const adminUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.enum(roles),
    phone: z.string().nullable(),
    banned: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "AdminUser" });
export type AdminUser = z.infer<typeof adminUserSchema>;

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const changeRoleSchema = z.object({ role: z.enum(roles, { error: "Please choose a valid role" }) });

export const auditQuerySchema = z
  .object({
    actor: z.string().trim().max(254).optional(),
    action: z.string().trim().max(100).optional(),
    entity: z.string().trim().max(100).optional(),
    from: isoDate().optional(),
    to: isoDate().optional(),
    ...pageQuery,
  })
  .superRefine((q, ctx) => checkDateRange(q, ctx, MAX_FILTER_YEARS));

export const auditEntrySchema = z
  .object({
    id: z.string(),
    actorId: z.string().nullable(),
    actorEmail: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    at: z.string(),
    details: z.record(z.string(), z.unknown()),
  })
  .meta({ id: "AuditEntry" });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const inviteSchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email("Please enter a valid e-mail address")),
  role: z.enum(["landlord", "tenant", "agent"]).default("landlord"),
});

/** waiting: signed up; invited: an invitation was sent (SIGNUP_MODE=invite). */
export const waitlistStatuses = ["waiting", "invited"] as const;

export const waitlistEntrySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    status: z.enum(waitlistStatuses),
    createdAt: z.string(),
    invitedAt: z.string().nullable(),
  })
  .meta({ id: "WaitlistEntry" });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

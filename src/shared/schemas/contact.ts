import "./zod-setup";
import { z } from "zod";

export const contactTopics = ["general", "landlord", "tenant", "investor", "early_access"] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  general: "General enquiry",
  landlord: "I'm a landlord",
  tenant: "I'm a tenant",
  investor: "I'm an investor",
  early_access: "Early access",
};

/** URL form of a topic (`/contact?topic=early-access`). */
export function topicFromParam(value: string | null): ContactTopic | undefined {
  const normalised = value?.replace(/-/g, "_");
  return contactTopics.find((t) => t === normalised);
}

const phonePattern = /^\+?[0-9 ()-]{7,20}$/;

export const contactInputSchema = z.object({
  name: z.string().trim().min(2, "Please enter your name").max(100, "Name must be at most 100 characters"),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, "E-mail must be at most 254 characters")
    .pipe(z.email("Please enter a valid e-mail address")),
  phone: z
    .string()
    .trim()
    .max(20, "Phone must be at most 20 characters")
    .refine((v) => v === "" || phonePattern.test(v), "Please enter a valid phone number")
    .optional()
    .transform((v) => (v ? v : undefined)),
  topic: z.enum(contactTopics, { error: "Please choose a topic" }),
  message: z
    .string()
    .trim()
    .min(10, "Message must be at least 10 characters")
    .max(5000, "Message must be at most 5000 characters"),
  /** Honeypot: people never see it, bots tend to fill it. */
  website: z.string().max(500).optional(),
});

export type ContactInput = z.input<typeof contactInputSchema>;

export const contactResultSchema = z.object({
  ok: z.literal(true),
  waitlisted: z.boolean(),
});
export type ContactResult = z.infer<typeof contactResultSchema>;

/**
 * Who a tenant contacts and how they pay the rent (issue 18 item 5): details the landlord or agent
 * sets on a tenancy and the tenant sees on their home page.
 * - The address for notices: a landlord of a dwelling in England or Wales must give the tenant an
 *   address in England or Wales at which notices may be served (Landlord and Tenant Act 1987 s.48;
 *   rent is treated as not due until they do). Keyhold records it; it does not judge it.
 * - Bank references follow the Bacs rules UK banks apply to Faster Payments too: up to 18
 *   characters of A-Z, 0-9, space, ampersand, hyphen, full stop and slash.
 */
import "./zod-setup";
import { z } from "zod";

/** Empty or blank text is "not set" (null), so a cleared field really clears. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} may be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const phone = (label: string) =>
  optionalText(30, label).refine(
    (v) => v === null || /^\+?[0-9][0-9 ()-]{5,28}$/.test(v),
    `${label} may hold only digits, spaces, brackets, hyphens and a leading +`,
  );

export const BANK_REFERENCE_MAX = 18;

export const tenancyContactsInputSchema = z
  .object({
    accountName: optionalText(140, "The account name"),
    sortCode: optionalText(8, "The sort code")
      .transform((v) => (v === null ? null : v.replace(/[\s-]/g, "")))
      .refine((v) => v === null || /^\d{6}$/.test(v), "A sort code is 6 digits, like 12-34-56"),
    accountNumber: optionalText(10, "The account number")
      .transform((v) => (v === null ? null : v.replace(/\s/g, "")))
      .refine((v) => v === null || /^\d{8}$/.test(v), "A UK account number is 8 digits"),
    reference: optionalText(BANK_REFERENCE_MAX, "A bank payment reference").refine(
      (v) => v === null || /^[A-Za-z0-9 &./-]+$/.test(v),
      "A bank payment reference may hold only letters, digits, spaces and & - . /",
    ),
    instructions: optionalText(500, "The payment instructions"),
    phone: phone("The contact phone number"),
    emergencyPhone: phone("The emergency repairs number"),
    noticeAddress: optionalText(300, "The address for notices"),
  })
  .superRefine((v, ctx) => {
    const bank = { accountName: v.accountName, sortCode: v.sortCode, accountNumber: v.accountNumber };
    const given = Object.values(bank).filter((x) => x !== null).length;
    if (given === 0 || given === 3) return;
    for (const [field, value] of Object.entries(bank)) {
      if (value === null)
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: "Give the account name, sort code and account number together",
        });
    }
  })
  .meta({ id: "TenancyContactsInput" });
export type TenancyContactsInput = z.input<typeof tenancyContactsInputSchema>;

const detailsShape = {
  accountName: z.string().nullable(),
  /** Six digits, no separators. */
  sortCode: z.string().nullable(),
  accountNumber: z.string().nullable(),
  reference: z.string().nullable(),
  instructions: z.string().nullable(),
  phone: z.string().nullable(),
  emergencyPhone: z.string().nullable(),
  noticeAddress: z.string().nullable(),
};

const personSchema = z.object({ name: z.string(), email: z.string().nullable() });

export const tenancyContactsSchema = z
  .object({
    details: z.object(detailsShape),
    /** When the details were last saved; null when none are saved yet. */
    updatedAt: z.string().nullable(),
    /**
     * Staff only: the details are not saved yet and were copied from the landlord's most recently
     * saved tenancy, for the form to start from (the tenant sees nothing until they are saved).
     */
    suggested: z.boolean(),
    managedBy: z.enum(["agent", "landlord"]),
    /** The landlord's name always; their e-mail only when they manage the home themselves. */
    landlord: personSchema,
    agent: personSchema.nullable(),
    /** The agency managing the home (its lead agent is `agent`), with its logo. */
    agency: z.object({ name: z.string(), logoUrl: z.string().nullable() }).nullable(),
  })
  .meta({ id: "TenancyContacts" });
export type TenancyContacts = z.infer<typeof tenancyContactsSchema>;

/** "123456" as "12-34-56". */
export const formatSortCode = (digits: string) => digits.replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3");

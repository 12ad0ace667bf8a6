import { parseMoney } from "@shared/money";
import { dateRules, isoDate, optionalFormDate } from "@shared/schemas/dates";
import { rentFrequencies } from "@shared/schemas/tenancies";
import { z } from "zod";
import type { TenancyInput } from "./api";

const money = (label: string, required: boolean) =>
  z
    .string()
    .trim()
    .refine(
      (s) => (!required && s === "") || (parseMoney(s) ?? 0) > 0,
      `Enter the ${label} in pounds, e.g. 1200`,
    );

export const formSchema = z
  .object({
    propertyId: z.string().min(1, "Choose a property"),
    tenantEmail: z.string().trim().email("Enter the tenant's e-mail address"),
    startDate: z.string().min(1, "Choose the start date").pipe(isoDate(dateRules.tenancyStart)),
    endDate: optionalFormDate(dateRules.tenancyEnd),
    signedOn: optionalFormDate(dateRules.pastEvent),
    rentAmount: money("rent", true),
    rentFrequency: z.enum(rentFrequencies),
    dueDay: z.coerce.number().int().min(1).max(31),
    depositAmount: money("deposit", false),
  })
  .superRefine((v, ctx) => {
    if (v.endDate && v.endDate <= v.startDate)
      ctx.addIssue({
        code: "custom",
        path: ["endDate"],
        message: "The end date must be after the start date",
      });
  });
export type FormValues = z.input<typeof formSchema>;

/** The create request from the checked form: pounds to pence, empty optional fields to null. */
export function toTenancyInput(out: z.output<typeof formSchema>): TenancyInput {
  return {
    propertyId: out.propertyId,
    tenantEmail: out.tenantEmail,
    startDate: out.startDate,
    endDate: out.endDate || null,
    signedOn: out.signedOn || null,
    rentAmount: parseMoney(out.rentAmount)!,
    rentFrequency: out.rentFrequency,
    dueDay: out.dueDay,
    depositAmount: out.depositAmount ? parseMoney(out.depositAmount) : null,
  };
}

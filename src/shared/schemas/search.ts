/**
 * The back office's global search (issue 18 item 4): properties, tenants and support tickets the
 * caller may open, matched by name, address, postcode, e-mail, ticket reference or subject.
 */
import "./zod-setup";
import { z } from "zod";
import { ticketStatuses } from "./support";

/** Results of each kind at most: a quick jump, not a listing (the lists page and filter). */
export const searchLimitPerKind = 5;

export const searchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(2, "Type at least 2 characters to search")
    .max(100, "Search text may be at most 100 characters"),
});

export const searchResultsSchema = z.object({
  properties: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      address: z.string(),
      postcode: z.string(),
    }),
  ),
  tenants: z.array(
    z.object({
      tenancyId: z.string(),
      name: z.string(),
      email: z.string(),
      property: z.string(),
    }),
  ),
  tickets: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      subject: z.string(),
      status: z.enum(ticketStatuses),
    }),
  ),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

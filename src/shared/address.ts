/**
 * A home's postal address as documents print it (issue 42 item 8): the one formatter of owner
 * statements, rent receipts and statements, notices and works orders, so none drops the second
 * line ("Flat 4"). Blank parts are left out.
 */
export interface AddressParts {
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  postcode: string;
}

const present = (parts: readonly (string | null | undefined)[]): string[] =>
  parts.map((p) => p?.trim() ?? "").filter((p) => p !== "");

/** The address's lines: line 1, line 2 when present, city, postcode (each on its own line). */
export const addressLines = (a: AddressParts): string[] =>
  present([a.addressLine1, a.addressLine2, a.city, a.postcode]);

/**
 * "12 Acacia Avenue, Flat 4, Leeds, LS1 4AP"; with `multiline` one line per part ("\n" between),
 * as a letter's address block is written.
 */
export function formatAddress(a: AddressParts, options: { multiline?: boolean } = {}): string {
  return addressLines(a).join(options.multiline ? "\n" : ", ");
}

/** "12 Acacia Avenue, Flat 4": the street part alone, where the town is understood (a list of homes). */
export const shortAddress = (a: Pick<AddressParts, "addressLine1" | "addressLine2">): string =>
  present([a.addressLine1, a.addressLine2]).join(", ");

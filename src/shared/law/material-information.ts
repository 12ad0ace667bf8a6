/*
 * Material information on a rental listing (issue 16).
 * - National Trading Standards Estate and Letting Agency Team, "Material information in property
 *   listings (lettings)", Part A (2023): every listing shows the rent, the deposit, the council tax
 *   band (or rates) and the EPC rating, whatever the channel.
 * - Why it binds: leaving out information an average consumer needs to decide is a misleading
 *   omission under the Consumer Protection from Unfair Trading Regulations 2008 reg. 6, replaced
 *   from 6 April 2025 by the Digital Markets, Competition and Consumers Act 2024 Part 4 Chapter 1
 *   (s.228 misleading omissions).
 * - Keyhold's reading: a deposit is "shown" when an amount is recorded, 0 meaning "no deposit"; a
 *   listing missing any item may be saved as a draft but not published. Listings published before
 *   this rule stay published; only publishing (or keeping published while removing an item) is
 *   refused.
 * - Commercial units pay business rates, not council tax (Local Government Finance Act 1988): the
 *   band is not asked of them.
 * - Council tax bands: A-H in England (Local Government Finance Act 1992 s.5(2)) and Scotland
 *   (s.74(2)); A-I in Wales (s.5(2) as substituted by the Council Tax (Valuation Bands) (Wales)
 *   Order 2003).
 * Keyhold records and checks these facts; it never gives legal advice.
 */

import type { Jurisdiction } from "./jurisdictions";

export const MATERIAL_INFORMATION_SOURCE =
  "National Trading Standards guidance on material information in property listings, Part A (2023); " +
  "Consumer Protection from Unfair Trading Regulations 2008 / Digital Markets, Competition and Consumers Act 2024";

/** The items a published listing must show, in the order they are named. */
export const materialInformationFields = [
  "rentAmount",
  "depositAmount",
  "councilTaxBand",
  "epcRating",
] as const;
export type MaterialInformationField = (typeof materialInformationFields)[number];

/** How each item is named in messages ("the deposit"). */
export const materialInformationLabels: Record<MaterialInformationField, string> = {
  rentAmount: "rent",
  depositAmount: "deposit",
  councilTaxBand: "council tax band",
  epcRating: "EPC rating",
};

/** The message put on each missing field. */
export const materialInformationFieldMessages: Record<MaterialInformationField, string> = {
  rentAmount: "A published listing must show the rent",
  depositAmount: "A published listing must show the deposit: enter 0 if there is no deposit",
  councilTaxBand: "A published listing must show the council tax band",
  epcRating: "A published listing must show the EPC rating",
};

/** What the rule looks at; a missing key counts as not recorded. */
export interface MaterialInformation {
  rentAmount?: number | null;
  depositAmount?: number | null;
  councilTaxBand?: string | null;
  epcRating?: string | null;
  /** Commercial units pay business rates, not council tax: no band is asked of them. */
  type?: string | null;
}

const recorded = (value: unknown) =>
  typeof value === "number" ? Number.isFinite(value) : typeof value === "string" && value.trim() !== "";

/** The items not recorded, in order; empty when the listing may be published. */
export function missingMaterialInformation(p: MaterialInformation): MaterialInformationField[] {
  return materialInformationFields.filter((field) => {
    const value = p[field];
    if (field === "rentAmount") return !(typeof value === "number" && value > 0);
    if (field === "councilTaxBand" && p.type === "commercial") return false;
    return !recorded(value);
  });
}

/** "the deposit, council tax band and EPC rating". */
export function namedList(fields: readonly MaterialInformationField[]): string {
  const words = fields.map((f) => materialInformationLabels[f]);
  const list = words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : (words[0] ?? "");
  return `the ${list}`;
}

/** The sentence the API answers and the editor shows when items are missing. */
export function materialInformationMessage(missing: readonly MaterialInformationField[]): string {
  return (
    `A published listing must show ${namedList(missing)} (material information: National Trading ` +
    "Standards guidance, Part A). Add them, or save the listing as a draft."
  );
}

/** Field → message for each missing item, for the error's `fields`. */
export function materialInformationFieldErrors(
  missing: readonly MaterialInformationField[],
): Partial<Record<MaterialInformationField, string>> {
  return Object.fromEntries(missing.map((f) => [f, materialInformationFieldMessages[f]]));
}

export const BAND_I_MESSAGE = "Band I exists only in Wales";

/** Null when the band exists where the home is, else the message (band I is Welsh only). */
export function councilTaxBandError(band: string | null | undefined, jurisdiction: Jurisdiction | string) {
  return band === "I" && jurisdiction !== "wales" ? BAND_I_MESSAGE : null;
}

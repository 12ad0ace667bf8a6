/**
 * Property vocabulary (types, statuses, labels, postcode rules) without zod, so public pages that
 * only display properties do not download the validation library.
 */
export const propertyTypes = ["flat", "house", "studio", "room", "commercial"] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyStatuses = ["draft", "available", "under_offer", "let", "archived"] as const;
export type PropertyStatus = (typeof propertyStatuses)[number];
export const rentPeriods = ["month", "week"] as const;
export type RentPeriod = (typeof rentPeriods)[number];
export const furnishedOptions = ["furnished", "part_furnished", "unfurnished"] as const;
export type Furnished = (typeof furnishedOptions)[number];
export const enquiryStatuses = ["new", "contacted", "viewing_booked", "closed"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];
/** Energy efficiency ratings on an EPC, best first. */
export const epcRatings = ["A", "B", "C", "D", "E", "F", "G"] as const;
export type EpcRating = (typeof epcRatings)[number];
/**
 * Council tax bands: A-H in England and Scotland, A-I in Wales (Local Government Finance Act 1992
 * s.5; Council Tax (Valuation Bands) (Wales) Order 2003). Which bands a home may have is checked
 * against its jurisdiction in `src/shared/law/material-information.ts`.
 */
export const councilTaxBands = ["A", "B", "C", "D", "E", "F", "G", "H", "I"] as const;
export type CouncilTaxBand = (typeof councilTaxBands)[number];
export const listingSorts = ["newest", "rent_asc", "rent_desc"] as const;
export type ListingSort = (typeof listingSorts)[number];
export const manageSorts = ["updated", "newest", "title", "rent_asc", "rent_desc"] as const;

export const propertyTypeLabels: Record<PropertyType, string> = {
  flat: "Flat",
  house: "House",
  studio: "Studio",
  room: "Room",
  commercial: "Commercial",
};
export const propertyStatusLabels: Record<PropertyStatus, string> = {
  draft: "Draft",
  available: "Available",
  under_offer: "Under offer",
  let: "Let",
  archived: "Archived",
};
export const furnishedLabels: Record<Furnished, string> = {
  furnished: "Furnished",
  part_furnished: "Part furnished",
  unfurnished: "Unfurnished",
};
export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  viewing_booked: "Viewing booked",
  closed: "Closed",
};
export const listingSortLabels: Record<ListingSort, string> = {
  newest: "Newest first",
  rent_asc: "Rent: low to high",
  rent_desc: "Rent: high to low",
};

/** Image widths the server produces (WebP); the UI builds srcset from them. */
export const imageWidths = [400, 800, 1600] as const;
export const MAX_IMAGES_PER_PROPERTY = 30;

/** Statuses a published property may have and still appear publicly. */
export const publicStatuses = ["available", "under_offer", "let"] as const;

/** Full UK postcode, e.g. "SW1A 1AA", "M1 1AE", "EH1 2NG" (space optional). */
export const ukPostcodePattern =
  /^(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?[0-9][0-9A-HJKMNPR-Y]? ?[0-9][ABD-HJLNP-UW-Z]{2})$/i;

/** "sw1a1aa" → "SW1A 1AA". */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** Monthly equivalent of a rent, for filtering and sorting weekly and monthly rents together. */
export function monthlyRent(amount: number, period: RentPeriod): number {
  return period === "week" ? Math.round((amount * 52) / 12) : amount;
}

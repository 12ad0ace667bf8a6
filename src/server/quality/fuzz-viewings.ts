import { viewingCases } from "./authz-viewings";
import { matrixTarget, type Target } from "./fuzz-works";

/**
 * Fuzz targets of enquiries to viewings (spread into fuzz-targets.ts): the rows are made by the
 * matrix's own row makers (authz-viewings.ts) as a permitted cell of side A would make them.
 */
const target = (key: string) => matrixTarget(viewingCases, key, "agent");

export const viewingFuzzTargets: Record<string, Target> = Object.fromEntries(
  [
    "POST /api/manage/enquiries/{id}/replies",
    "POST /api/manage/viewings/{id}/outcome",
    "POST /api/manage/viewings/{id}/cancel",
    "POST /api/enquiry-links/{token}/booking",
    "POST /api/enquiry-links/{token}/cancel",
    "POST /api/enquiry-links/{token}/messages",
  ].map((key) => [key, target(key)]),
);

/** Query keys of compliance duties, shared by the compliance feature and the dashboard card. */
export type ClockFilters = {
  status?: string;
  area?: string;
  propertyId?: string;
  from?: string;
  to?: string;
  limit?: number;
  homes?: "true" | "false";
};

/** Every key starts with "compliance": one change refreshes the whole feature. */
export const complianceKeys = {
  all: ["compliance"] as const,
  clock: (f: ClockFilters) => ["compliance", "clock", f] as const,
  home: (propertyId: string) => ["compliance", "home", propertyId] as const,
  feed: ["compliance", "calendar-feed"] as const,
  settings: ["compliance", "settings"] as const,
};

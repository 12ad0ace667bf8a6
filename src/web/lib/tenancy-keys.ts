/** Query keys of tenancy data, shared by the tenancies feature and the cards other pages show. */
export type PaymentFilters = { status?: string; page: number; pageSize: number };

/** Every key starts with "tenancies": one change refreshes the whole feature. */
export const tenancyKeys = {
  /** The staff list of deposits needing attention (the deposits feature keys sit under "deposits"). */
  depositAttention: ["tenancies", "deposits", "attention"] as const,
  all: ["tenancies"] as const,
  list: (f: Record<string, string>) => ["tenancies", "list", f] as const,
  payments: (f: PaymentFilters) => ["tenancies", "payments", f] as const,
  one: (id: string) => ["tenancies", "one", id] as const,
  ledger: (id: string) => ["tenancies", "ledger", id] as const,
  documents: (id: string) => ["tenancies", "documents", id] as const,
  managedProperties: ["tenancies", "managed-properties"] as const,
  managedProperty: (id: string) => ["tenancies", "managed-properties", id] as const,
  invitations: ["tenancies", "invitations"] as const,
};

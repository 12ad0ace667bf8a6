/** Roles, features and route rules: the single source of truth for UI guards and the server. */
export const roles = ["admin", "agent", "landlord", "tenant"] as const;
export type Role = (typeof roles)[number];

export const selfSignupRoles = ["landlord", "tenant", "agent"] as const satisfies readonly Role[];
export type SelfSignupRole = (typeof selfSignupRoles)[number];

export const features = ["properties", "blogs", "analytics", "users", "payments", "support", "logs"] as const;
export type Feature = (typeof features)[number];

export const roleFeatures: Record<Role, readonly Feature[]> = {
  admin: features,
  agent: ["properties", "blogs", "analytics"],
  landlord: ["properties"],
  tenant: [],
};

export const roleLabels: Record<Role, string> = {
  admin: "Administrator",
  agent: "Letting agent",
  landlord: "Landlord",
  tenant: "Tenant",
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

export function hasFeature(role: Role, feature: Feature): boolean {
  return roleFeatures[role].includes(feature);
}

export const roleHome = (role: Role) => `/${role}`;

/**
 * Whether a role passes a route that requires `required`. Per the original product an agent
 * also passes where admin is required; the admin sub-pages then check their feature.
 */
export function roleSatisfies(role: Role, required: Role | undefined): boolean {
  if (!required || role === required) return true;
  return required === "admin" && role === "agent";
}

export const accessDeniedTitle = "Access Denied";
export const guardMessages = {
  login: "Please login to access this page",
  role: "You don't have permission to access this page",
  feature: "You don't have permission to access this feature",
} as const;

export type GuardOutcome =
  | { allow: true }
  | { allow: false; redirectTo: string; replace: boolean; toast: { title: string; description: string } };

/** The route guard's decision for a user (or nobody) at a route needing a role and/or a feature. */
export function decideAccess(
  user: { role: Role } | null,
  rule: { role?: Role; feature?: Feature },
): GuardOutcome {
  if (!user) {
    return {
      allow: false,
      redirectTo: "/login",
      replace: true,
      toast: { title: accessDeniedTitle, description: guardMessages.login },
    };
  }
  if (!roleSatisfies(user.role, rule.role)) {
    return {
      allow: false,
      redirectTo: roleHome(user.role),
      replace: true,
      toast: { title: accessDeniedTitle, description: guardMessages.role },
    };
  }
  if (rule.feature && !hasFeature(user.role, rule.feature)) {
    return {
      allow: false,
      redirectTo: roleHome(user.role),
      replace: true,
      toast: { title: accessDeniedTitle, description: guardMessages.feature },
    };
  }
  return { allow: true };
}

/** Guarded routes of the product and what each needs; the router and the tests both read this. */
export const guardedRoutes: { path: string; role?: Role; feature?: Feature }[] = [
  { path: "/landlord", role: "landlord" },
  { path: "/tenant", role: "tenant" },
  { path: "/agent", role: "agent" },
  { path: "/agent/properties", role: "agent", feature: "properties" },
  { path: "/agent/blogs", role: "agent", feature: "blogs" },
  { path: "/agent/analytics", role: "agent", feature: "analytics" },
  { path: "/agent/support", role: "agent" },
  { path: "/agent/agency", role: "agent" },
  { path: "/landlord/agents", role: "landlord" },
  { path: "/admin", role: "admin" },
  { path: "/admin/users", role: "admin", feature: "users" },
  { path: "/admin/properties", role: "admin", feature: "properties" },
  { path: "/admin/blogs", role: "admin", feature: "blogs" },
  { path: "/admin/analytics", role: "admin", feature: "analytics" },
  { path: "/admin/payments", role: "admin", feature: "payments" },
  { path: "/admin/support", role: "admin", feature: "support" },
  { path: "/admin/logs", role: "admin", feature: "logs" },
  { path: "/admin/email", role: "admin", feature: "logs" },
  { path: "/blog-management", feature: "blogs" },
  { path: "/support" },
  { path: "/support/tickets" },
  { path: "/support/tickets/create" },
  { path: "/profile" },
];

// ---- Agencies (issue 18 item 1) -----------------------------------------------------------------

export const agencyRoles = ["owner", "manager", "negotiator", "accounts"] as const;
export type AgencyRole = (typeof agencyRoles)[number];

export const agencyRoleLabels: Record<AgencyRole, string> = {
  owner: "Owner",
  manager: "Manager",
  negotiator: "Negotiator",
  accounts: "Accounts",
};

export const agencyCapabilities = ["editAgency", "invite", "engage", "money"] as const;
export type AgencyCapability = (typeof agencyCapabilities)[number];

/**
 * What each agency role may do beyond what every member does (see and manage the agency's
 * portfolio: homes, tenancies, compliance, repairs): `money` reads and records the homes' money
 * (expenses, fees, owner statements, bank reconciliation), `invite` adds members, `engage` invites
 * and accepts landlords and ends engagements, `editAgency` changes the agency's details and the
 * members' roles.
 */
export const agencyRoleCapabilities: Record<AgencyRole, readonly AgencyCapability[]> = {
  owner: agencyCapabilities,
  manager: ["editAgency", "invite", "engage", "money"],
  negotiator: [],
  accounts: ["money"],
};

export function agencyCan(role: AgencyRole | null | undefined, capability: AgencyCapability): boolean {
  return !!role && agencyRoleCapabilities[role].includes(capability);
}

/** The agency roles holding a capability (the server's SQL filters read this). */
export const agencyRolesWith = (capability: AgencyCapability): AgencyRole[] =>
  agencyRoles.filter((r) => agencyRoleCapabilities[r].includes(capability));

import { describe, expect, it } from "vitest";
import {
  decideAccess,
  features,
  guardedRoutes,
  guardMessages,
  hasFeature,
  type Role,
  roleFeatures,
  roles,
} from "./permissions";

describe("feature table", () => {
  const expected: Record<Role, string[]> = {
    admin: ["properties", "blogs", "analytics", "users", "payments", "support", "logs"],
    agent: ["properties", "blogs", "analytics"],
    landlord: ["properties"],
    tenant: [],
  };
  for (const role of roles) {
    for (const feature of features) {
      it(`${role} ${expected[role].includes(feature) ? "has" : "lacks"} ${feature}`, () => {
        expect(hasFeature(role, feature)).toBe(expected[role].includes(feature));
      });
    }
  }
  it("has no feature outside the known list", () => {
    for (const role of roles) for (const f of roleFeatures[role]) expect(features).toContain(f);
  });
});

/** What each role should meet at each guarded route: "allow", or the redirect and toast. */
function expectedOutcome(role: Role | null, route: (typeof guardedRoutes)[number]) {
  if (!role) return { to: "/login", message: guardMessages.login };
  const roleOk = !route.role || route.role === role || (route.role === "admin" && role === "agent");
  if (!roleOk) return { to: `/${role}`, message: guardMessages.role };
  if (route.feature && !hasFeature(role, route.feature))
    return { to: `/${role}`, message: guardMessages.feature };
  return "allow" as const;
}

describe("route guard table", () => {
  for (const route of guardedRoutes) {
    for (const role of [null, ...roles] as const) {
      const outcome = expectedOutcome(role, route);
      it(`${role ?? "anonymous"} at ${route.path}: ${outcome === "allow" ? "allowed" : `to ${outcome.to}`}`, () => {
        const decision = decideAccess(role ? { role } : null, route);
        if (outcome === "allow") expect(decision.allow).toBe(true);
        else {
          expect(decision).toMatchObject({ allow: false, redirectTo: outcome.to, replace: true });
          if (!decision.allow)
            expect(decision.toast).toEqual({ title: "Access Denied", description: outcome.message });
        }
      });
    }
  }

  it("lets an agent through where admin is required, then checks the feature", () => {
    expect(decideAccess({ role: "agent" }, { role: "admin" }).allow).toBe(true);
    expect(decideAccess({ role: "agent" }, { role: "admin", feature: "properties" }).allow).toBe(true);
    const users = decideAccess({ role: "agent" }, { role: "admin", feature: "users" });
    expect(users).toMatchObject({ allow: false, redirectTo: "/agent" });
    if (!users.allow)
      expect(users.toast.description).toBe("You don't have permission to access this feature");
  });

  it("sends a tenant at /admin home with the role message", () => {
    const d = decideAccess({ role: "tenant" }, { role: "admin" });
    expect(d).toMatchObject({ allow: false, redirectTo: "/tenant" });
    if (!d.allow) expect(d.toast.description).toBe("You don't have permission to access this page");
  });
});

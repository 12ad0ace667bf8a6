import { describe, expect, it } from "vitest";
import {
  decideAccess,
  features,
  guardedRoutes,
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

type Outcome = "allow" | "login" | "role" | "feature";

/**
 * What each caller meets at each guarded page, written out (not computed with the rule under test):
 * anonymous, admin, agent, landlord, tenant. "login" goes to /login, "role" and "feature" go to the
 * caller's own home with that message.
 */
const expectedOutcomes: Record<string, [Outcome, Outcome, Outcome, Outcome, Outcome]> = {
  "/landlord": ["login", "role", "role", "allow", "role"],
  "/tenant": ["login", "role", "role", "role", "allow"],
  "/agent": ["login", "role", "allow", "role", "role"],
  "/agent/properties": ["login", "role", "allow", "role", "role"],
  "/agent/blogs": ["login", "role", "allow", "role", "role"],
  "/agent/analytics": ["login", "role", "allow", "role", "role"],
  "/agent/support": ["login", "role", "allow", "role", "role"],
  "/agent/agency": ["login", "role", "allow", "role", "role"],
  "/landlord/agents": ["login", "role", "role", "allow", "role"],
  "/admin": ["login", "allow", "allow", "role", "role"],
  "/admin/users": ["login", "allow", "feature", "role", "role"],
  "/admin/properties": ["login", "allow", "allow", "role", "role"],
  "/admin/blogs": ["login", "allow", "allow", "role", "role"],
  "/admin/analytics": ["login", "allow", "allow", "role", "role"],
  "/admin/payments": ["login", "allow", "feature", "role", "role"],
  "/admin/support": ["login", "allow", "feature", "role", "role"],
  "/admin/logs": ["login", "allow", "feature", "role", "role"],
  "/admin/email": ["login", "allow", "feature", "role", "role"],
  "/blog-management": ["login", "allow", "allow", "feature", "feature"],
  "/support": ["login", "allow", "allow", "allow", "allow"],
  "/support/tickets": ["login", "allow", "allow", "allow", "allow"],
  "/support/tickets/create": ["login", "allow", "allow", "allow", "allow"],
  "/profile": ["login", "allow", "allow", "allow", "allow"],
};
const callers = [null, "admin", "agent", "landlord", "tenant"] as const;
const messages = {
  login: "Please login to access this page",
  role: "You don't have permission to access this page",
  feature: "You don't have permission to access this feature",
} as const;

describe("route guard table", () => {
  it("covers exactly the guarded pages", () => {
    expect(guardedRoutes.map((r) => r.path).sort()).toEqual(Object.keys(expectedOutcomes).sort());
  });

  for (const route of guardedRoutes) {
    callers.forEach((role, i) => {
      const outcome = expectedOutcomes[route.path]?.[i];
      it(`${role ?? "anonymous"} at ${route.path}: ${outcome}`, () => {
        const decision = decideAccess(role ? { role } : null, route);
        if (outcome === "allow") return expect(decision.allow).toBe(true);
        expect(outcome).toBeDefined();
        expect(decision).toMatchObject({
          allow: false,
          redirectTo: outcome === "login" ? "/login" : `/${role}`,
          replace: true,
        });
        if (!decision.allow)
          expect(decision.toast).toEqual({ title: "Access Denied", description: messages[outcome!] });
      });
    });
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

import { describe, expect, it } from "vitest";
import { breadcrumbsFor } from "./breadcrumbs";

const labels = (path: string, role: Parameters<typeof breadcrumbsFor>[1]) =>
  breadcrumbsFor(path, role).map((c) => c.label);

describe("breadcrumbs from the route", () => {
  it("runs from the role's home through named ancestors to the page", () => {
    expect(labels("/landlord", "landlord")).toEqual(["Dashboard"]);
    expect(labels("/landlord/tenancies/abc", "landlord")).toEqual([
      "Dashboard",
      "Tenancies and rent",
      "Tenancy",
    ]);
    expect(labels("/agent/compliance/homes/p1", "agent")).toEqual([
      "Dashboard",
      "Compliance",
      "Home's duties",
    ]);
    expect(labels("/landlord/properties/new", "landlord")).toEqual([
      "Dashboard",
      "Properties",
      "New property",
    ]);
    expect(labels("/support/tickets/create", "tenant")).toEqual([
      "My home",
      "Support and repairs",
      "Tickets",
      "New request",
    ]);
    expect(breadcrumbsFor("/admin/users", "admin").at(-1)).toEqual({ to: "/admin/users", label: "Users" });
  });
});

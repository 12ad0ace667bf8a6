import type { Role } from "@shared/permissions";
import { sideNavFor } from "../tools";

export interface Crumb {
  to: string;
  label: string;
}

/**
 * Pages below the side navigation's entries, by path pattern (":r" the role's section, "*" one
 * segment). The one table of breadcrumb names: pages do not declare their own.
 */
const pages: [pattern: string, label: string][] = [
  [":r/properties/new", "New property"],
  [":r/properties/*", "Property"],
  [":r/tenancies/new", "New tenancy"],
  [":r/tenancies/*", "Tenancy"],
  [":r/compliance/homes/*", "Home's duties"],
  [":r/money/homes", "Homes and owners"],
  [":r/money/homes/*", "Home"],
  [":r/money/expenses", "Expenses"],
  [":r/money/fees", "Fee income"],
  [":r/money/statements", "Owner statements"],
  [":r/money/statements/*", "Statement"],
  [":r/money/tax", "Making Tax Digital"],
  [":r/money/bank", "Bank reconciliation"],
  [":r/blogs/*", "Post"],
  ["/support/tickets", "Tickets"],
  ["/support/tickets/create", "New request"],
  ["/support/tickets/*", "Ticket"],
  ["/blog-management", "Blog posts"],
  ["/blog-management/*", "Post"],
  ["/enquiries/*", "Enquiry"],
];

function matches(pattern: string, role: Role, path: string): boolean {
  const want = pattern.replace(":r", `/${role}`).split("/");
  const got = path.split("/");
  return want.length === got.length && want.every((w, i) => w === got[i] || (w === "*" && !!got[i]));
}

/**
 * The trail from the role's home to the page at `pathname`: each ancestor path the navigation or
 * the page table names (others, like /landlord/compliance/homes, are not pages and are skipped).
 */
export function breadcrumbsFor(pathname: string, role: Role): Crumb[] {
  const nav = sideNavFor(role);
  const named = (path: string): string | undefined => {
    const item = nav.find((n) => n.to === path);
    if (item) return item.label;
    // Exact names first ("new", "create"), then the wildcard rows.
    const exact = pages.find(([p]) => !p.includes("*") && matches(p, role, path));
    return (exact ?? pages.find(([p]) => matches(p, role, path)))?.[1];
  };
  const parts = pathname.replace(/\/+$/, "").split("/").filter(Boolean);
  const crumbs: Crumb[] = [];
  const home = nav[0]!;
  if (pathname.replace(/\/+$/, "") !== home.to) crumbs.push({ to: home.to, label: home.label });
  for (let i = 1; i <= parts.length; i++) {
    const path = `/${parts.slice(0, i).join("/")}`;
    if (crumbs.some((c) => c.to === path)) continue;
    const label = named(path);
    if (label) crumbs.push({ to: path, label });
  }
  if (crumbs.length === 0) crumbs.push({ to: home.to, label: home.label });
  return crumbs;
}

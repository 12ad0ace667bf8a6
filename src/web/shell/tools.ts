import type { Feature, Role } from "@shared/permissions";
import { hasFeature, roleHome } from "@shared/permissions";
import {
  Building2,
  CalendarClock,
  ChartLine,
  FileClock,
  HardHat,
  Headset,
  House,
  Inbox,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  MailCheck,
  Newspaper,
  PoundSterling,
  ShieldCheck,
  UserRound,
  Users,
  Wallet,
} from "lucide-react";

/** A place a signed-in user can go. Only built pages are listed: nothing here is a promise. */
export interface Tool {
  to: string;
  label: string;
  description: string;
  icon: LucideIcon;
  /** Shown to these roles; absent means every role. */
  roles?: Role[];
  feature?: Feature;
  /** Admin tiles: shown on /admin to whoever has the feature. */
  adminTile?: boolean;
}

const tenancyTools = (role: "landlord" | "agent" | "admin"): Tool[] => [
  {
    to: `/${role}/tenancies`,
    label: "Tenancies and rent",
    description:
      role === "admin"
        ? "Every tenancy with its rent ledger, arrears and payments; export payments as CSV."
        : "Let a property, follow rent and arrears, record and confirm payments, keep the documents.",
    icon: KeyRound,
    roles: [role],
    feature: "properties",
    adminTile: role === "admin",
  },
  // Admins have the fuller /admin/payments page (feature "payments") listed below.
  ...(role === "admin"
    ? []
    : [
        {
          to: `/${role}/payments`,
          label: "Payments",
          description:
            "Confirm the payments tenants report, refund or mark failed, and export payments as CSV.",
          icon: Wallet,
          roles: [role],
          feature: "properties" as const,
        },
      ]),
  // Money (issue 17): landlords and agents; admins read money through the payments page.
  ...(role === "admin"
    ? []
    : [
        {
          to: `/${role}/money`,
          label: "Money",
          description:
            role === "agent"
              ? "Expenses, your fee income, owner statements, bank reconciliation, yields and cash flow."
              : "Yields and cash flow, expenses with receipts, owner statements, Making Tax Digital figures and bank reconciliation.",
          icon: PoundSterling,
          roles: [role],
          feature: "properties" as const,
        },
      ]),
  {
    to: `/${role}/compliance`,
    label: "Compliance",
    description: "Gas safety, EICR and EPC for every property: valid, expiring, expired or missing.",
    icon: ShieldCheck,
    roles: [role],
    feature: "properties",
    adminTile: role === "admin",
  },
];

export const tools: Tool[] = [
  ...tenancyTools("landlord"),
  ...tenancyTools("agent"),
  ...tenancyTools("admin"),
  {
    to: "/agent/agency",
    label: "Agency",
    description:
      "Your agency's details and scheme memberships, its members and roles, invitations and landlords.",
    icon: Building2,
    roles: ["agent"],
  },
  {
    to: "/landlord/agents",
    label: "Agents",
    description:
      "Engage a letting agency to manage your properties, accept agencies' invitations, end an engagement.",
    icon: Building2,
    roles: ["landlord"],
  },
  {
    to: "/admin/users",
    label: "Users",
    description:
      "Search accounts, change roles, suspend or restore access and invite people from the waitlist.",
    icon: Users,
    feature: "users",
    adminTile: true,
  },
  {
    to: "/admin/logs",
    label: "Audit log",
    description: "Every sign-in, change and deletion, with who did it, when and from where.",
    icon: FileClock,
    feature: "logs",
    adminTile: true,
  },
  {
    to: "/admin/email",
    label: "E-mail delivery",
    description: "Outgoing e-mail: what was sent, what waits for a retry and what failed, with retry now.",
    icon: MailCheck,
    feature: "logs",
    adminTile: true,
  },
  {
    to: "/admin/analytics",
    label: "Analytics",
    description: "Sign-ups, properties, rent received and support performance over time, with data tables.",
    icon: ChartLine,
    feature: "analytics",
    adminTile: true,
    roles: ["admin"],
  },
  {
    to: "/admin/payments",
    label: "Payments",
    description:
      "Every rent payment with filters by status, method, dates, property and landlord; CSV export.",
    icon: Wallet,
    feature: "payments",
    adminTile: true,
  },
  {
    to: "/agent/analytics",
    label: "Portfolio analytics",
    description: "Enquiries funnel, listing views, SLA breaches and market rents for the homes you manage.",
    icon: ChartLine,
    roles: ["agent"],
    feature: "analytics",
  },
  {
    to: "/landlord/analytics",
    label: "Market rents",
    description: "Compare your rents with the local median and quartiles for the same city and size.",
    icon: ChartLine,
    roles: ["landlord"],
  },
  {
    to: "/support",
    label: "Support and repairs",
    description: "Report a repair or ask a question, add photos and follow every request to the end.",
    icon: LifeBuoy,
  },
  ...(["landlord", "agent"] as const).map(
    (role): Tool => ({
      to: `/${role}/works`,
      label: "Contractors and works orders",
      description:
        "Your contractor book with insurance dates; works orders sent from repair tickets, approvals and invoices.",
      icon: HardHat,
      roles: [role],
      feature: "properties",
    }),
  ),
  {
    to: "/agent/support",
    label: "Support queue",
    description: "Requests about the properties you manage: unassigned, yours and overdue, with bulk assign.",
    icon: Headset,
    roles: ["agent"],
  },
  {
    to: "/admin/support",
    label: "Support",
    description:
      "The ticket queue with SLA overdue alerts, contact-form messages and the early-access waitlist.",
    icon: Headset,
    feature: "support",
    adminTile: true,
  },
  {
    to: "/agent/blogs",
    label: "Blog posts",
    description: "Write guides for landlords and tenants, preview them and publish when ready.",
    icon: Newspaper,
    roles: ["agent"],
    feature: "blogs",
  },
  {
    to: "/admin/blogs",
    label: "Blog",
    description: "Every author's articles: edit, publish, unpublish or remove posts.",
    icon: Newspaper,
    roles: ["admin"],
    feature: "blogs",
    adminTile: true,
  },
  {
    to: "/profile",
    label: "Profile and password",
    description: "Keep your name and phone number up to date and change your password.",
    icon: UserRound,
  },
];

export function toolsFor(role: Role): Tool[] {
  return tools.filter(
    (t) => (!t.roles || t.roles.includes(role)) && (!t.feature || hasFeature(role, t.feature)),
  );
}

export function adminTilesFor(role: Role): Tool[] {
  return tools.filter((t) => t.adminTile && t.feature && hasFeature(role, t.feature));
}

/** An entry of the back office's side navigation. */
export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

/**
 * The back office's side navigation for a role: its home, the property pages of roles with the
 * `properties` feature, then every tool the role may open (the same list as the home's tiles, so
 * a page is listed exactly where the role passes its guard).
 */
export function sideNavFor(role: Role): NavItem[] {
  const home: NavItem = {
    to: roleHome(role),
    label: role === "tenant" ? "My home" : "Dashboard",
    icon: role === "tenant" ? House : LayoutDashboard,
  };
  const manage: NavItem[] = hasFeature(role, "properties")
    ? [
        { to: `/${role}/properties`, label: "Properties", icon: Building2 },
        { to: `/${role}/properties/enquiries`, label: "Enquiries", icon: Inbox },
        { to: "/viewings", label: "Viewings", icon: CalendarClock },
      ]
    : [];
  return [home, ...manage, ...toolsFor(role).map(({ to, label, icon }) => ({ to, label, icon }))];
}

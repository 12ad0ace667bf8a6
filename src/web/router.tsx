import type { Feature } from "@shared/permissions";
import type { RouteObject } from "react-router";
import { Guard } from "./auth/Guard";
import { routes as agencyRoutes } from "./features/agencies/routes";
import { routes as analyticsRoutes } from "./features/analytics/routes";
import { routes as bankRoutes } from "./features/bank/routes";
import { routes as blogRoutes } from "./features/blogs/routes";
import { routes as complianceRoutes } from "./features/compliance/routes";
import { routes as expenseRoutes } from "./features/expenses/routes";
import { routes as moneyReportRoutes } from "./features/money/routes";
import { routes as moneyHomeRoutes } from "./features/money-homes/routes";
import { routes as propertyRoutes } from "./features/properties/routes";
import { routes as statementRoutes } from "./features/statements/routes";
import { routes as supportRoutes } from "./features/support/routes";
import { routes as tenancyRoutes } from "./features/tenancies/routes";
import { routes as viewingRoutes } from "./features/viewings/routes";
import { routes as worksRoutes } from "./features/works/routes";
import { page } from "./lib/lazy-page";
import { Layout } from "./shell/Layout";
import NotFoundPage from "./shell/NotFoundPage";
import { PageLoading } from "./shell/PageLoading";
import { RouteErrorPage } from "./shell/RouteErrorPage";

const featureRoutes = [
  propertyRoutes,
  blogRoutes,
  supportRoutes,
  tenancyRoutes,
  complianceRoutes,
  analyticsRoutes,
  moneyHomeRoutes,
  moneyReportRoutes,
  statementRoutes,
  expenseRoutes,
  bankRoutes,
  worksRoutes,
  viewingRoutes,
  agencyRoutes,
];
const collect = (place: keyof typeof propertyRoutes) => featureRoutes.flatMap((r) => r[place]);

// Not lazy: the route error screen already bundles it, so a separate chunk would gain nothing.
const notFound = { Component: NotFoundPage };

/**
 * Sub-pages of the original route table keep their guard even before a feature fills them,
 * so the access rules (and their toasts) hold for every path; the right role meets the 404 page.
 */
function guardedSection(
  role: "agent" | "admin",
  own: RouteObject[],
  subPages: { path: string; feature?: Feature }[],
) {
  const taken = new Set(own.map((r) => r.path));
  const pending = subPages
    .filter((s) => !taken.has(s.path))
    .map((s) => ({
      path: s.path,
      element: <Guard role={role} feature={s.feature} />,
      children: [{ path: "*?", ...notFound }],
    }));
  return [...own, ...pending];
}

/** The support desk with the admin back office's waitlist composed in (features never import each other). */
async function adminSupportPage() {
  const [{ default: AdminSupportPage }, { WaitlistPanel }] = await Promise.all([
    import("./features/support/AdminSupportPage"),
    import("./features/admin-users/WaitlistPanel"),
  ]);
  return { element: <AdminSupportPage waitlist={<WaitlistPanel />} /> };
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...page(() => import("./features/home/HomePage")) },
          { path: "login", ...page(() => import("./features/auth/LoginPage")) },
          { path: "register", ...page(() => import("./features/auth/RegisterPage")) },
          { path: "forgot-password", ...page(() => import("./features/auth/ForgotPasswordPage")) },
          { path: "reset-password", ...page(() => import("./features/auth/ResetPasswordPage")) },
          { path: "about", ...page(() => import("./features/about/AboutPage")) },
          { path: "contact", ...page(() => import("./features/contact/ContactPage")) },
          { path: "privacy-policy", ...page(() => import("./features/legal/PrivacyPolicyPage")) },
          { path: "terms-and-conditions", ...page(() => import("./features/legal/TermsPage")) },
          { path: "services", ...page(() => import("./features/services/ServicesPage")) },
          { path: "services/:category", ...page(() => import("./features/services/ServiceCategoryPage")) },
          {
            path: "services/:category/:service",
            ...page(() => import("./features/services/ServiceDetailPage")),
          },
          ...collect("public"),
          {
            element: <Guard />,
            children: [
              { path: "profile", ...page(() => import("./features/account/ProfilePage")) },
              ...collect("signedIn"),
              // /support/* needs only a signed-in user, even before the support pages exist.
              ...(collect("signedIn").some((r) => r.path?.startsWith("support"))
                ? []
                : [{ path: "support/*", ...notFound }]),
            ],
          },
          {
            path: "landlord",
            element: <Guard role="landlord" />,
            children: [
              { index: true, ...page(() => import("./features/dashboards/LandlordHome")) },
              ...collect("landlord"),
            ],
          },
          {
            path: "tenant",
            element: <Guard role="tenant" />,
            children: [
              { index: true, ...page(() => import("./features/tenancies/TenantHome")) },
              ...collect("tenant"),
            ],
          },
          {
            path: "agent",
            element: <Guard role="agent" />,
            children: [
              { index: true, ...page(() => import("./features/dashboards/AgentHome")) },
              ...guardedSection("agent", collect("agent"), [
                { path: "properties", feature: "properties" },
                { path: "blogs", feature: "blogs" },
                { path: "analytics", feature: "analytics" },
                { path: "support" },
              ]),
            ],
          },
          {
            path: "admin",
            element: <Guard role="admin" />,
            children: [
              { index: true, ...page(() => import("./features/dashboards/AdminHome")) },
              ...guardedSection(
                "admin",
                [
                  {
                    path: "users",
                    element: <Guard role="admin" feature="users" />,
                    children: [{ index: true, ...page(() => import("./features/admin-users/UsersPage")) }],
                  },
                  {
                    path: "logs",
                    element: <Guard role="admin" feature="logs" />,
                    children: [{ index: true, ...page(() => import("./features/audit/AuditLogPage")) }],
                  },
                  {
                    path: "email",
                    element: <Guard role="admin" feature="logs" />,
                    children: [
                      { index: true, ...page(() => import("./features/admin-email/EmailOutboxPage")) },
                    ],
                  },
                  {
                    path: "support",
                    element: <Guard role="admin" feature="support" />,
                    children: [{ index: true, lazy: adminSupportPage }],
                  },
                  {
                    path: "payments",
                    element: <Guard role="admin" feature="payments" />,
                    children: [
                      { index: true, ...page(() => import("./features/admin-payments/AdminPaymentsPage")) },
                    ],
                  },
                  ...collect("admin"),
                ],
                [
                  { path: "properties", feature: "properties" },
                  { path: "blogs", feature: "blogs" },
                  { path: "analytics", feature: "analytics" },
                  { path: "payments", feature: "payments" },
                  { path: "support", feature: "support" },
                ],
              ),
            ],
          },
          { path: "*", ...notFound },
        ],
      },
    ],
  },
];

import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { Layout } from "./shell/Layout";
import { PageLoading } from "./shell/PageLoading";
import { RouteErrorPage } from "./shell/RouteErrorPage";

/** Each page is its own chunk; a module's default export is the page component. */
const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    HydrateFallback: PageLoading,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, ...page(() => import("./features/home/HomePage")) },
          { path: "login", ...page(() => import("./features/login/LoginPage")) },
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
          { path: "*", ...page(() => import("./shell/NotFoundPage")) },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

import type { ComponentType } from "react";
import type { RouteObject } from "react-router";

/** Each page is its own chunk; a module's default export is the page component. */
export const page = (load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

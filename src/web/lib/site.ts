import { defaultSiteConfig, type SiteConfig } from "@shared/site";

/** The server writes the runtime config into index.html as JSON; tests and odd hosts fall back to defaults. */
function readSiteConfig(): SiteConfig {
  const el = typeof document !== "undefined" ? document.getElementById("site-config") : null;
  if (!el?.textContent) return defaultSiteConfig;
  try {
    return { ...defaultSiteConfig, ...(JSON.parse(el.textContent) as Partial<SiteConfig>) };
  } catch {
    return defaultSiteConfig;
  }
}

export const site: SiteConfig = readSiteConfig();

/** Brand, contact and locale settings shared by server and browser; the server fills them from env. */
export interface SiteConfig {
  appName: string;
  brandLine: string;
  phone: string;
  email: string;
  locale: string;
  currency: string;
  social: { facebook: string; twitter: string; instagram: string; linkedin: string };
}

export const defaultSiteConfig: SiteConfig = {
  appName: "Keyhold",
  brandLine: "Your trusted partner in property management and real estate services.",
  phone: "+44 20 7946 0000",
  email: "hello@keyhold.example",
  locale: "en-GB",
  currency: "GBP",
  social: {
    facebook: "https://www.facebook.com/keyhold",
    twitter: "https://twitter.com/keyhold",
    instagram: "https://www.instagram.com/keyhold",
    linkedin: "https://www.linkedin.com/company/keyhold",
  },
};

export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig {
  const d = defaultSiteConfig;
  return {
    appName: env.APP_NAME || d.appName,
    brandLine: env.APP_BRAND_LINE || d.brandLine,
    phone: env.CONTACT_PHONE || d.phone,
    email: env.CONTACT_EMAIL || d.email,
    locale: env.APP_LOCALE || d.locale,
    currency: env.APP_CURRENCY || d.currency,
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL || d.social.facebook,
      twitter: env.SOCIAL_TWITTER_URL || d.social.twitter,
      instagram: env.SOCIAL_INSTAGRAM_URL || d.social.instagram,
      linkedin: env.SOCIAL_LINKEDIN_URL || d.social.linkedin,
    },
  };
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

/** index.html with the brand name and the runtime site config filled in (JSON, so CSP-safe). */
export function renderIndexHtml(template: string, site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, "\\u003c");
  return template
    .replaceAll("__APP_NAME__", () => escapeHtml(site.appName))
    .replace("<!--site-config-->", () => `<script type="application/json" id="site-config">${json}</script>`);
}

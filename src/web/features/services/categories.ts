import { House, KeyRound, type LucideIcon, Sparkles, TrendingUp } from "lucide-react";

/** The values the contact page understands in `?topic=`. */
export type ContactTopicParam = "general" | "landlord" | "tenant" | "investor" | "early-access";

export type CategorySlug = "landlord" | "tenant" | "investor" | "custom";

/** The light part of each category, kept apart so the home page does not load every service page's text. */
export interface ServiceCategorySummary {
  slug: CategorySlug;
  title: string;
  /** Who the category serves, used in short labels such as "For landlords". */
  audienceLabel: string;
  summary: string;
  icon: LucideIcon;
  contactTopic: ContactTopicParam;
  ctaLabel: string;
}

export const categorySummaries: ServiceCategorySummary[] = [
  {
    slug: "landlord",
    title: "Landlord Services",
    audienceLabel: "landlords",
    summary:
      "Everything a landlord needs to let and look after a property well: finding tenants, collecting rent, repairs and compliance.",
    icon: KeyRound,
    contactTopic: "landlord",
    ctaLabel: "Talk to us about your property",
  },
  {
    slug: "tenant",
    title: "Tenant Services",
    audienceLabel: "tenants",
    summary:
      "Find a home, pay rent, report repairs and move out fairly, with clear information and real people to help.",
    icon: House,
    contactTopic: "tenant",
    ctaLabel: "Ask us a question",
  },
  {
    slug: "investor",
    title: "Investor Services",
    audienceLabel: "investors",
    summary:
      "Strategy, acquisition, portfolio management and reporting for people who treat residential property as an investment.",
    icon: TrendingUp,
    contactTopic: "investor",
    ctaLabel: "Discuss your investment plans",
  },
  {
    slug: "custom",
    title: "Custom Services",
    audienceLabel: "businesses and specialist needs",
    summary:
      "Tailored services for businesses, unusual properties and complex situations: security, corporate lettings, bespoke management and relations.",
    icon: Sparkles,
    contactTopic: "general",
    ctaLabel: "Tell us what you need",
  },
];

export function servicePath(category: string, service?: string): string {
  return service ? `/services/${category}/${service}` : `/services/${category}`;
}

export function contactHref(topic: ContactTopicParam): string {
  return `/contact?topic=${topic}`;
}

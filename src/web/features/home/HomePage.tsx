import { CallToActionBand } from "@web/components/marketing/CallToActionBand";
import { useOrigin, useStructuredData } from "@web/lib/head";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import type { ComponentType } from "react";
import { AudienceSection } from "./AudienceSection";
import { ComplianceSection } from "./ComplianceSection";
import { HeroSection } from "./HeroSection";
import { HowItWorksSection } from "./HowItWorksSection";
import { LatestListingsSection } from "./LatestListingsSection";
import { LatestPostsSection } from "./LatestPostsSection";
import { ServicesOverviewSection } from "./ServicesOverviewSection";

function CallToActionSection() {
  return (
    <CallToActionBand
      title="Start with your first property"
      primary={{ to: "/register", label: "Create an account" }}
      secondary={{ to: "/services", label: "View our services" }}
    >
      <p>
        Landlords, letting agents and tenants register in a minute. Would you rather talk it through first?
        Our team is on the contact page.
      </p>
    </CallToActionBand>
  );
}

/** Order of the home page; new sections (latest listings, latest posts) slot in here. */
const sections: { id: string; Section: ComponentType }[] = [
  { id: "hero", Section: HeroSection },
  { id: "latest-listings", Section: LatestListingsSection },
  { id: "audiences", Section: AudienceSection },
  { id: "services", Section: ServicesOverviewSection },
  { id: "how-it-works", Section: HowItWorksSection },
  { id: "compliance", Section: ComplianceSection },
  { id: "latest-posts", Section: LatestPostsSection },
  { id: "call-to-action", Section: CallToActionSection },
];

export default function HomePage() {
  const origin = useOrigin();
  useStructuredData({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: site.appName,
    description: site.brandLine,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: site.email,
    telephone: site.phone,
    sameAs: Object.values(site.social),
  });
  usePageTitle(
    "Property management and lettings",
    `${site.appName}: one platform for landlords, letting agents, tenants and investors. Rent, repairs, documents and compliance in one place.`,
  );
  return (
    <>
      {sections.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </>
  );
}

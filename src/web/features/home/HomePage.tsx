import { LatestPostsSection } from "@web/features/blogs/LatestPostsSection";
import { LatestListingsSection } from "@web/features/properties/LatestListingsSection";
import { CallToActionBand } from "@web/features/services/CallToActionBand";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import type { ComponentType } from "react";
import { AudienceSection } from "./AudienceSection";
import { ComplianceSection } from "./ComplianceSection";
import { HeroSection } from "./HeroSection";
import { HowItWorksSection } from "./HowItWorksSection";
import { ServicesOverviewSection } from "./ServicesOverviewSection";

function CallToActionSection() {
  return (
    <CallToActionBand
      title="Be one of the first to use the platform"
      primary={{ to: "/contact?topic=early-access", label: "Get Early Access" }}
      secondary={{ to: "/services", label: "View our services" }}
    >
      <p>
        Join the waitlist and we'll invite you as soon as your account is ready. Early members help shape what
        we build next.
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

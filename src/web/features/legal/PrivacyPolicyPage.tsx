import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import { LegalDocument, type LegalSection } from "./LegalDocument";
import { collectionSections } from "./privacy/collection";
import { processingSections } from "./privacy/processing";
import { rightsSections } from "./privacy/rights";

/** The sections in order; their texts live in ./privacy by concept. */
const sections = (): LegalSection[] => [
  ...collectionSections(),
  ...processingSections(),
  ...rightsSections(),
];

export default function PrivacyPolicyPage() {
  usePageTitle(
    "Privacy Policy",
    `How ${site.appName} collects, uses and protects personal data, and the rights you have under UK GDPR.`,
  );
  return (
    <LegalDocument
      title="Privacy Policy"
      intro={
        <p>
          This policy explains what personal data {site.appName} collects when you use our website, platform
          and lettings services, why we collect it, who we share it with and the rights you have. We have
          written it to be read, not just to be compliant.
        </p>
      }
      sections={sections()}
    />
  );
}

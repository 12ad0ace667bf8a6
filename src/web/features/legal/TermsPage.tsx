import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import { LegalDocument, type LegalSection } from "./LegalDocument";
import { accountSections } from "./terms/accounts";
import { liabilitySections } from "./terms/liability";
import { obligationSections } from "./terms/obligations";
import { usageSections } from "./terms/usage";

/** The sections in order; their texts live in ./terms by concept. */
const sections = (): LegalSection[] => [
  ...accountSections(),
  ...obligationSections(),
  ...usageSections(),
  ...liabilitySections(),
];

export default function TermsPage() {
  usePageTitle(
    "Terms and Conditions",
    `The terms that apply when you use the ${site.appName} website, platform and lettings services.`,
  );
  return (
    <LegalDocument
      title="Terms and Conditions"
      intro={
        <p>
          Please read these terms carefully. They explain your rights and responsibilities when you use{" "}
          {site.appName}, and ours. Words such as "we", "us" and "our" mean {site.appName}; "you" means the
          person using the platform.
        </p>
      }
      sections={sections()}
    />
  );
}

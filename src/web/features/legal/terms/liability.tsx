import { site } from "@web/lib/site";
import { Link } from "react-router";
import type { LegalSection } from "../LegalDocument";

/** Liability, complaints, changes, governing law and contact. */
export function liabilitySections(): LegalSection[] {
  return [
    {
      id: "liability",
      title: "Our liability",
      content: (
        <>
          <p>
            Nothing in these terms limits or excludes our liability for death or personal injury caused by our
            negligence, for fraud or fraudulent misrepresentation, or for anything else that cannot be limited
            or excluded by law.
          </p>
          <p>
            <strong>If you are a consumer,</strong> we are responsible for loss or damage you suffer that is a
            foreseeable result of our breaking these terms or failing to use reasonable care and skill. Your
            rights under the Consumer Rights Act 2015 are not affected. We are not responsible for business
            losses, because we provide the platform to consumers for domestic and private use only.
          </p>
          <p>
            <strong>If you use {site.appName} in the course of a business,</strong> including as a letting
            agent or a landlord letting through a company, we are not liable for loss of profits, revenue,
            business or goodwill, or for any indirect or consequential loss. Our total liability to you in any
            12-month period is limited to the fees you paid us for the services in that period.
          </p>
          <p>
            We are not responsible for the acts or omissions of landlords, tenants, agents or contractors who
            use the platform, or for the accuracy of information they provide, except where we have agreed to
            check it.
          </p>
        </>
      ),
    },
    {
      id: "complaints",
      title: "Complaints and disputes",
      content: (
        <p>
          If you have a complaint about us, please <Link to="/contact">contact us</Link> and we will try to
          resolve it quickly. Disputes about tenancy deposits are decided through the free dispute service of
          the scheme that protects the deposit. If a complaint about our lettings services is not resolved,
          you may be able to refer it to the redress scheme we belong to, which we will name in our response.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to these terms",
      content: (
        <p>
          We may update these terms to reflect changes in the law or our services. We will give account
          holders at least 30 days' notice of any change that affects them significantly. If you do not accept
          a change, you may close your account before it takes effect.
        </p>
      ),
    },
    {
      id: "law",
      title: "Governing law",
      content: (
        <p>
          These terms are governed by the law of England and Wales, and the courts of England and Wales have
          jurisdiction. If you are a consumer living in Scotland or Northern Ireland, you may also bring
          proceedings in the courts there, and you keep the protection of the mandatory consumer law of the
          place you live.
        </p>
      ),
    },
    {
      id: "contact",
      title: "Contact us",
      content: (
        <p>
          Questions about these terms? E-mail <a href={`mailto:${site.email}`}>{site.email}</a>, call{" "}
          {site.phone} or use our <Link to="/contact">contact form</Link>.
        </p>
      ),
    },
  ];
}

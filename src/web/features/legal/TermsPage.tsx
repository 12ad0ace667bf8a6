import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link } from "react-router";
import { LegalDocument, type LegalSection } from "./LegalDocument";

function sections(): LegalSection[] {
  return [
    {
      id: "about",
      title: "About these terms",
      content: (
        <>
          <p>
            These terms and conditions ("terms") apply to your use of the {site.appName} website and platform
            and the services we provide through them. By creating an account or using the platform you agree
            to them. If you do not agree, please do not use {site.appName}.
          </p>
          <p>
            Where we provide a lettings or management service to a landlord, such as finding a tenant or
            managing a property, we will also agree a separate written service agreement. If that agreement
            conflicts with these terms, the service agreement applies.
          </p>
        </>
      ),
    },
    {
      id: "accounts",
      title: "Your account",
      content: (
        <ul>
          <li>You must be 18 or over and able to enter into a binding contract to open an account.</li>
          <li>The information you give us must be accurate, and you must keep it up to date.</li>
          <li>
            Accounts are personal. Keep your password secure, do not share it, and tell us straight away if
            you think someone else has used your account.
          </li>
          <li>
            You are responsible for activity on your account unless it results from our failure to keep it
            secure.
          </li>
        </ul>
      ),
    },
    {
      id: "roles",
      title: "Roles",
      content: (
        <>
          <p>Each account has one role, which decides what it can see and do:</p>
          <ul>
            <li>
              <strong>Landlord:</strong> lists and manages their own properties and tenancies.
            </li>
            <li>
              <strong>Letting agent:</strong> manages the properties a landlord has assigned to them and may
              publish articles.
            </li>
            <li>
              <strong>Tenant:</strong> sees their own tenancies, rent records and documents, and raises repair
              and support requests.
            </li>
            <li>
              <strong>Administrator:</strong> our own staff, who operate and support the platform.
              Administrator accounts cannot be created through sign-up.
            </li>
          </ul>
          <p>
            You may only choose a role that reflects your real position. An agent must have the landlord's
            authority for every property they manage on the platform.
          </p>
        </>
      ),
    },
    {
      id: "our-role",
      title: "Our role",
      content: (
        <>
          <p>
            {site.appName} provides software and, where agreed, lettings and management services. Unless we
            have agreed in writing to act as your agent, we are not a party to any tenancy agreement made
            between a landlord and a tenant who use the platform, and we are not responsible for their
            performance of it.
          </p>
          <p>
            Guidance on our website and platform, including our service pages, is general information about UK
            lettings. It is not legal, tax or financial advice. You should take professional advice about your
            own circumstances.
          </p>
        </>
      ),
    },
    {
      id: "landlord-obligations",
      title: "Landlords' obligations",
      content: (
        <>
          <p>If you list or manage a property as a landlord, you confirm that, and agree to ensure that:</p>
          <ul>
            <li>
              you have the legal right to let it, including any consent needed from your mortgage lender,
              freeholder or insurer;
            </li>
            <li>
              it meets the legal requirements for a rented home, including an annual gas safety check, a valid
              electrical safety report (EICR), a valid Energy Performance Certificate meeting the minimum
              rating, working smoke and carbon monoxide alarms where required, and any licence your council
              requires;
            </li>
            <li>
              deposits are protected in a government-approved scheme and the prescribed information is given
              within the legal time limits;
            </li>
            <li>Right to Rent checks are carried out for properties in England;</li>
            <li>
              listings are accurate, show the rent you will accept, and you will not invite or accept offers
              above it where the law prohibits this;
            </li>
            <li>
              you will not discriminate unlawfully against applicants or tenants, including on the grounds
              that they have children or receive benefits;
            </li>
            <li>
              you only ask tenants for payments the Tenant Fees Act 2019, or the equivalent law where the
              property is, allows;
            </li>
            <li>you carry out repairs you are responsible for within a reasonable time.</li>
          </ul>
          <p>
            Where we manage a property for you, we will help you meet these obligations as set out in your
            service agreement, but legal responsibility for the property remains yours.
          </p>
        </>
      ),
    },
    {
      id: "agent-obligations",
      title: "Letting agents' obligations",
      content: (
        <p>
          If you use {site.appName} as a letting agent, you confirm that you are a member of a
          government-approved redress scheme, that client money you hold is protected by a client money
          protection scheme where the law requires it, and that you will meet the{" "}
          <a href="#landlord-obligations">landlords' obligations</a> above for every property you manage.
        </p>
      ),
    },
    {
      id: "tenant-obligations",
      title: "Tenants' obligations",
      content: (
        <ul>
          <li>The information you give in applications and referencing must be true and complete.</li>
          <li>You must pay rent and other charges due under your tenancy agreement on time.</li>
          <li>
            You should report repairs promptly, and allow access at reasonable times when you have been given
            at least 24 hours' written notice, or at once in an emergency.
          </li>
          <li>Your tenancy agreement, not these terms, sets out the terms of your tenancy.</li>
        </ul>
      ),
    },
    {
      id: "payments",
      title: "Payments",
      content: (
        <>
          <p>
            The platform records rent charges and payments for each tenancy. When a tenant reports a payment,
            it shows as pending until the landlord, their agent or we confirm it has been received. A reported
            payment is not proof that the money has arrived.
          </p>
          <p>
            Unless your service agreement says otherwise, we do not hold rent or deposits on your behalf.
            Where we do hold client money, it is kept in a separate client account and protected as the law
            requires.
          </p>
          <p>
            Any charges for our services will be set out and agreed with you in writing before you incur them.
            We never charge tenants fees that the law does not allow.
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      title: "Acceptable use",
      content: (
        <>
          <p>You must not use {site.appName} to:</p>
          <ul>
            <li>
              advertise a property you do not have the right to let, or publish false or misleading listings;
            </li>
            <li>discriminate unlawfully, harass, threaten or abuse anyone;</li>
            <li>upload content that is unlawful, infringes someone else's rights, or contains malware;</li>
            <li>collect other users' personal data, or contact them for purposes unrelated to a tenancy;</li>
            <li>
              scrape, copy or reverse-engineer the platform, overload it, or try to get round its security or
              access controls;
            </li>
            <li>commit fraud or money laundering, or help anyone else to do so.</li>
          </ul>
        </>
      ),
    },
    {
      id: "content",
      title: "Your content and documents",
      content: (
        <>
          <p>
            You keep ownership of the photos, descriptions, documents and messages you upload. You give us a
            licence to store, copy, resize and display them as needed to run the platform, including showing
            published listings to the public. The licence ends when the content is deleted, except where we
            must keep records by law.
          </p>
          <p>
            You must have the right to upload everything you add. Files must be of the permitted types (JPEG,
            PNG or WebP images, and PDF for documents) and within the size limit shown when you upload. We may
            remove content that breaks these terms.
          </p>
        </>
      ),
    },
    {
      id: "intellectual-property",
      title: "Our intellectual property",
      content: (
        <p>
          The platform, its design, software and our own content belong to {site.appName} or our licensors.
          You may use them only to access our services in line with these terms.
        </p>
      ),
    },
    {
      id: "privacy",
      title: "Privacy",
      content: (
        <p>
          Our <Link to="/privacy-policy">Privacy Policy</Link> explains how we use personal data. If you add
          personal data about other people, such as tenants or occupants, you must have a lawful reason to
          share it with us and must tell them how it will be used.
        </p>
      ),
    },
    {
      id: "availability",
      title: "Availability and changes to the service",
      content: (
        <p>
          We are adding features to {site.appName} in stages, and some are offered first to early-access
          members. We work hard to keep the platform available but cannot guarantee it will always be
          uninterrupted. We may change or withdraw features; if a change significantly affects a service you
          rely on, we will give you reasonable notice.
        </p>
      ),
    },
    {
      id: "suspension",
      title: "Suspension and closing your account",
      content: (
        <>
          <p>
            You can close your account at any time by contacting us. We will keep the records we must keep by
            law, as described in our Privacy Policy.
          </p>
          <p>
            We may suspend or close an account if we reasonably believe it has been used in breach of these
            terms, for unlawful activity or in a way that puts other users at risk. Where appropriate we will
            tell you why and give you a chance to respond.
          </p>
        </>
      ),
    },
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

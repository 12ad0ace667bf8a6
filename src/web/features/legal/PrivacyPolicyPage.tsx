import { COOKIE_CONSENT_KEY } from "@shared/constants";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link } from "react-router";
import { CookieChoiceReset } from "./CookieChoiceReset";
import { LegalDocument, type LegalSection } from "./LegalDocument";

const lawfulBases: { purpose: string; basis: string }[] = [
  {
    purpose: "Creating and running your account, and providing the services you ask for",
    basis: "Contract",
  },
  {
    purpose:
      "Setting up and managing tenancies: agreements, rent records, repairs, inspections and check-outs",
    basis: "Contract; legitimate interests of the landlord or agent where you are not our customer",
  },
  {
    purpose:
      "Right to Rent checks, deposit protection, safety certificates, tax records and anti-money-laundering checks",
    basis: "Legal obligation",
  },
  {
    purpose: "Referencing and affordability checks for tenancy applications",
    basis:
      "Legitimate interests (assessing whether a tenancy is affordable and suitable), with notice to you",
  },
  {
    purpose: "Answering contact forms, enquiries and support tickets, and managing the early-access waitlist",
    basis: "Legitimate interests; contract where you are a customer",
  },
  {
    purpose:
      "Keeping the platform secure: sign-in protection, rate limiting, audit logs and fraud prevention",
    basis: "Legitimate interests; legal obligation to keep personal data secure",
  },
  {
    purpose: "Optional analytics cookies and marketing e-mails",
    basis: "Consent, which you can withdraw at any time",
  },
];

function sections(): LegalSection[] {
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      content: (
        <>
          <p>
            {site.appName} ("we", "us", "our") provides an online property management and lettings platform
            and related services for landlords, letting agents, tenants and investors in the United Kingdom.
          </p>
          <p>
            For the personal data described in this policy, {site.appName} is the controller under the UK
            General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018. Where a landlord or
            letting agent uses our platform to manage their own tenancies, they are also responsible for the
            data they add about their tenants, and in some cases we process that data on their behalf as their
            processor.
          </p>
          <p>
            You can contact us about anything in this policy at{" "}
            <a href={`mailto:${site.email}`}>{site.email}</a> or by phone on {site.phone}. Please mark your
            message "Data protection" so it reaches the right person.
          </p>
        </>
      ),
    },
    {
      id: "information-we-collect",
      title: "The information we collect",
      content: (
        <>
          <p>Depending on how you use {site.appName}, we collect:</p>
          <ul>
            <li>
              <strong>Account details:</strong> your name, e-mail address, phone number, role (landlord,
              tenant, agent or admin), profile photo if you add one, and your password, which we store only as
              a secure hash.
            </li>
            <li>
              <strong>Property details:</strong> addresses, descriptions, photos, rent and deposit amounts,
              and documents such as gas safety records, Electrical Installation Condition Reports (EICR),
              Energy Performance Certificates (EPC), inventories and tenancy agreements.
            </li>
            <li>
              <strong>Tenancy and payment records:</strong> tenancy dates, rent schedules, payments made or
              reported, deposit amounts and the scheme that protects them. We record payment references, not
              full bank card details.
            </li>
            <li>
              <strong>Application and referencing information:</strong> identity documents, Right to Rent
              evidence (including Home Office share codes and immigration status where relevant), employment
              and income details, previous addresses and landlord references.
            </li>
            <li>
              <strong>Communications:</strong> contact form and waitlist submissions, property enquiries and
              viewing requests, support tickets, messages and attachments.
            </li>
            <li>
              <strong>Technical and security data:</strong> IP address, browser and device type, sign-in times
              and an audit log of significant actions on the platform.
            </li>
          </ul>
          <p>
            Most of this information comes from you. Some comes from others: a landlord or agent adding your
            tenancy, a referencing agency, a previous landlord or employer giving a reference, or a deposit
            scheme confirming protection.
          </p>
          <p>
            We do not ask for special category data, such as health information. If you choose to tell us
            something of this kind, for example to request an adaptation or explain a missed payment, we will
            only use it for that purpose and with your explicit consent.
          </p>
        </>
      ),
    },
    {
      id: "how-we-use",
      title: "How we use your information and our lawful bases",
      content: (
        <>
          <p>UK GDPR requires a lawful basis for each use of personal data. Ours are:</p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full border-collapse text-left text-sm">
              <caption className="sr-only">Purposes of processing and lawful bases</caption>
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                    Purpose
                  </th>
                  <th scope="col" className="py-2 font-semibold text-slate-900">
                    Lawful basis
                  </th>
                </tr>
              </thead>
              <tbody>
                {lawfulBases.map((row) => (
                  <tr key={row.purpose} className="border-b border-slate-200 align-top">
                    <td className="py-3 pr-4">{row.purpose}</td>
                    <td className="py-3">{row.basis}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            Where we rely on legitimate interests, we have weighed them against your rights. You can ask us
            for details of that assessment. We do not make decisions about you based solely on automated
            processing that have legal or similarly significant effects.
          </p>
        </>
      ),
    },
    {
      id: "sharing",
      title: "Who we share it with",
      content: (
        <>
          <p>We never sell your personal data. We share it only where needed:</p>
          <ul>
            <li>
              <strong>The other parties to your tenancy:</strong> landlords, their letting agents and tenants
              see the information about the properties and tenancies they are part of, and nothing else.
            </li>
            <li>
              <strong>Tenancy deposit schemes:</strong> the Deposit Protection Service (DPS), Tenancy Deposit
              Scheme (TDS) or mydeposits, to protect deposits and resolve disputes.
            </li>
            <li>
              <strong>Referencing and credit reference agencies:</strong> to check identity, income and credit
              history for tenancy applications. They may keep a record of the search.
            </li>
            <li>
              <strong>The Home Office:</strong> when we use its online service to carry out Right to Rent
              checks.
            </li>
            <li>
              <strong>Contractors:</strong> the name, phone number and address a tradesperson needs to carry
              out a repair or inspection.
            </li>
            <li>
              <strong>Local authorities, utility companies and council tax offices:</strong> for licensing,
              and to update account holders when tenants move in or out.
            </li>
            <li>
              <strong>HMRC:</strong> where the law requires, for example under the Non-Resident Landlord
              Scheme.
            </li>
            <li>
              <strong>Service providers acting for us:</strong> hosting, file storage, e-mail delivery and
              support tools. They may only use the data to provide their service to us, under contract.
            </li>
            <li>
              <strong>Professional advisers, courts, police and regulators:</strong> where necessary to
              establish or defend legal claims, or where the law requires it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "international-transfers",
      title: "International transfers",
      content: (
        <>
          <p>
            We store your data in the United Kingdom or the European Economic Area. If a service provider
            needs to process it in another country, we only allow this where the UK government has made
            adequacy regulations for that country, or where we have put in place the International Data
            Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses, together with any
            additional safeguards needed. You can ask us for a copy of the relevant safeguards.
          </p>
        </>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      content: (
        <>
          <p>We keep personal data only as long as we need it:</p>
          <ul>
            <li>
              <strong>Account details:</strong> while your account is open, then up to six years after it
              closes, in line with the time limits for legal claims.
            </li>
            <li>
              <strong>Tenancy, rent and deposit records, and safety certificates:</strong> six years after the
              tenancy ends.
            </li>
            <li>
              <strong>Right to Rent check records:</strong> for the length of the tenancy and one year after
              it ends, as Home Office guidance requires.
            </li>
            <li>
              <strong>Applications that do not lead to a tenancy:</strong> six months after the decision.
            </li>
            <li>
              <strong>Contact form, enquiry and waitlist submissions:</strong> two years after our last
              contact, unless they become part of a customer relationship.
            </li>
            <li>
              <strong>Security and audit logs:</strong> up to two years.
            </li>
          </ul>
          <p>When the period ends we delete the data or anonymise it so it can no longer identify you.</p>
        </>
      ),
    },
    {
      id: "security",
      title: "How we protect it",
      content: (
        <p>
          Data is encrypted in transit, passwords are stored as one-way hashes, and access is limited by role
          so that people see only the properties and tenancies they are part of. Private documents are
          released only after checking the requester's right to see them, uploads are checked by their
          content, and significant actions are recorded in an audit log. Our staff can access personal data
          only where their job needs it.
        </p>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      content: (
        <>
          <p>Under UK GDPR you have the right to:</p>
          <ul>
            <li>access the personal data we hold about you and receive a copy;</li>
            <li>have inaccurate data corrected and incomplete data completed;</li>
            <li>have data erased where we no longer have a reason to keep it;</li>
            <li>restrict how we use your data in certain circumstances;</li>
            <li>object to processing based on legitimate interests, and to direct marketing at any time;</li>
            <li>receive data you gave us in a portable format;</li>
            <li>withdraw consent at any time where we rely on it, without affecting earlier processing.</li>
          </ul>
          <p>
            To use any of these rights, e-mail <a href={`mailto:${site.email}`}>{site.email}</a>. It is free,
            and we will reply within one month. For complex requests we may extend this by up to two further
            months and will tell you why. We may ask you to confirm your identity first. Some rights are
            limited, for example we cannot delete records we must keep by law.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      content: (
        <>
          <p>
            We use a small number of cookies and similar technologies. Strictly necessary ones, such as the
            cookie that keeps you signed in securely, are always used because the site cannot work without
            them.
          </p>
          <p>
            When you first visit, a cookie banner asks for your choice. Your choice is stored in your
            browser's local storage under the key{" "}
            <code className="rounded bg-slate-100 px-1 text-slate-900">{COOKIE_CONSENT_KEY}</code>, with the
            value "true" if you choose Accept and "false" if you choose Decline or close the banner. It stays
            on your device, is not sent to us, and means the banner does not appear again.
          </p>
          <p>
            Optional cookies, such as analytics that help us understand how the site is used, are only used if
            you choose Accept. We do not use advertising or cross-site tracking cookies.
          </p>
          <h3>Changing your choice</h3>
          <p>
            You can change your mind at any time. Use the button below to clear your saved choice and see the
            banner again, or clear this site's data in your browser settings.
          </p>
          <CookieChoiceReset />
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      content: (
        <p>
          {site.appName} is intended for adults. You must be 18 or over to create an account. Where a tenancy
          includes children, we only hold the limited information the landlord or agent needs, such as the
          number of occupants.
        </p>
      ),
    },
    {
      id: "changes",
      title: "Changes to this policy",
      content: (
        <p>
          We will update this policy when our services or the law change. The date at the top shows when it
          was last revised, and we will tell account holders by e-mail about any significant change.
        </p>
      ),
    },
    {
      id: "complaints",
      title: "Complaints",
      content: (
        <>
          <p>
            If you are unhappy with how we have handled your personal data, please tell us first at{" "}
            <a href={`mailto:${site.email}`}>{site.email}</a> or through our{" "}
            <Link to="/contact">contact page</Link> and we will try to put it right.
          </p>
          <p>
            You also have the right to complain to the Information Commissioner's Office (ICO), the UK's data
            protection regulator: online at{" "}
            <a href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noopener noreferrer">
              ico.org.uk/make-a-complaint
            </a>
            , by phone on 0303 123 1113, or by post to Information Commissioner's Office, Wycliffe House,
            Water Lane, Wilmslow, Cheshire SK9 5AF.
          </p>
        </>
      ),
    },
  ];
}

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

import { COOKIE_CONSENT_KEY } from "@shared/constants";
import { site } from "@web/lib/site";
import { Island } from "@web/shell/Island";
import { Link } from "react-router";
import { CookieChoiceReset } from "../CookieChoiceReset";
import type { LegalSection } from "../LegalDocument";

/** Retention, security, your rights, cookies, children, changes and complaints. */
export function rightsSections(): LegalSection[] {
  return [
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
          <Island name="cookie-choice">
            <CookieChoiceReset />
          </Island>
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

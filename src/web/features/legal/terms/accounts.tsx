import { site } from "@web/lib/site";
import type { LegalSection } from "../LegalDocument";

/** About the terms, accounts, roles and our role. */
export function accountSections(): LegalSection[] {
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
  ];
}

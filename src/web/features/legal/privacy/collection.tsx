import { site } from "@web/lib/site";
import type { LegalSection } from "../LegalDocument";

/** Who we are and what information we collect. */
export function collectionSections(): LegalSection[] {
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
  ];
}

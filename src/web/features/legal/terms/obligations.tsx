import { site } from "@web/lib/site";
import type { LegalSection } from "../LegalDocument";

/** Landlords', agents' and tenants' obligations, and payments. */
export function obligationSections(): LegalSection[] {
  return [
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
  ];
}

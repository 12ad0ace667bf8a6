import type { LegalSection } from "../LegalDocument";

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

/** How we use information (with the lawful bases), sharing and international transfers. */
export function processingSections(): LegalSection[] {
  return [
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
  ];
}

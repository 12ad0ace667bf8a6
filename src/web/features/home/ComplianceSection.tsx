import { site } from "@web/lib/site";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";

const requirements = [
  "Annual gas safety record (CP12)",
  "Electrical safety report (EICR)",
  "Energy Performance Certificate",
  "Smoke and carbon monoxide alarms",
  "Deposit protection with DPS, TDS or mydeposits",
  "Right to Rent checks (England)",
  "HMO and selective licences",
  "Renters' Rights Act 2025 changes",
];

export function ComplianceSection() {
  return (
    <section aria-labelledby="compliance-heading" className="bg-brand-50">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-20 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <ShieldCheck className="size-10 text-brand-700" aria-hidden="true" />
          <h2
            id="compliance-heading"
            className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            UK lettings compliance, kept in view
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Missing a certificate or a deadline can mean fines, lost rent or a tenancy you can't end.{" "}
            {site.appName} keeps each property's gas safety record, EICR and EPC with their expiry dates,
            shows what is due and e-mails a reminder before a certificate lapses. The list is what UK
            landlords commonly need to think about; it is general information, not legal advice.
          </p>
          <Link
            to="/services/landlord/legal-compliance"
            className="mt-6 inline-flex font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
          >
            How we handle legal compliance
          </Link>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {requirements.map((r) => (
            <li key={r} className="rounded-xl bg-white p-4 text-sm font-medium text-slate-800 shadow-sm">
              {r}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

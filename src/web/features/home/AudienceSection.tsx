import { ArrowRight, Briefcase, Check, House, KeyRound, type LucideIcon, TrendingUp } from "lucide-react";
import { Link } from "react-router";

interface Audience {
  title: string;
  icon: LucideIcon;
  pitch: string;
  points: string[];
  link: { to: string; label: string };
}

const audiences: Audience[] = [
  {
    title: "Landlords",
    icon: KeyRound,
    pitch: "Let with confidence and see exactly what is happening at your property.",
    points: [
      "Rent ledger and monthly statements",
      "Certificates tracked with renewal reminders",
      "Repair requests with photos, tracked to done",
    ],
    link: { to: "/services/landlord", label: "Landlord services" },
  },
  {
    title: "Tenants",
    icon: House,
    pitch: "A fair, transparent tenancy with help when you need it.",
    points: [
      "Report repairs with photos and track them",
      "Rent due, balance and payment history in one place",
      "Your tenancy documents and safety certificates, always available",
    ],
    link: { to: "/services/tenant", label: "Tenant services" },
  },
  {
    title: "Letting agents",
    icon: Briefcase,
    pitch: "Run the properties you manage from one shared workspace.",
    points: [
      "Every assigned property, tenancy and ticket together",
      "Enquiries, listings and blogs managed online",
      "E-mail and in-app updates on tickets and enquiries",
    ],
    link: { to: "/register?role=agent", label: "Register as an agent" },
  },
  {
    title: "Investors",
    icon: TrendingUp,
    pitch: "Check the market before you buy and keep every property in view.",
    points: [
      "Median and quartile asking rents by city and bedrooms",
      "Net yield and cash flow per property, with rent collected and arrears",
      "Certificate expiry dates for every property in one view",
    ],
    link: { to: "/services/investor", label: "Investor services" },
  },
];

export function AudienceSection() {
  return (
    <section aria-labelledby="audience-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="max-w-3xl">
        <h2 id="audience-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Built for everyone involved in a tenancy
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          Lettings only works when landlords, agents and tenants share the same information. Each of them gets
          a view designed for their role, with the same facts underneath.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 xl:grid-cols-4">
        {audiences.map(({ title, icon: Icon, pitch, points, link }) => (
          <li
            key={title}
            className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-700 text-white">
              <Icon className="size-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{pitch}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
              {points.map((p) => (
                <li key={p} className="flex gap-2">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                  {p}
                </li>
              ))}
            </ul>
            <Link
              to={link.to}
              className="mt-6 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
            >
              {link.label}
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

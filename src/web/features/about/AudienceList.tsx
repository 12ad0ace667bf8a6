import { Link } from "react-router";

const audiences = [
  {
    title: "Landlords",
    description:
      "From accidental landlords letting a former home to professional portfolio owners, we help landlords let well and stay compliant.",
    link: { to: "/services/landlord", label: "Services for landlords" },
  },
  {
    title: "Tenants",
    description:
      "We help tenants find a home, understand their rights, pay rent easily and get repairs done, with no fees the law doesn't allow.",
    link: { to: "/services/tenant", label: "Services for tenants" },
  },
  {
    title: "Letting agents",
    description:
      "Agents use the platform to run the properties they manage, keeping landlords and tenants informed without extra admin.",
    link: { to: "/register?role=agent", label: "Register as an agent" },
  },
  {
    title: "Investors and businesses",
    description:
      "Investors, companies housing staff and owners of specialist property get reporting and services tailored to them.",
    link: { to: "/services/investor", label: "Services for investors" },
  },
];

export function AudienceList() {
  return (
    <section aria-labelledby="serve-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="serve-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          Who we serve
        </h2>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          We work with landlords, agents and tenants across England, Scotland and Wales, applying the rules
          for wherever each home is.
        </p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {audiences.map((a) => (
            <li key={a.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-slate-900">{a.title}</h3>
              <p className="mt-2 text-slate-700">{a.description}</p>
              <Link
                to={a.link.to}
                className="mt-4 inline-flex font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                {a.link.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { categorySummaries, servicePath } from "@web/features/services/categories";
import { ServiceCard } from "@web/features/services/ServiceCard";

export function ServicesOverviewSection() {
  return (
    <section aria-labelledby="services-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
        <div className="max-w-3xl">
          <h2 id="services-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Services for every side of renting
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Use the platform on its own, or let our team take on as much of the work as you want.
          </p>
        </div>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {categorySummaries.map((c) => (
            <li key={c.slug}>
              <ServiceCard to={servicePath(c.slug)} title={c.title} summary={c.summary} icon={c.icon} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

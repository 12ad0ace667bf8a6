import { CallToActionBand } from "@web/components/marketing/CallToActionBand";
import { PageHero } from "@web/components/marketing/PageHero";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { contactHref, serviceCategories, servicePath } from "./content";
import { ServiceCard } from "./ServiceCard";

export default function ServicesPage() {
  usePageTitle(
    "Services",
    `Lettings, property management and investment services from ${site.appName} for landlords, tenants, investors and businesses.`,
  );

  return (
    <>
      <PageHero eyebrow="Our services" title="Lettings and property services, all in one place">
        <p>
          From finding a tenant to planning a portfolio, {site.appName} brings together the services
          landlords, tenants, investors and businesses need, with the records and updates on one platform.
        </p>
        <nav aria-label="Service categories" className="pt-2">
          <ul className="flex flex-wrap gap-2">
            {serviceCategories.map((c) => (
              <li key={c.slug}>
                <a
                  href={`#${c.slug}`}
                  className="inline-flex rounded-full bg-white/10 px-4 py-2 text-sm font-medium text-white hover:bg-white/20"
                >
                  {c.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-20 px-4 py-16 sm:px-6 lg:px-8">
        {serviceCategories.map((category) => {
          const Icon = category.icon;
          return (
            <section
              key={category.slug}
              id={category.slug}
              aria-labelledby={`${category.slug}-heading`}
              className="scroll-mt-24"
            >
              <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
                <div className="max-w-3xl">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h2
                    id={`${category.slug}-heading`}
                    className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
                  >
                    {category.title}
                  </h2>
                  <p className="mt-3 text-lg text-slate-700">{category.summary}</p>
                </div>
                <Link
                  to={servicePath(category.slug)}
                  className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-700 hover:underline"
                >
                  All {category.title.toLowerCase()}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
              <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {category.services.map((service) => (
                  <li key={service.slug}>
                    <ServiceCard
                      to={servicePath(category.slug, service.slug)}
                      title={service.title}
                      summary={service.summary}
                      icon={service.icon}
                    />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>

      <CallToActionBand
        title="Not sure which service you need?"
        primary={{ to: contactHref("general"), label: "Talk to our team" }}
        secondary={{ to: "/register", label: "Create an account" }}
      >
        <p>Tell us about your property or your plans and we'll recommend the right place to start.</p>
      </CallToActionBand>
    </>
  );
}

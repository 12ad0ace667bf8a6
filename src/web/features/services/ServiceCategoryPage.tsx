import { CallToActionBand } from "@web/components/marketing/CallToActionBand";
import { PageHero } from "@web/components/marketing/PageHero";
import { buttonVariants } from "@web/components/ui/button-variants";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import NotFoundPage from "@web/shell/NotFoundPage";
import { CheckCircle2 } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link, useParams } from "react-router";
import { Breadcrumbs } from "./Breadcrumbs";
import { contactHref, findCategory, type ServiceCategory, serviceCategories, servicePath } from "./content";
import { ServiceCard } from "./ServiceCard";

// The rent check (with its chart library) is for the investor page only: load it there.
const RentCheckSection = lazy(() =>
  import("./RentCheckSection").then((m) => ({ default: m.RentCheckSection })),
);

export default function ServiceCategoryPage() {
  const { category: slug } = useParams();
  const category = findCategory(slug);
  // The lookup lives outside the content component so NotFoundPage alone sets the title.
  return category ? <CategoryContent category={category} /> : <NotFoundPage />;
}

function CategoryContent({ category }: { category: ServiceCategory }) {
  usePageTitle(category.title, category.summary);
  const others = serviceCategories.filter((c) => c.slug !== category.slug);

  return (
    <>
      <PageHero
        eyebrow={`For ${category.audienceLabel}`}
        title={category.title}
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: "Home", to: "/" },
              { label: "Services", to: "/services" },
              { label: category.title },
            ]}
          />
        }
        actions={
          <>
            <Link
              to={contactHref(category.contactTopic)}
              className={buttonVariants({ variant: "secondary", size: "lg" })}
            >
              {category.ctaLabel}
            </Link>
            <a href="#services-list" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Browse the services
            </a>
          </>
        }
      >
        {category.body.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </PageHero>

      <section
        id="services-list"
        aria-labelledby="services-list-heading"
        className="mx-auto max-w-7xl scroll-mt-24 px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2
          id="services-list-heading"
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        >
          Services for {category.audienceLabel}
        </h2>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{category.summary}</p>
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

      {category.slug === "investor" && (
        <Suspense fallback={<div className="min-h-96" aria-busy="true" />}>
          <RentCheckSection />
        </Suspense>
      )}

      <section aria-labelledby="why-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="why-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Why choose {site.appName}
          </h2>
          <ul className="mt-8 grid gap-8 md:grid-cols-3">
            {category.highlights.map((h) => (
              <li key={h.title} className="flex gap-4">
                <CheckCircle2 className="mt-1 size-6 shrink-0 text-brand-700" aria-hidden="true" />
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{h.title}</h3>
                  <p className="mt-2 text-slate-700">{h.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="other-heading" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <h2 id="other-heading" className="text-2xl font-bold tracking-tight text-slate-900">
          Other services
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {others.map((c) => (
            <li key={c.slug}>
              <ServiceCard to={servicePath(c.slug)} title={c.title} summary={c.summary} icon={c.icon} />
            </li>
          ))}
        </ul>
      </section>

      <CallToActionBand
        title={category.ctaLabel}
        primary={{ to: contactHref(category.contactTopic), label: "Contact us" }}
        secondary={{ to: "/register", label: "Create an account" }}
      >
        <p>A member of our team will reply within one working day. No obligation, and no jargon.</p>
      </CallToActionBand>
    </>
  );
}

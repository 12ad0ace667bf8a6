import { CallToActionBand } from "@web/components/marketing/CallToActionBand";
import { PageHero } from "@web/components/marketing/PageHero";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Card } from "@web/components/ui/card";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import NotFoundPage from "@web/shell/NotFoundPage";
import { Check, Mail, Phone, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { Breadcrumbs } from "./Breadcrumbs";
import { contactHref, findService, type ServiceCategory, type ServiceEntry, servicePath } from "./content";
import { FaqList } from "./FaqList";
import { ServiceCard } from "./ServiceCard";

export default function ServiceDetailPage() {
  const params = useParams();
  const found = findService(params.category, params.service);
  // The lookup lives outside the content component so NotFoundPage alone sets the title.
  return found ? <ServiceContent {...found} /> : <NotFoundPage />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      <div className="mt-6">{children}</div>
    </section>
  );
}

function ServiceContent({ category, service }: { category: ServiceCategory; service: ServiceEntry }) {
  usePageTitle(`${service.title} | ${category.title}`, service.summary);
  const related = category.services.filter((s) => s.slug !== service.slug);
  const contact = contactHref(category.contactTopic);

  return (
    <>
      <PageHero
        eyebrow={category.title}
        title={service.title}
        breadcrumbs={
          <Breadcrumbs
            items={[
              { label: "Home", to: "/" },
              { label: "Services", to: "/services" },
              { label: category.title, to: servicePath(category.slug) },
              { label: service.title },
            ]}
          />
        }
        actions={
          <>
            <Link to={contact} className={buttonVariants({ variant: "secondary", size: "lg" })}>
              {category.ctaLabel}
            </Link>
            <Link
              to={servicePath(category.slug)}
              className={buttonVariants({ variant: "outline", size: "lg" })}
            >
              All {category.title.toLowerCase()}
            </Link>
          </>
        }
      >
        <p className="text-xl text-white">{service.summary}</p>
        {service.body.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </PageHero>

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-16 lg:col-span-2">
          <Section id="included-heading" title="What's included">
            <ul className="grid gap-4 sm:grid-cols-2">
              {service.included.map((item) => (
                <li key={item} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
                  <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                  <span className="text-slate-700">{item}</span>
                </li>
              ))}
            </ul>
          </Section>

          <Section id="steps-heading" title="How it works">
            <ol className="space-y-6">
              {service.steps.map((step, i) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                    aria-hidden="true"
                  >
                    {i + 1}
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-slate-900">
                      <span className="sr-only">{`Step ${i + 1}: `}</span>
                      {step.title}
                    </h3>
                    <p className="mt-1 text-slate-700">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Section>

          <Section id="audience-heading" title="Who it's for">
            <ul className="space-y-3">
              {service.audience.map((a) => (
                <li key={a} className="flex gap-3 text-slate-700">
                  <UserRound className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  {a}
                </li>
              ))}
            </ul>
          </Section>

          <Section id="faq-heading" title="Frequently asked questions">
            <FaqList faqs={service.faqs} />
          </Section>
        </div>

        <aside aria-labelledby="talk-heading" className="lg:sticky lg:top-24 lg:self-start">
          <Card className="space-y-4">
            <h2 id="talk-heading" className="text-lg font-semibold text-slate-900">
              Talk to our team
            </h2>
            <p className="text-sm text-slate-700">
              Tell us about your situation and we'll explain how {service.title.toLowerCase()} would work for
              you. We reply within one working day.
            </p>
            <Link to={contact} className={`${buttonVariants({ size: "lg" })} w-full`}>
              {category.ctaLabel}
            </Link>
            <ul className="space-y-2 border-t border-slate-200 pt-4 text-sm text-slate-700">
              <li>
                <a
                  href={`tel:${site.phone.replace(/\s/g, "")}`}
                  className="inline-flex items-center gap-2 hover:underline"
                >
                  <Phone className="size-4 text-brand-700" aria-hidden="true" />
                  {site.phone}
                </a>
              </li>
              <li>
                <a href={`mailto:${site.email}`} className="inline-flex items-center gap-2 hover:underline">
                  <Mail className="size-4 text-brand-700" aria-hidden="true" />
                  {site.email}
                </a>
              </li>
            </ul>
          </Card>
        </aside>
      </div>

      <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="related-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Related {category.title.toLowerCase()}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((s) => (
              <li key={s.slug}>
                <ServiceCard
                  to={servicePath(category.slug, s.slug)}
                  title={s.title}
                  summary={s.summary}
                  icon={s.icon}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <CallToActionBand
        title={`Ready to talk about ${service.title.toLowerCase()}?`}
        primary={{ to: contact, label: category.ctaLabel }}
        secondary={{ to: "/register", label: "Create an account" }}
      >
        <p>
          Get in touch for a no-obligation conversation with our team, or create an account and use the{" "}
          {site.appName} platform today.
        </p>
      </CallToActionBand>
    </>
  );
}

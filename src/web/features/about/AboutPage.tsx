import { CallToActionBand } from "@web/components/marketing/CallToActionBand";
import { PageHero } from "@web/components/marketing/PageHero";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import { AudienceList } from "./AudienceList";
import { PrinciplesList } from "./PrinciplesList";

const howWeWork = [
  {
    title: "One shared record",
    description:
      "Landlords, agents and tenants see the same facts: what rent is due, which repairs are open and which certificates are valid. Each person sees only what their role allows.",
  },
  {
    title: "People, not just software",
    description:
      "Our platform does the tracking and reminding. Our team handles the conversations, the judgement calls and the work on the ground.",
  },
  {
    title: "Evidence for every decision",
    description:
      "Inspections, deductions, repairs and payments are recorded with photos, documents and dates, so disagreements are settled by facts.",
  },
  {
    title: "Security by design",
    description:
      "Documents are only available to those entitled to see them, sensitive actions are logged, and we collect only the personal data we need.",
  },
];

export default function AboutPage() {
  usePageTitle(
    `About ${site.appName}`,
    `Why we built ${site.appName}, what we believe about renting in the UK, and who we work with.`,
  );

  return (
    <>
      <PageHero eyebrow="About us" title={`About ${site.appName}`}>
        <p>{site.brandLine}</p>
        <p>
          We are building the lettings platform we wanted to use ourselves: one place where landlords, letting
          agents, tenants and investors can see the same facts, meet their obligations and get on with their
          lives.
        </p>
      </PageHero>

      <section aria-labelledby="mission-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <h2 id="mission-heading" className="text-3xl font-bold tracking-tight text-slate-900">
              Our mission
            </h2>
            <p className="mt-4 text-xl font-medium text-brand-800">
              To make renting in the UK fairer, clearer and less stressful for everyone involved.
            </p>
          </div>
          <div className="space-y-4 text-lg text-slate-700">
            <p>
              Around one in five households in England rents privately, yet the way most tenancies are run
              still depends on e-mail chains, paper certificates and phone calls that nobody writes down. That
              is where missed deadlines, lost deposits and disputes come from.
            </p>
            <p>
              Lettings law has also changed more in the last few years than in the previous thirty. The Tenant
              Fees Act, new electrical safety rules and the Renters' Rights Act 2025 all raise the bar. We
              think the answer is not more paperwork but better tools and better-informed people.
            </p>
          </div>
        </div>
      </section>

      <PrinciplesList />

      <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          How we work
        </h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-2">
          {howWeWork.map((item, i) => (
            <li key={item.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6">
              <span
                className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <AudienceList />

      <CallToActionBand
        title="Want to know more?"
        primary={{ to: "/contact?topic=general", label: "Get in touch" }}
        secondary={{ to: "/register", label: "Create an account" }}
      >
        <p>Whether you let one flat or manage hundreds of homes, we'd like to hear from you.</p>
      </CallToActionBand>
    </>
  );
}

const steps = [
  {
    title: "Create your account",
    description: "Register as a landlord, letting agent or tenant. It takes a minute.",
  },
  {
    title: "Add your properties",
    description:
      "Enter each property's details, photos, tenancy, rent and certificates with their expiry dates.",
  },
  {
    title: "Invite your tenants and agent",
    description:
      "Tenants accept an e-mailed invitation to their tenancy; an agent you invite sees only the properties you assign.",
  },
  {
    title: "Run it all in one place",
    description:
      "Rent, repairs, documents and reminders stay organised, with every payment and repair on record.",
  },
];

export function HowItWorksSection() {
  return (
    <section aria-labelledby="how-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <div className="max-w-3xl">
        <h2 id="how-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          How it works
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          From sign-up to a fully organised tenancy in four steps.
        </p>
      </div>
      <ol className="mt-12 grid gap-8 md:grid-cols-2 lg:grid-cols-4">
        {steps.map((step, i) => (
          <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-white p-6">
            <span
              className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
              aria-hidden="true"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <span className="sr-only">{`Step ${i + 1}: `}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

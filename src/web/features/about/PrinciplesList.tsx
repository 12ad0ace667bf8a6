import { Eye, HeartHandshake, type LucideIcon, Scale, ShieldCheck } from "lucide-react";

const principles: { title: string; icon: LucideIcon; description: string }[] = [
  {
    title: "Fair to both sides",
    icon: Scale,
    description:
      "A good tenancy works for the landlord and the tenant. We act professionally for the people we represent and treat everyone fairly and within the law.",
  },
  {
    title: "Transparent by default",
    icon: Eye,
    description:
      "No hidden fees, no surprises. Rent, costs, repairs and documents are visible to the people they concern as they happen.",
  },
  {
    title: "Compliance is not optional",
    icon: ShieldCheck,
    description:
      "Safe homes come first. Gas safety, electrical safety, deposit protection and the rest are tracked for every property, every time.",
  },
  {
    title: "Technology that serves people",
    icon: HeartHandshake,
    description:
      "Software should remove busywork, not replace judgement or kindness. When something goes wrong, you can always reach a person.",
  },
];

export function PrinciplesList() {
  return (
    <section aria-labelledby="beliefs-heading" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="beliefs-heading" className="text-3xl font-bold tracking-tight text-slate-900">
          What we believe
        </h2>
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
          {principles.map(({ title, icon: Icon, description }) => (
            <li key={title}>
              <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";

/** A whole-card link to a service or category; the heading level follows the page outline. */
export function ServiceCard({
  to,
  title,
  summary,
  icon: Icon,
  headingLevel: Heading = "h3",
}: {
  to: string;
  title: string;
  summary: string;
  icon: LucideIcon;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Link
      to={to}
      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md"
    >
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <Heading className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-brand-800">
        {title}
      </Heading>
      <p className="mt-2 flex-1 text-sm text-slate-600">{summary}</p>
      <span
        className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700"
        aria-hidden="true"
      >
        Learn more
        <ArrowRight className="size-4 transition group-hover:translate-x-0.5" />
      </span>
    </Link>
  );
}

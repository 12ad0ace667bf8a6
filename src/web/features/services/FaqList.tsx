import { ChevronDown } from "lucide-react";
import type { ServiceFaq } from "./content";

/** Native disclosure widgets: keyboard and screen-reader support without any script. */
export function FaqList({ faqs }: { faqs: ServiceFaq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {faqs.map((faq) => (
        <details key={faq.question} className="group p-5">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              className="mt-0.5 size-5 shrink-0 text-brand-700 transition group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="mt-3 text-slate-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}

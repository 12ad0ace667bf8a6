import { formatDate } from "@web/lib/format";
import type { ReactNode } from "react";

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

/** Both legal documents were last revised on this date. */
export const LEGAL_LAST_UPDATED = new Date(2026, 10, 23);

const isoDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

/** Typography for plain JSX content, so the documents stay free of styling noise. */
const prose =
  "text-slate-700 [&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6";

export function LegalDocument({
  title,
  intro,
  sections,
  lastUpdated = LEGAL_LAST_UPDATED,
}: {
  title: string;
  intro: ReactNode;
  sections: LegalSection[];
  lastUpdated?: Date;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Last updated:{" "}
          <time dateTime={isoDay(lastUpdated)}>{formatDate(lastUpdated, { dateStyle: "long" })}</time>
        </p>
        <div className={`${prose} text-lg`}>{intro}</div>
      </header>

      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-labelledby="contents-heading" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="contents-heading" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
            Contents
          </h2>
          <ol className="mt-3 space-y-2 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="text-slate-700 hover:text-brand-800 hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="min-w-0 max-w-3xl space-y-10 rounded-2xl border border-slate-200 bg-white p-5 sm:p-10">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24">
              <h2 id={`${s.id}-heading`} className="text-xl font-semibold text-slate-900 sm:text-2xl">
                {i + 1}. {s.title}
              </h2>
              <div className={prose}>{s.content}</div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

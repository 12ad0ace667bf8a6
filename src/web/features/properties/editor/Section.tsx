import { Card } from "@web/components/ui/card";
import type { ReactNode } from "react";

export const sections = [
  { id: "basics", label: "Basics" },
  { id: "address", label: "Address" },
  { id: "rent", label: "Rent and terms" },
  { id: "facts", label: "Home facts" },
  { id: "features", label: "Features" },
  { id: "people", label: "Landlord and agent" },
  { id: "photos", label: "Photos" },
] as const;

/** The side menu: each entry scrolls to its section and moves focus to its heading. */
export function SectionNav() {
  return (
    <nav aria-label="Form sections" className="hidden lg:block">
      <ul className="sticky top-24 space-y-1">
        {sections.map((s) => (
          <li key={s.id}>
            <button
              type="button"
              className="w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              onClick={() => {
                const el = document.getElementById(`section-${s.id}`);
                el?.scrollIntoView({ behavior: "smooth", block: "start" });
                el?.focus({ preventScroll: true });
              }}
            >
              {s.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function Section({
  id,
  title,
  description,
  children,
}: {
  id: (typeof sections)[number]["id"];
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={`section-${id}`} className="space-y-4">
        <div>
          <h2
            id={`section-${id}`}
            tabIndex={-1}
            className="scroll-mt-24 text-lg font-semibold text-slate-900 focus:outline-none"
          >
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-600">{description}</p>}
        </div>
        {children}
      </section>
    </Card>
  );
}

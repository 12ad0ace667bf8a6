import type { ReactNode } from "react";

/** Dark banner that opens the services, about and other marketing pages. */
export function PageHero({
  eyebrow,
  title,
  children,
  breadcrumbs,
  actions,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  breadcrumbs?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_85%_20%,rgba(94,234,212,0.18),transparent_45%),radial-gradient(circle_at_10%_90%,rgba(245,158,11,0.10),transparent_40%)]"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        {breadcrumbs}
        <div className={breadcrumbs ? "mt-8 max-w-3xl" : "max-w-3xl"}>
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{eyebrow}</p>
          )}
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {title}
          </h1>
          {children && <div className="mt-5 space-y-4 text-lg text-slate-200">{children}</div>}
          {actions && <div className="mt-8 flex flex-col gap-3 sm:flex-row">{actions}</div>}
        </div>
      </div>
    </section>
  );
}

import { buttonVariants } from "@web/components/ui/button-variants";
import type { ReactNode } from "react";
import { Link } from "react-router";

interface CtaLink {
  to: string;
  label: string;
}

/** Closing call to action shared by the marketing pages. */
export function CallToActionBand({
  title,
  children,
  primary,
  secondary,
}: {
  title: string;
  children: ReactNode;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-brand-900 px-6 py-12 text-center sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgba(94,234,212,0.2),transparent_50%)]"
        />
        <div className="relative mx-auto max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{title}</h2>
          <div className="mt-4 text-lg text-slate-200">{children}</div>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={primary.to} className={buttonVariants({ variant: "secondary", size: "lg" })}>
              {primary.label}
            </Link>
            {secondary && (
              <Link to={secondary.to} className={buttonVariants({ variant: "outline", size: "lg" })}>
                {secondary.label}
              </Link>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

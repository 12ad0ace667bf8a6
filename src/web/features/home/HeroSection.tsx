import { buttonVariants } from "@web/components/ui/button-variants";
import { site } from "@web/lib/site";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { DashboardPreview } from "./DashboardPreview";

export function HeroSection() {
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_80%_10%,rgba(94,234,212,0.22),transparent_45%),radial-gradient(circle_at_0%_100%,rgba(245,158,11,0.12),transparent_40%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-brand-100">
            <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
            For UK landlords, letting agents and tenants
          </p>
          <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Lettings and property management, done properly
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-200">
            {site.appName} brings landlords, letting agents, tenants and investors together on one platform:
            rent, repairs, documents and compliance in one place, with UK lettings expertise behind it.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/register" className={buttonVariants({ variant: "secondary", size: "lg" })}>
              Create an account
            </Link>
            <Link to="/services" className={buttonVariants({ variant: "outline", size: "lg" })}>
              Explore our services
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </div>
        <DashboardPreview />
      </div>
    </section>
  );
}

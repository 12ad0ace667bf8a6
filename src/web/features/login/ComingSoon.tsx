import { buttonVariants } from "@web/components/ui/button";
import { site } from "@web/lib/site";
import { cn } from "@web/lib/utils";
import {
  ArrowRight,
  Building2,
  ChartColumn,
  FileLock,
  LayoutDashboard,
  type LucideIcon,
  TrendingUp,
  Users,
} from "lucide-react";
import { Link } from "react-router";

const features: { title: string; icon: LucideIcon; description: string }[] = [
  {
    title: "Property Management",
    icon: Building2,
    description:
      "Every property, tenancy, repair and certificate organised in one place, with reminders before anything lapses.",
  },
  {
    title: "Tenant Portal",
    icon: Users,
    description:
      "Tenants pay rent, report repairs with photos and find their documents without chasing anyone.",
  },
  {
    title: "Portfolio Analytics",
    icon: ChartColumn,
    description: "See rent collected, costs, yields and occupancy across your whole portfolio at a glance.",
  },
  {
    title: "Custom Dashboards",
    icon: LayoutDashboard,
    description:
      "Dashboards designed for agents, landlords and tenants, each showing what matters to their role.",
  },
  {
    title: "Document Security",
    icon: FileLock,
    description:
      "Tenancy agreements, ID and safety certificates stored securely and shared only with the right people.",
  },
  {
    title: "Market Intelligence",
    icon: TrendingUp,
    description:
      "Local rents, demand and letting times to help you price properties and plan your next move.",
  },
];

/**
 * The coming-soon pitch from the original /login page. Self-contained so it can sit on its own or beside a
 * sign-in form; `headingLevel` keeps the page outline valid in either case.
 */
export function ComingSoonFeatures({
  compact = false,
  headingLevel = "h1",
  className,
}: {
  compact?: boolean;
  headingLevel?: "h1" | "h2";
  className?: string;
}) {
  const Heading = headingLevel;
  const CardHeading = headingLevel === "h1" ? "h2" : "h3";

  return (
    <section aria-labelledby="coming-soon-heading" className={className}>
      <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
        <span className="size-2 rounded-full bg-accent-500" aria-hidden="true" />
        Coming soon
      </p>
      <Heading
        id="coming-soon-heading"
        className={cn(
          "mt-4 font-bold tracking-tight text-balance text-slate-900",
          compact ? "text-2xl sm:text-3xl" : "text-3xl sm:text-4xl lg:text-5xl",
        )}
      >
        The full {site.appName} platform is on its way
      </Heading>
      <p className={cn("mt-4 max-w-2xl text-slate-700", compact ? "text-base" : "text-lg")}>
        We're putting the finishing touches to the complete {site.appName} platform for landlords, agents,
        tenants and investors. Join the waitlist for early access and we'll invite you as soon as your account
        is ready.
      </p>

      <ul
        className={cn(
          "mt-8 grid gap-4",
          compact ? "sm:grid-cols-2" : "sm:grid-cols-2 lg:grid-cols-3 lg:gap-6",
        )}
      >
        {features.map(({ title, icon: Icon, description }) => (
          <li
            key={title}
            className={cn(
              "rounded-2xl border border-slate-200 bg-white shadow-sm",
              compact ? "flex gap-3 p-4" : "p-6",
            )}
          >
            <span
              className={cn(
                "inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white",
                compact ? "size-9" : "size-11",
              )}
            >
              <Icon className={compact ? "size-5" : "size-6"} aria-hidden="true" />
            </span>
            <div>
              <CardHeading
                className={cn("font-semibold text-slate-900", compact ? "text-base" : "mt-4 text-lg")}
              >
                {title}
              </CardHeading>
              <p className={cn("text-slate-600", compact ? "mt-1 text-sm" : "mt-2")}>{description}</p>
            </div>
          </li>
        ))}
      </ul>

      <div className="mt-8">
        <Link
          to="/contact?topic=early-access"
          className={buttonVariants({ size: compact ? "default" : "lg" })}
        >
          Get Early Access
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

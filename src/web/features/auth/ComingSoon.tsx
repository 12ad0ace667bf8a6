import { buttonVariants } from "@web/components/ui/button-variants";
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
      "Tenants see the rent due and their payments, report a payment or a repair with photos and find their documents.",
  },
  {
    title: "Portfolio Analytics",
    icon: ChartColumn,
    description: "Rent due and collected, arrears and occupancy across your whole portfolio at a glance.",
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
      "Tenancy agreements and safety certificates stored privately and shown only to the people of that property.",
  },
  {
    title: "Market Intelligence",
    icon: TrendingUp,
    description:
      "Median and quartile asking rents by city and bedrooms, and for agents enquiries and time to let.",
  },
];

/**
 * The six feature cards of the original /login page, now describing what the platform does today (the
 * original said "coming soon"; sign-in works, so it says what is there). `headingLevel` keeps the page
 * outline valid on its own or beside a sign-in form.
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
    <section aria-labelledby="features-heading" className={className}>
      <Heading
        id="features-heading"
        className={cn(
          "font-bold tracking-tight text-balance text-slate-900",
          compact ? "text-2xl sm:text-3xl" : "text-3xl sm:text-4xl lg:text-5xl",
        )}
      >
        What you can do with {site.appName}
      </Heading>
      <p className={cn("mt-4 max-w-2xl text-slate-700", compact ? "text-base" : "text-lg")}>
        One platform for landlords, letting agents and tenants. New here? Create an account, or ask for early
        access and our team will get in touch and invite you.
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

      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to="/register" className={buttonVariants({ size: compact ? "default" : "lg" })}>
          Create an account
          <ArrowRight aria-hidden="true" />
        </Link>
        <Link
          to="/contact?topic=early-access"
          className={buttonVariants({ variant: "secondary", size: compact ? "default" : "lg" })}
        >
          Get Early Access
        </Link>
      </div>
    </section>
  );
}

import { RangePicker } from "@web/components/charts/RangePicker";
import { AppPage, PageHeader } from "@web/components/ui/page-header";
import { usePageTitle } from "@web/lib/use-page-title";
import type { ReactNode } from "react";

/**
 * The frame every analytics page shares: title and description with the period picker, the
 * request's error, a row of KPIs, a grid of chart cards (each with its own loading and empty
 * state and a data table) and then the page's own sections.
 */
export function AnalyticsFrame({
  title,
  description,
  error,
  kpis,
  charts,
  children,
}: {
  title: string;
  description: string;
  /** The figures request's error, shown above everything else. */
  error?: Error | null;
  /** Stat elements for the KPI row. */
  kpis?: ReactNode;
  /** ChartCard elements for the two-column chart grid. */
  charts?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(title);
  return (
    <AppPage>
      <PageHeader title={title} description={description} actions={<RangePicker />} />
      {error && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
          {error.message}
        </p>
      )}
      {kpis && <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{kpis}</dl>}
      {charts && <div className="grid gap-6 lg:grid-cols-2">{charts}</div>}
      {children}
    </AppPage>
  );
}

/** A headed section below the charts (tables, panels). */
export function AnalyticsSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="text-sm text-slate-600">{intro}</p>}
      {children}
    </section>
  );
}

import { ChevronRight } from "lucide-react";
import { Link } from "react-router";

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** Breadcrumb trail for dark hero backgrounds. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-200">
        {items.map((item, i) => (
          <li key={item.label} className="inline-flex items-center gap-1">
            {i > 0 && <ChevronRight className="size-4 text-brand-300" aria-hidden="true" />}
            {item.to ? (
              <Link to={item.to} className="underline-offset-4 hover:text-white hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-white">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

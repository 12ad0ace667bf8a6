import type { Role } from "@shared/permissions";
import { ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";
import { breadcrumbsFor } from "./breadcrumbs";

/** Where the page sits in the back office, from the route (breadcrumbs.ts); the last is the page. */
export function Breadcrumbs({ role }: { role: Role }) {
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname, role);
  return (
    <nav aria-label="Breadcrumb" className="mx-auto w-full max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={c.to} className="flex items-center gap-1">
              {i > 0 && <ChevronRight className="size-4 text-slate-400" aria-hidden="true" />}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {c.label}
                </span>
              ) : (
                <Link to={c.to} className="text-brand-700 hover:underline">
                  {c.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

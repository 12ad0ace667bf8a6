import type { Role } from "@shared/permissions";
import { cn } from "@web/lib/utils";
import { Link, useLocation } from "react-router";
import { sideNavFor } from "../tools";

/** The entry for the page: the longest entry path the current path starts with. */
export function currentEntry(pathname: string, paths: string[]): string | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  return paths.filter((p) => path === p || path.startsWith(`${p}/`)).sort((a, b) => b.length - a.length)[0];
}

/**
 * The role's back-office pages (tools.ts, the one list); the entry for the current page is marked
 * aria-current. `collapsed` keeps the icons and hides the names visually (still read out).
 */
export function SideNavList({
  role,
  collapsed = false,
  onNavigate,
}: {
  role: Role;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const items = sideNavFor(role);
  const current = currentEntry(
    pathname,
    items.map((i) => i.to),
  );
  return (
    <ul className="space-y-1">
      {items.map((item) => {
        const isCurrent = item.to === current;
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={isCurrent ? "page" : undefined}
              title={collapsed ? item.label : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
                collapsed && "justify-center px-2",
                isCurrent
                  ? "bg-brand-50 text-brand-800"
                  : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
              )}
            >
              <item.icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={cn("min-w-0 break-words", collapsed && "sr-only")}>{item.label}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

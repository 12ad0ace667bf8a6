import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "./button-variants";

/**
 * An empty list that tells a new user the next step: what will appear here, and where the role
 * can act, the button that does it ("Add your first property").
 */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  /** The next step, when the user may take it. */
  action?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon className="size-10 text-slate-400" aria-hidden="true" />
      <p className="mt-3 font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1 max-w-md text-sm text-slate-600">{children}</div>}
      {action && (
        <Link to={action.to} className={`${buttonVariants()} mt-4`}>
          {action.label}
        </Link>
      )}
    </div>
  );
}

import { Card } from "@web/components/ui/card";
import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";

export interface QuickAction {
  to: string;
  label: string;
  icon: LucideIcon;
  /** A file download rather than a page. */
  download?: boolean;
}

export function QuickActions({ actions }: { actions: QuickAction[] }) {
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="font-semibold text-slate-900">Quick actions</h2>
      <ul className="grid gap-2">
        {actions.map((a) => (
          <li key={a.to}>
            {a.download ? (
              <a
                href={a.to}
                download
                className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <a.icon className="size-4" aria-hidden="true" />
                {a.label}
              </a>
            ) : (
              <Link
                to={a.to}
                className="flex items-center gap-2 rounded-lg px-2 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50"
              >
                <a.icon className="size-4" aria-hidden="true" />
                {a.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}

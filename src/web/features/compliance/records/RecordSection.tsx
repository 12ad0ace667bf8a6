import { Card } from "@web/components/ui/card";
import { type ReactNode, useId } from "react";

/** One record section of a home: its heading, what it is for, an action, the records. */
export function RecordSection({
  title,
  intro,
  action,
  children,
}: {
  title: string;
  intro: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card>
      <section aria-labelledby={id} className="space-y-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 max-w-prose">
            <h3 id={id} className="text-lg font-semibold text-slate-900">
              {title}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{intro}</p>
          </div>
          {action}
        </div>
        {children}
      </section>
    </Card>
  );
}

import { Card } from "@web/components/ui/card";
import type { ReactNode } from "react";

export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12 sm:py-16">
      <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      {intro && <p className="mt-3 text-center text-slate-700">{intro}</p>}
      <Card className="mt-8">{children}</Card>
    </div>
  );
}

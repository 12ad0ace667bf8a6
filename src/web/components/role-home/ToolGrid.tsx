import type { Tool } from "@web/shell/tools";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

export function ToolGrid({ tools, title = "What you can do" }: { tools: Tool[]; title?: string }) {
  return (
    <section aria-labelledby="tools-heading">
      <h2 id="tools-heading" className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-300 hover:shadow-md"
            >
              <tool.icon className="size-6 text-brand-700" aria-hidden="true" />
              <span className="mt-3 font-semibold text-slate-900">{tool.label}</span>
              <span className="mt-1 flex-1 text-sm text-slate-700">{tool.description}</span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Open{" "}
                <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { site } from "@web/lib/site";

export function Logo({ className = "" }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className}`}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="7" fill="#0f3d3e" />
        <path d="M16 6 6 14v12h7v-7h6v7h7V14z" fill="#5eead4" />
      </svg>
      <span className="text-xl">{site.appName}</span>
    </span>
  );
}

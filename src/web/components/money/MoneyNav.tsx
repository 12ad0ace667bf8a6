import type { Role } from "@shared/permissions";
import { cn } from "@web/lib/utils";
import { NavLink } from "react-router";

/** The money area's sections (issue 17), per role: only pages that exist are listed. */
export type MoneySection = "overview" | "homes" | "expenses" | "fees" | "statements" | "tax" | "bank";

const sections: { key: MoneySection; path: string; label: string; roles: Role[] }[] = [
  { key: "overview", path: "", label: "Yield and cash flow", roles: ["landlord", "agent"] },
  { key: "homes", path: "homes", label: "Homes and owners", roles: ["landlord", "agent"] },
  { key: "expenses", path: "expenses", label: "Expenses", roles: ["landlord", "agent"] },
  { key: "fees", path: "fees", label: "Fee income", roles: ["agent"] },
  { key: "statements", path: "statements", label: "Owner statements", roles: ["landlord", "agent"] },
  { key: "tax", path: "tax", label: "Making Tax Digital", roles: ["landlord"] },
  { key: "bank", path: "bank", label: "Bank reconciliation", roles: ["landlord", "agent"] },
];

export const moneySectionsFor = (role: Role) => sections.filter((s) => s.roles.includes(role));

/** `/landlord/money/expenses` and the like. */
export const moneyPath = (role: Role, section: MoneySection = "overview") => {
  const s = sections.find((x) => x.key === section);
  return `/${role}/money${s?.path ? `/${s.path}` : ""}`;
};

/** The tabs across the top of every money page; wraps on a phone (no sideways scroll). */
export function MoneyNav({ role }: { role: Role }) {
  const list = moneySectionsFor(role);
  if (list.length === 0) return null;
  return (
    <nav aria-label="Money" className="mb-6 flex flex-wrap gap-2 border-b pb-3">
      {list.map((s) => (
        <NavLink
          key={s.key}
          to={moneyPath(role, s.key)}
          end={s.key === "overview"}
          className={({ isActive }) =>
            cn(
              "rounded-md px-3 py-1.5 text-sm font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              isActive
                ? "bg-primary text-primary-foreground"
                : "text-muted-foreground hover:bg-muted hover:text-foreground",
            )
          }
        >
          {s.label}
        </NavLink>
      ))}
    </nav>
  );
}

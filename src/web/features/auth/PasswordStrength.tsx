import { passwordStrength } from "@shared/schemas/auth";
import { cn } from "@web/lib/utils";

const colours = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-brand-500", "bg-brand-700"];

export function PasswordStrength({ password, id }: { password: string; id: string }) {
  const { score, label } = passwordStrength(password);
  const level = password.length < 8 ? 0 : Math.max(1, score);
  return (
    <div id={id} className="mt-1.5" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((i) => (
          <span
            key={i}
            className={cn("h-1.5 flex-1 rounded-full", i <= level ? colours[level] : "bg-slate-200")}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">
        {password ? `Strength: ${label}. ` : ""}Use 8 to 128 characters; a long phrase is easiest to remember.
      </p>
    </div>
  );
}

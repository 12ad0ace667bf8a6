import { passwordMessages, ratePassword } from "@shared/password-policy";
import { site } from "@web/lib/site";
import { cn } from "@web/lib/utils";

const colours = ["bg-red-600", "bg-red-600", "bg-amber-500", "bg-brand-500", "bg-brand-700"];

/**
 * The strength meter: the shared password rules with their small list of common passwords, so it says
 * why a password is weak while typing. The server checks the whole breached list when the form is sent.
 */
export function PasswordStrength({
  password,
  id,
  context = [],
}: {
  password: string;
  id: string;
  /** The person's name and e-mail, when the form knows them. */
  context?: readonly (string | undefined)[];
}) {
  const { level, label, reasons } = ratePassword(password, { context: [...context, site.appName] });
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
      <p className="mt-1 text-xs text-slate-600" data-testid="password-strength-text">
        {password ? (
          <>
            <span className="font-semibold">Strength: {label}.</span> {reasons.join(" ")}
          </>
        ) : (
          passwordMessages.hint
        )}
      </p>
      {password && level > 1 && (
        <p className="mt-0.5 text-xs text-slate-500">
          We also check it against a list of breached passwords when you save.
        </p>
      )}
    </div>
  );
}

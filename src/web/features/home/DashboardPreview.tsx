import { CalendarClock, CheckCircle2, FileText, Wrench } from "lucide-react";

const compliance = [
  { label: "Gas safety record (CP12)", status: "Due in 21 days", tone: "amber" },
  { label: "EICR", status: "Valid", tone: "green" },
  { label: "EPC rating C", status: "Valid", tone: "green" },
  { label: "Deposit protected (DPS)", status: "Done", tone: "green" },
] as const;

/** Illustrative product mock-up; decorative, so hidden from assistive technology. */
export function DashboardPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md lg:max-w-none">
      <div className="rounded-3xl bg-white/10 p-3 ring-1 ring-white/20 backdrop-blur">
        <div className="rounded-2xl bg-white p-5 text-slate-900 shadow-2xl">
          <div className="flex items-center justify-between">
            <div>
              <p className="text-xs font-medium text-slate-600">Flat 2, 14 Elm Road</p>
              <p className="text-lg font-semibold">Tenancy overview</p>
            </div>
            <span className="rounded-full bg-emerald-100 px-3 py-1 text-xs font-semibold text-emerald-800">
              Active
            </span>
          </div>
          <div className="mt-5 grid grid-cols-3 gap-3">
            {[
              { label: "Rent", value: "Paid" },
              { label: "Open repairs", value: "1" },
              { label: "Documents", value: "8" },
            ].map((s) => (
              <div key={s.label} className="rounded-xl bg-slate-50 p-3">
                <p className="text-xs text-slate-600">{s.label}</p>
                <p className="mt-1 text-lg font-bold text-brand-800">{s.value}</p>
              </div>
            ))}
          </div>
          <p className="mt-5 flex items-center gap-2 text-sm font-semibold">
            <FileText className="size-4 text-brand-700" />
            Compliance
          </p>
          <ul className="mt-2 space-y-2">
            {compliance.map((c) => (
              <li
                key={c.label}
                className="flex items-center justify-between rounded-lg border border-slate-100 px-3 py-2"
              >
                <span className="text-sm text-slate-700">{c.label}</span>
                <span
                  className={
                    c.tone === "green"
                      ? "inline-flex items-center gap-1 text-xs font-semibold text-emerald-800"
                      : "inline-flex items-center gap-1 text-xs font-semibold text-amber-800"
                  }
                >
                  {c.tone === "green" ? (
                    <CheckCircle2 className="size-3.5" />
                  ) : (
                    <CalendarClock className="size-3.5" />
                  )}
                  {c.status}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-4 flex items-start gap-3 rounded-xl bg-brand-50 p-3">
            <Wrench className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <div>
              <p className="text-sm font-semibold">Boiler pressure low</p>
              <p className="text-xs text-slate-600">Gas Safe engineer booked for Thursday morning</p>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

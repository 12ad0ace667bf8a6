import { type WorksOrderStatus, worksStatusLabels } from "@shared/schemas/works";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/components/ui/toast-store";
import { formatDate } from "@web/lib/format";
import { Copy } from "lucide-react";

/** Pieces works orders show wherever they appear (a ticket, the works pages). */

const tones: Record<WorksOrderStatus, "neutral" | "brand" | "success" | "warning" | "danger" | "info"> = {
  awaiting_approval: "warning",
  sent: "info",
  accepted: "brand",
  scheduled: "brand",
  done: "success",
  declined: "danger",
  cancelled: "neutral",
  rejected: "danger",
};

export function WorksStatusBadge({ status }: { status: WorksOrderStatus }) {
  return <Badge tone={tones[status]}>{worksStatusLabels[status]}</Badge>;
}

export const visitTime = (iso: string) =>
  formatDate(iso, { weekday: "short", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" });

/** The contractor's link, shown once when it is issued, with a copy button. */
export function LinkBox({ url }: { url: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: "Link copied" });
    } catch {
      toast({ title: "Copy the link by hand", description: "Your browser did not allow copying." });
    }
  };
  return (
    <div className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm" role="status">
      <p className="font-semibold text-slate-900">Link for the contractor</p>
      <p className="mt-1 text-slate-700">
        We e-mailed it to them. It is shown this once: copy it if you want to send it by text too.
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <code
          className="min-w-0 flex-1 break-all rounded bg-white px-2 py-1 text-xs"
          data-testid="contractor-link"
        >
          {url}
        </code>
        <Button type="button" size="sm" variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" /> Copy
        </Button>
      </div>
    </div>
  );
}

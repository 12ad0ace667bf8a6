import { type ViewingStatus, viewingStatusLabels } from "@shared/schemas/viewings";
import { Badge } from "@web/components/ui/badge";

const tones: Record<ViewingStatus, "neutral" | "brand" | "success" | "warning" | "danger" | "info"> = {
  proposed: "info",
  booked: "brand",
  cancelled: "neutral",
  attended: "success",
  no_show: "warning",
};

export function ViewingStatusBadge({ status }: { status: ViewingStatus }) {
  return <Badge tone={tones[status]}>{viewingStatusLabels[status]}</Badge>;
}

/** "Open conversation", named for whom it is with (the visible words stay short). */
export function ConversationLinkText({ name }: { name: string }) {
  return (
    <>
      Open conversation<span className="sr-only"> with {name}</span>
    </>
  );
}

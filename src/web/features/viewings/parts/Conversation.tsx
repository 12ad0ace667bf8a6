import type { ThreadMessage } from "@shared/schemas/viewings";
import { formatLondonDateTime } from "@web/lib/format";
import { cn } from "@web/lib/utils";
import { Building2, UserRound } from "lucide-react";

/**
 * An enquiry's messages, oldest first: the reader's own on the right in the brand colour, the
 * other side's on the left; each says who wrote it (name and side, never colour alone) and when.
 */
export function Conversation({
  messages,
  own,
  sideLabels,
}: {
  messages: ThreadMessage[];
  /** Whose page this is: their messages are "mine". */
  own: ThreadMessage["from"];
  /** How each side is named beside the author ("Applicant", "You", the agency's name). */
  sideLabels: Record<ThreadMessage["from"], string>;
}) {
  return (
    <ol className="space-y-3" aria-label="Messages">
      {messages.map((m) => {
        const mine = m.from === own;
        const Icon = m.from === "applicant" ? UserRound : Building2;
        return (
          <li key={m.id} className={cn("flex", mine ? "justify-end" : "justify-start")}>
            <article
              data-testid="thread-message"
              data-from={m.from}
              aria-label={`${m.authorName}, ${formatLondonDateTime(m.createdAt)}`}
              className={cn(
                "w-full max-w-full rounded-2xl border p-4 sm:max-w-[85%]",
                mine ? "border-brand-200 bg-brand-50" : "border-slate-200 bg-white",
              )}
            >
              <header className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 text-sm">
                <Icon className="size-4 shrink-0 self-center text-slate-500" aria-hidden="true" />
                <span className="font-semibold break-words text-slate-900">{m.authorName}</span>
                <span className="text-slate-600">{sideLabels[m.from]}</span>
                <time dateTime={m.createdAt} className="text-xs text-slate-600 sm:ml-auto">
                  {formatLondonDateTime(m.createdAt)}
                </time>
              </header>
              <p className="mt-2 whitespace-pre-wrap break-words text-slate-800">{m.body}</p>
            </article>
          </li>
        );
      })}
    </ol>
  );
}

import type { CalendarFeedCreated, CalendarFeedStatus } from "@shared/schemas/compliance-settings";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { ConfirmDialog } from "@web/components/ui/confirm-dialog";
import { Input } from "@web/components/ui/input";
import { Skeleton } from "@web/components/ui/skeleton";
import { toast } from "@web/components/ui/toast-store";
import { toastError } from "@web/lib/form-errors";
import { formatDate } from "@web/lib/format";
import { Copy } from "lucide-react";
import { useId, useState } from "react";

/** What one feed's panel says: the rest (buttons, dialogs, how-to) is the same for every feed. */
export interface CalendarFeedTexts {
  heading?: string;
  /** What the feed holds and that the address is a secret. */
  intro: string;
  /** The status line when there is no feed. */
  none: string;
  /** The revoke dialog's text: what calendars stop receiving. */
  revokeDescription: string;
}

/** A feed's data hooks, from the feature that owns the endpoints (its api.ts). */
export interface CalendarFeedHooks {
  feed: UseQueryResult<CalendarFeedStatus, Error>;
  create: UseMutationResult<CalendarFeedCreated, Error, void>;
  revoke: UseMutationResult<CalendarFeedStatus, Error, void>;
}

/**
 * The caller's secret calendar feed (duties, viewings): make one (or a new one, which ends the old),
 * see the URL once with a copy button, revoke it; how to add it to Outlook or Google Calendar.
 */
export function CalendarFeedPanel({
  feed,
  create,
  revoke,
  texts,
}: CalendarFeedHooks & { texts: CalendarFeedTexts }) {
  const [created, setCreated] = useState<CalendarFeedCreated | null>(null);
  const urlId = useId();
  const headingId = useId();
  const status = feed.data;

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (f) => {
        setCreated(f);
        toast({
          title: "Calendar feed created",
          description: "Copy the address now: it is shown only once.",
        });
      },
      onError: toastError,
    });
  const copy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.url);
      toast({ title: "Address copied" });
    } catch {
      toast({
        title: "Could not copy",
        description: "Select the address and copy it yourself.",
        variant: "destructive",
      });
    }
  };

  return (
    <Card className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {texts.heading ?? "Calendar feed"}
      </h2>
      <p className="text-sm text-slate-700">{texts.intro}</p>
      {feed.isPending ? (
        <Skeleton className="h-10" />
      ) : feed.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {feed.error.message}
        </p>
      ) : (
        <p className="text-sm text-slate-800" data-testid="feed-status">
          {status?.active
            ? `Active since ${formatDate(status.createdAt!)}; ${status.lastUsedAt ? `last read by a calendar ${formatDate(status.lastUsedAt)}` : "not read by a calendar yet"}.`
            : texts.none}
        </p>
      )}
      {created && (
        <div className="space-y-2 rounded-lg bg-brand-50 p-3">
          <label htmlFor={urlId} className="text-sm font-medium text-slate-900">
            Your feed's address (shown only this once)
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={urlId}
              readOnly
              value={created.url}
              onFocus={(e) => e.currentTarget.select()}
              className="font-mono text-xs"
              data-testid="feed-url"
            />
            <Button type="button" variant="secondary" onClick={copy}>
              <Copy className="size-4" aria-hidden="true" />
              Copy address
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        {status?.active ? (
          <ConfirmDialog
            trigger={
              <Button variant="secondary" disabled={create.isPending}>
                Create a new address
              </Button>
            }
            title="Create a new feed address?"
            description="The current address stops working at once; calendars using it must be given the new one."
            confirmLabel="Create new address"
            onConfirm={() => create.mutateAsync().then(setCreated, toastError)}
          />
        ) : (
          <Button onClick={make} disabled={create.isPending || feed.isPending}>
            {create.isPending ? "Creating..." : "Create calendar feed"}
          </Button>
        )}
        {status?.active && (
          <ConfirmDialog
            trigger={<Button variant="destructive">Revoke feed</Button>}
            title="Revoke the calendar feed?"
            description={texts.revokeDescription}
            confirmLabel="Revoke feed"
            destructive
            onConfirm={() =>
              revoke.mutateAsync().then(() => {
                setCreated(null);
                toast({ title: "Calendar feed revoked" });
              }, toastError)
            }
          />
        )}
      </div>
      <details className="text-sm text-slate-700">
        <summary className="cursor-pointer font-medium text-brand-700">
          How to add it to your calendar
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>
            <strong>Outlook</strong>: Calendar, Add calendar, Subscribe from web; paste the address and name
            it.
          </li>
          <li>
            <strong>Google Calendar</strong> (on a computer): Other calendars, +, From URL; paste the address.
            Google refreshes it every few hours.
          </li>
          <li>
            <strong>Apple Calendar</strong>: File, New Calendar Subscription; paste the address.
          </li>
        </ul>
      </details>
    </Card>
  );
}

import { CalendarFeedPanel as FeedPanel } from "@web/components/calendar-feed-panel";
import { useCalendarFeed, useCreateCalendarFeed, useRevokeCalendarFeed } from "./api";

const texts = {
  intro:
    "A private address your calendar app reads: every duty with a due date, as an all-day event, kept up to date. Anyone with the address can read your duties, so keep it to yourself; revoke it if it leaks.",
  none: "You have no calendar feed. Create one to see your duties in Outlook, Google Calendar or Apple Calendar.",
  revokeDescription:
    "Calendars using the address will stop receiving your duties. You can create a new one later.",
};

/** The caller's secret calendar feed of duties (the shared feed panel on the duties endpoints). */
export function CalendarFeedPanel() {
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  return <FeedPanel feed={feed} create={create} revoke={revoke} texts={texts} />;
}

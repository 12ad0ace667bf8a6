import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useAuth } from "@web/auth/use-auth";
import { cn } from "@web/lib/utils";
import { Bell } from "lucide-react";
import { useNavigate } from "react-router";
import { useLiveUnread, useMarkRead, useNotifications } from "./api";
import { dateTime } from "./ticket-ui";

/** How often to poll when the live stream is unavailable. */
const POLL_MS = 30_000;

const itemClass =
  "block cursor-pointer rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100";

/** The navbar bell: unread count, latest notifications, mark as read. */
export function NotificationBell() {
  const { user } = useAuth();
  const live = useLiveUnread(!!user);
  const notifications = useNotifications(user && !live ? POLL_MS : false);
  const markRead = useMarkRead();
  const navigate = useNavigate();
  if (!user) return null;
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];
  const label = unread ? `Notifications, ${unread} unread` : "Notifications";

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={label}
        data-testid="notification-bell"
      >
        <Bell className="size-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-count"
            className="absolute top-0.5 right-0.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-bold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 max-h-[70vh] w-[min(22rem,calc(100vw-1rem))] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="flex items-center justify-between px-3 py-2">
            <p className="text-sm font-semibold text-slate-900">Notifications</p>
            {unread > 0 && (
              <DropdownMenu.Item
                className="cursor-pointer rounded-md px-2 py-1 text-xs font-semibold text-brand-700 outline-none data-[highlighted]:bg-slate-100"
                onSelect={(e) => {
                  e.preventDefault();
                  markRead.mutate(undefined);
                }}
              >
                Mark all read
              </DropdownMenu.Item>
            )}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {notifications.isPending ? (
            <p className="px-3 py-4 text-sm text-slate-700">Loading...</p>
          ) : notifications.isError ? (
            <p className="px-3 py-4 text-sm text-red-800">{notifications.error.message}</p>
          ) : items.length === 0 ? (
            <p className="px-3 py-4 text-sm text-slate-700">You're all caught up.</p>
          ) : (
            items.map((n) => (
              <DropdownMenu.Item
                key={n.id}
                className={cn(itemClass, !n.readAt && "bg-brand-50")}
                onSelect={() => {
                  if (!n.readAt) markRead.mutate([n.id]);
                  if (n.link) navigate(n.link);
                }}
              >
                <span className="flex items-start gap-2">
                  {!n.readAt && (
                    <span className="mt-1.5 size-2 shrink-0 rounded-full bg-brand-700" aria-hidden="true" />
                  )}
                  <span className="min-w-0">
                    <span className="block font-semibold text-slate-900">
                      {n.title}
                      {!n.readAt && <span className="sr-only"> (unread)</span>}
                    </span>
                    {n.body && <span className="block truncate text-slate-700">{n.body}</span>}
                    <span className="block text-xs text-slate-600">{dateTime(n.createdAt)}</span>
                  </span>
                </span>
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export default NotificationBell;

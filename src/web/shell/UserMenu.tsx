import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { roleHome, roleLabels } from "@shared/permissions";
import { useAuth } from "@web/auth/use-auth";
import { useSignOut } from "@web/auth/use-sign-out";
import { Button } from "@web/components/ui/button";
import { ChevronDown, LayoutDashboard, LogOut, UserRound } from "lucide-react";
import { useNavigate } from "react-router";
import { ShellNavLink } from "./shell-link";

const itemClass =
  "flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none data-[highlighted]:bg-slate-100";

export function UserMenu() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const signOut = useSignOut();
  if (!user) return null;
  const initials = user.name
    .split(/\s+/)
    .map((p) => p[0])
    .slice(0, 2)
    .join("")
    .toUpperCase();

  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className="inline-flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100"
        aria-label={`Account menu for ${user.name}`}
      >
        <span
          className="inline-flex size-8 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
          aria-hidden="true"
        >
          {initials}
        </span>
        <span className="hidden max-w-[10rem] truncate sm:inline">{user.name}</span>
        <ChevronDown className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
        >
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-xs text-slate-600">
              {roleLabels[user.role]} · {user.email}
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate(roleHome(user.role))}>
            <LayoutDashboard className="size-4" aria-hidden="true" /> My dashboard
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => navigate("/profile")}>
            <UserRound className="size-4" aria-hidden="true" /> Profile and password
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={() => void signOut()}>
            <LogOut className="size-4" aria-hidden="true" /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** The phone menu's links for a signed-in person (Navbar): dashboard, profile, sign out. */
export function MobileAccountLinks({ linkClass }: { linkClass: (s: { isActive: boolean }) => string }) {
  const { user } = useAuth();
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <>
      <li className="border-t border-slate-200 pt-2">
        <ShellNavLink to={roleHome(user.role)} className={linkClass}>
          My dashboard
        </ShellNavLink>
      </li>
      <li>
        <ShellNavLink to="/profile" className={linkClass}>
          Profile
        </ShellNavLink>
      </li>
      <li>
        <Button variant="secondary" className="mt-2 w-full" onClick={() => void signOut()}>
          Sign out
        </Button>
      </li>
    </>
  );
}

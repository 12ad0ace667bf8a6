import { roleHome } from "@shared/permissions";
import type { SessionUser } from "@shared/schemas/auth";
import { buttonVariants } from "@web/components/ui/button-variants";
import { Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Logo } from "./Logo";
import { primaryNav } from "./nav";
import { ShellLink, ShellNavLink, useShellPathname } from "./shell-link";

// The account menu (and its popper) is only needed once someone has signed in; the phone menu's
// account links come with it (loaded with the desktop menu, before the phone menu can open).
const UserMenu = lazy(() => import("./UserMenu").then((m) => ({ default: m.UserMenu })));
const MobileAccountLinks = lazy(() => import("./UserMenu").then((m) => ({ default: m.MobileAccountLinks })));

const linkState = (isActive: boolean) =>
  isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900";
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium transition-colors ${linkState(isActive)}`;
const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium transition-colors ${linkState(isActive)}`;

/**
 * The public site's header. It takes the user rather than read the session itself: on a static
 * page it hydrates alone as an island (src/web/islands.tsx), for a visitor known to be signed out.
 */
export function Navbar({ user }: { user: SessionUser | null }) {
  const [open, setOpen] = useState(false);
  const pathname = useShellPathname();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <ShellLink to="/" className="text-brand-900" aria-label="Keyhold home">
          <Logo />
        </ShellLink>
        <ul className="hidden items-center gap-1 lg:flex">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <ShellNavLink to={item.to} end={item.to === "/"} className={linkClass}>
                {item.label}
              </ShellNavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <>
              <ShellLink to={roleHome(user.role)} className={buttonVariants({ variant: "secondary" })}>
                My dashboard
              </ShellLink>
              <Suspense fallback={<span className="inline-block size-10" />}>
                <UserMenu />
              </Suspense>
            </>
          ) : (
            <>
              <ShellLink to="/login" className={buttonVariants({ variant: "ghost" })}>
                Sign in
              </ShellLink>
              <ShellLink to="/register" className={buttonVariants()}>
                Create account
              </ShellLink>
            </>
          )}
        </div>
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? "Close menu" : "Open menu"}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (
            <X className="size-6" aria-hidden="true" />
          ) : (
            <Menu className="size-6" aria-hidden="true" />
          )}
        </button>
      </nav>
      {open && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white lg:hidden">
          <ul className="space-y-1 px-4 py-3">
            {primaryNav.map((item) => (
              <li key={item.to}>
                <ShellNavLink to={item.to} end={item.to === "/"} className={mobileLinkClass}>
                  {item.label}
                </ShellNavLink>
              </li>
            ))}
            {user ? (
              <Suspense fallback={null}>
                <MobileAccountLinks linkClass={mobileLinkClass} />
              </Suspense>
            ) : (
              <li className="flex gap-2 pt-2">
                <ShellLink to="/login" className={`${buttonVariants({ variant: "secondary" })} flex-1`}>
                  Sign in
                </ShellLink>
                <ShellLink to="/register" className={`${buttonVariants()} flex-1`}>
                  Create account
                </ShellLink>
              </li>
            )}
          </ul>
        </div>
      )}
    </header>
  );
}

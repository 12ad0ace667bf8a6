import { roleHome } from "@shared/permissions";
import { useAuth } from "@web/auth/use-auth";
import { useSignOut } from "@web/auth/use-sign-out";
import { Button, buttonVariants } from "@web/components/ui/button";
import { cn } from "@web/lib/utils";
import { Menu, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Logo } from "./Logo";
import { primaryNav } from "./nav";

// The account menu (and its popper) is only needed once someone has signed in.
const UserMenu = lazy(() => import("./UserMenu").then((m) => ({ default: m.UserMenu })));

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors",
    isActive ? "bg-brand-50 text-brand-800" : "text-slate-700 hover:bg-slate-100 hover:text-slate-900",
  );

export function Navbar() {
  const [open, setOpen] = useState(false);
  const { user } = useAuth();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the page changes
  useEffect(() => setOpen(false), [pathname]);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8"
      >
        <Link to="/" className="text-brand-900" aria-label="Keyhold home">
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {primaryNav.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.to === "/"} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="hidden items-center gap-2 lg:flex">
          {user ? (
            <>
              <Link to={roleHome(user.role)} className={buttonVariants({ variant: "secondary" })}>
                My dashboard
              </Link>
              <Suspense fallback={<span className="inline-block size-10" />}>
                <UserMenu />
              </Suspense>
            </>
          ) : (
            <>
              <Link to="/login" className={buttonVariants({ variant: "ghost" })}>
                Sign in
              </Link>
              <Link to="/register" className={buttonVariants()}>
                Create account
              </Link>
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
                <NavLink
                  to={item.to}
                  end={item.to === "/"}
                  className={(s) => cn(linkClass(s), "block text-base")}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            {user ? (
              <>
                <li className="border-t border-slate-200 pt-2">
                  <NavLink to={roleHome(user.role)} className={(s) => cn(linkClass(s), "block text-base")}>
                    My dashboard
                  </NavLink>
                </li>
                <li>
                  <NavLink to="/profile" className={(s) => cn(linkClass(s), "block text-base")}>
                    Profile
                  </NavLink>
                </li>
                <li>
                  <Button variant="secondary" className="mt-2 w-full" onClick={() => void signOut()}>
                    Sign out
                  </Button>
                </li>
              </>
            ) : (
              <li className="flex gap-2 pt-2">
                <Link to="/login" className={cn(buttonVariants({ variant: "secondary" }), "flex-1")}>
                  Sign in
                </Link>
                <Link to="/register" className={cn(buttonVariants(), "flex-1")}>
                  Create account
                </Link>
              </li>
            )}
          </ul>
        </div>
      )}
    </header>
  );
}

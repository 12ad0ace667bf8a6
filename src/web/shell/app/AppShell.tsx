import * as Dialog from "@radix-ui/react-dialog";
import { useAuth } from "@web/auth/use-auth";
import { cn } from "@web/lib/utils";
import { Menu, PanelLeftClose, PanelLeftOpen, X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { Logo } from "../Logo";
import { UserMenu } from "../UserMenu";
import { Breadcrumbs } from "./Breadcrumbs";
import { SearchBox } from "./SearchBox";
import { SideNavList } from "./SideNav";

const COLLAPSED_KEY = "keyhold.sideNav";

function readCollapsed() {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === "collapsed";
  } catch {
    return false;
  }
}

/**
 * The signed-in back office: a top bar (logo, search, account menu), a side navigation of what the
 * role may open (collapsible from 1024 px, remembered; a drawer on smaller screens) and the page's
 * breadcrumbs above its content. `children` is the page's <main>.
 */
export default function AppShell({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [drawer, setDrawer] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the page changes
  useEffect(() => setDrawer(false), [pathname]);
  if (!user) return <>{children}</>;

  const toggle = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      window.localStorage.setItem(COLLAPSED_KEY, next ? "collapsed" : "expanded");
    } catch {
      // No storage (private mode): the choice lasts for this page only.
    }
  };

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-2 px-4 py-3 sm:flex-nowrap sm:gap-x-4 lg:px-6">
          <Dialog.Root open={drawer} onOpenChange={setDrawer}>
            <Dialog.Trigger
              className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
              aria-label="Open navigation"
            >
              <Menu className="size-6" aria-hidden="true" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
              <Dialog.Content
                aria-describedby={undefined}
                className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl"
              >
                <div className="mb-3 flex items-center justify-between">
                  <Dialog.Title className="font-semibold text-slate-900">Navigation</Dialog.Title>
                  <Dialog.Close
                    className="inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
                    aria-label="Close navigation"
                  >
                    <X className="size-5" aria-hidden="true" />
                  </Dialog.Close>
                </div>
                <nav aria-label="Back office">
                  <SideNavList role={user.role} onNavigate={() => setDrawer(false)} />
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
          <Link to="/" className="shrink-0 text-brand-900" aria-label="Keyhold home">
            <Logo />
          </Link>
          <div className="order-last w-full sm:order-none sm:flex sm:w-auto sm:flex-1 sm:justify-center">
            <SearchBox />
          </div>
          <div className="ml-auto shrink-0 sm:ml-0">
            <UserMenu />
          </div>
        </div>
      </header>
      <div className="flex flex-1">
        <nav
          aria-label="Back office"
          className={cn(
            "sticky top-[4.0625rem] hidden h-[calc(100svh-4.0625rem)] shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white p-3 lg:flex",
            collapsed ? "w-[4.5rem]" : "w-64",
          )}
        >
          <button
            type="button"
            onClick={toggle}
            aria-expanded={!collapsed}
            aria-controls="side-nav-list"
            title={collapsed ? "Show the navigation's names" : "Hide the navigation's names"}
            className={cn(
              "mb-2 flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100",
              collapsed && "justify-center px-2",
            )}
          >
            {collapsed ? (
              <PanelLeftOpen className="size-5 shrink-0" aria-hidden="true" />
            ) : (
              <PanelLeftClose className="size-5 shrink-0" aria-hidden="true" />
            )}
            <span className={cn(collapsed && "sr-only")}>Side navigation</span>
          </button>
          <div id="side-nav-list">
            <SideNavList role={user.role} collapsed={collapsed} />
          </div>
        </nav>
        <div className="flex min-w-0 flex-1 flex-col">
          <Breadcrumbs role={user.role} />
          {children}
        </div>
      </div>
    </>
  );
}

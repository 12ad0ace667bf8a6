import { useAuth } from "@web/auth/use-auth";
import { lazy, Suspense, useEffect, useMemo } from "react";
import { Outlet, useLocation, useNavigate, useNavigation } from "react-router";
import { isBackOfficePath } from "./back-office";
import { Footer } from "./Footer";
import { Island } from "./Island";
import { LazyCookieBanner } from "./LazyCookieBanner";
import { LazyReauthDialog } from "./LazyReauthDialog";
import { LazyToaster } from "./LazyToaster";
import { Navbar } from "./Navbar";
import { PageLoading } from "./PageLoading";
import { RouteFocus } from "./RouteFocus";
import { ScrollTopButton, ScrollToTopOnNavigate } from "./ScrollControls";
import { ShellNavigationContext } from "./shell-link";

// The back office's layout is loaded only for signed-in people: the public pages never carry it.
const AppShell = lazy(() => import("./app/AppShell"));

/** Hides the index.html loading screen once the app has painted its first route. */
function useHideInitialLoader() {
  useEffect(() => {
    const el = document.getElementById("app-loader");
    if (!el) return;
    el.classList.add("done");
    const t = setTimeout(() => el.remove(), 250);
    return () => clearTimeout(t);
  }, []);
}

/**
 * The public site's header and footer around public pages; the signed-in back office (role
 * homes, their pages, profile, support) in the app layout with side navigation and search.
 */
export function Layout() {
  useHideInitialLoader();
  const navigation = useNavigation();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const shellNavigation = useMemo(
    () => ({ pathname, navigate: (to: string) => void navigate(to) }),
    [pathname, navigate],
  );
  const backOffice = !!user && isBackOfficePath(pathname);

  const main = (
    <main id="main" className="min-h-svh flex-1" aria-busy={navigation.state === "loading"}>
      {navigation.state === "loading" ? (
        <PageLoading />
      ) : (
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      )}
    </main>
  );

  return (
    <ShellNavigationContext value={shellNavigation}>
      <div className="flex min-h-screen flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <ScrollToTopOnNavigate />
        <RouteFocus />
        {backOffice ? (
          <Suspense fallback={<PageLoading />}>
            <AppShell>{main}</AppShell>
          </Suspense>
        ) : (
          <>
            <Island name="navbar">
              <Navbar user={user} />
            </Island>
            {main}
            <Footer />
          </>
        )}
        <Island name="scroll-top">
          <ScrollTopButton />
        </Island>
        <Island name="cookie-banner">
          <LazyCookieBanner />
        </Island>
        <LazyToaster />
        <LazyReauthDialog />
      </div>
    </ShellNavigationContext>
  );
}

import { Suspense, useEffect } from "react";
import { Outlet, useNavigation } from "react-router";
import { Footer } from "./Footer";
import { LazyCookieBanner } from "./LazyCookieBanner";
import { LazyReauthDialog } from "./LazyReauthDialog";
import { LazyToaster } from "./LazyToaster";
import { Navbar } from "./Navbar";
import { PageLoading } from "./PageLoading";
import { RouteFocus } from "./RouteFocus";
import { ScrollTopButton, ScrollToTopOnNavigate } from "./ScrollControls";

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

export function Layout() {
  useHideInitialLoader();
  const navigation = useNavigation();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-medium focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTopOnNavigate />
      <RouteFocus />
      <Navbar />
      <main id="main" className="min-h-svh flex-1" aria-busy={navigation.state === "loading"}>
        {navigation.state === "loading" ? (
          <PageLoading />
        ) : (
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        )}
      </main>
      <Footer />
      <ScrollTopButton />
      <LazyCookieBanner />
      <LazyToaster />
      <LazyReauthDialog />
    </div>
  );
}

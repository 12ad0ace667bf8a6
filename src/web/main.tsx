import "./styles.css";

/**
 * The entry: styles, then the app (start.tsx). A server-rendered public page (src/server/ssr) is
 * complete HTML, so its first paint must not wait for the app's JavaScript: the app and the page's
 * chunks (listed by the server in `data-preload`) are fetched once the page has painted, then it
 * hydrates. The signed-in app loads at once; the server sends its chunks as modulepreload hints
 * (src/server/preload.ts), so nothing waits on this file first.
 */
const ssr = document.getElementById("ssr-data");
// A static public page hydrates only its shell's working parts (islands.tsx, decision 0014).
const load =
  ssr?.dataset.islands === undefined
    ? () => import("./start").then((m) => m.start())
    : () => import("./islands").then((m) => m.start());
const HINTS_PER_TASK = 8;

if (ssr) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    const hrefs = (ssr.dataset.preload ?? "").split(" ").filter(Boolean);
    // A few hints per task: each one starts a request on the main thread (about 1 ms each on a
    // slow phone), and 40 of them in one task blocked input for 170 ms in Lighthouse's model.
    const hint = () => {
      for (const href of hrefs.splice(0, HINTS_PER_TASK)) {
        const link = document.createElement("link");
        link.rel = "modulepreload";
        link.crossOrigin = "";
        link.href = href;
        document.head.append(link);
      }
      if (hrefs.length) setTimeout(hint, 0);
      else void load();
    };
    // The page's first Intl formatter loads the engine's locale and time-zone data (about 18 ms
    // on a phone). Done here, in tasks of its own, it stays out of hydration's long tasks; the
    // app's formatters (src/web/lib/format.ts) then start warm.
    setTimeout(() => new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" }).format(0), 0);
    setTimeout(() => new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London" }).format(0), 0);
    setTimeout(hint, 0);
  };
  // Right after the first contentful paint (the paint timing entry); where the browser has no
  // such entry, after the next frame. A page opened in a background tab paints only when shown,
  // so the timer starts it anyway.
  try {
    const paints = new PerformanceObserver((list) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      paints.disconnect();
      setTimeout(once, 0);
    });
    paints.observe({ type: "paint", buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(once, 0));
  }
  setTimeout(once, 500);
} else {
  void load();
}

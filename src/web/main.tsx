import "./styles.css";

/**
 * The entry: styles, then the app (start.tsx). A server-rendered public page (src/server/ssr) is
 * complete HTML, so its first paint must not wait for the app's JavaScript: the app and the page's
 * chunks (listed by the server in `data-preload`) are fetched once the page has painted, then it
 * hydrates. The signed-in app loads at once; the server sends its chunks as modulepreload hints
 * (src/server/preload.ts), so nothing waits on this file first.
 */
const load = () => import("./start").then((m) => m.start());
const ssr = document.getElementById("ssr-data");

if (ssr) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    for (const href of (ssr.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    void load();
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

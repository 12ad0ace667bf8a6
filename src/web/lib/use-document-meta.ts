import { useEffect } from "react";
import { type PageMeta as Meta, useHeadCollector } from "./head";

/**
 * Open Graph and Twitter tags and the canonical link for a page, removed again when the page
 * goes away so they never describe the next page. On the server the page's head collector takes
 * them, so the first HTML carries them for crawlers and link previews that do not run scripts.
 */
export function useDocumentMeta(meta: Meta | null) {
  const head = useHeadCollector();
  if (head && meta) head.meta = meta;
  const key = meta ? JSON.stringify(meta) : "";
  useEffect(() => {
    if (!key) return;
    const m = JSON.parse(key) as Meta;
    // The server writes these for the post first loaded; a page seen later replaces them.
    for (const el of document.head.querySelectorAll(
      'meta[property^="og:"], meta[property^="article:"], meta[name^="twitter:"], link[rel="canonical"]',
    ))
      el.remove();
    const tags: [attr: "property" | "name", name: string, content: string | undefined][] = [
      ["property", "og:title", m.title],
      ["property", "og:description", m.description],
      ["property", "og:type", m.type],
      ["property", "og:url", m.url],
      ["property", "og:image", m.image],
      ["name", "twitter:card", m.image ? "summary_large_image" : "summary"],
      ["name", "twitter:title", m.title],
      ["name", "twitter:description", m.description],
    ];
    const added: HTMLMetaElement[] = [];
    for (const [attr, name, content] of tags) {
      if (!content) continue;
      const el = document.createElement("meta");
      el.setAttribute(attr, name);
      el.setAttribute("content", content);
      el.dataset.pageMeta = "";
      document.head.append(el);
      added.push(el);
    }
    let canonical: HTMLLinkElement | undefined;
    if (m.url) {
      canonical = document.createElement("link");
      canonical.rel = "canonical";
      canonical.href = m.url;
      document.head.append(canonical);
    }
    return () => {
      for (const el of added) el.remove();
      canonical?.remove();
    };
  }, [key]);
}

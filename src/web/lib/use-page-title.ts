import { useEffect } from "react";
import { useHeadCollector } from "./head";
import { site } from "./site";

/** Sets the document title (and description) for the current page; on the server, its <head>. */
export function usePageTitle(title: string, description?: string) {
  const head = useHeadCollector();
  if (head) {
    head.title = `${title} | ${site.appName}`;
    if (description) head.description = description;
  }
  useEffect(() => {
    document.title = `${title} | ${site.appName}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}

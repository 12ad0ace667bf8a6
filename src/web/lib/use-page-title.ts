import { useEffect } from "react";
import { site } from "./site";

/** Sets the document title (and description) for the current page. */
export function usePageTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = `${title} | ${site.appName}`;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}

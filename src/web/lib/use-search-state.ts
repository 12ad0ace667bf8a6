import { useCallback, useRef } from "react";
import { useSearchParams } from "react-router";

/**
 * Filters that live in the URL, so a view can be shared and the back button works.
 * Setting a filter other than the page resets the page to 1.
 */
export function useSearchState<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  // The newest query string, including a change not rendered yet: two quick changes in a row (the
  // "From" then "To" date of a range) must both land, and the router's `prev` is the last render's.
  const latest = useRef(params);
  latest.current = params;
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ""])) as Record<K, string>;
  const set = useCallback(
    (patch: Partial<Record<K | "page", string>>) => {
      const next = new URLSearchParams(latest.current);
      for (const [k, v] of Object.entries(patch) as [string, string][]) {
        if (v) next.set(k, v);
        else next.delete(k);
      }
      if (!("page" in patch)) next.delete("page");
      latest.current = next;
      setParams(next, { replace: false });
    },
    [setParams],
  );
  const page = Math.max(1, Number(params.get("page")) || 1);
  return { values, set, page, params };
}

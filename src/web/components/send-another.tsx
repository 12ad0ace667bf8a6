import { useSentOutcome } from "@web/lib/posted-form";
import { cn } from "@web/lib/utils";
import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "./ui/button";
import { buttonVariants } from "./ui/button-variants";

/**
 * "Send another" under a public form's thanks. After the server took a plain post (the page has
 * `?sent=`), a link to the page without it, which works before the page has hydrated as well; after
 * the form sent itself, a button that resets it.
 */
export function SendAnother({ children, onReset }: { children: ReactNode; onReset: () => void }) {
  const outcome = useSentOutcome();
  const { pathname } = useLocation();
  if (outcome) {
    return (
      <Link
        to={pathname}
        replace
        preventScrollReset
        className={cn(buttonVariants({ variant: "secondary" }), "mt-4")}
      >
        {children}
      </Link>
    );
  }
  return (
    <Button variant="secondary" className="mt-4" onClick={onReset}>
      {children}
    </Button>
  );
}

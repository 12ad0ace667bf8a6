import { type ComponentProps, createContext, type MouseEvent, useContext } from "react";

/**
 * Where the shell is and how its links move. In the app, Layout gives the router's path and
 * navigate; on a static public page (src/web/islands.tsx) there is no router: a link is followed by
 * the browser and the server renders the next page. The shell's parts that hydrate as islands use
 * these links, so they load no router (decision 0014).
 */
export interface ShellNavigation {
  pathname: string;
  navigate?: (to: string) => void;
}

export const ShellNavigationContext = createContext<ShellNavigation>({ pathname: "/" });

export const useShellPathname = () => useContext(ShellNavigationContext).pathname;

type ShellLinkProps = Omit<ComponentProps<"a">, "href"> & { to: string };

/** A link of the shell to one of the app's own paths (absolute, as "/properties"). */
export function ShellLink({ to, onClick, ...props }: ShellLinkProps) {
  const { navigate } = useContext(ShellNavigationContext);
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    // As React Router's Link: only a plain left click stays in the app; the others are the browser's.
    if (!navigate || e.defaultPrevented || e.button !== 0 || props.target) return;
    if (e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return;
    e.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={follow} {...props} />;
}

/** Whether `to` is the current page: the path itself, or (unless `end`, and never for "/") below it. */
export function isCurrent(pathname: string, to: string, end = false) {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === to) return true;
  return !end && to !== "/" && path.startsWith(`${to}/`);
}

/** A navigation link: styled by whether it is the current page, which it also tells assistive tech. */
export function ShellNavLink({
  to,
  end,
  className,
  ...props
}: Omit<ShellLinkProps, "className"> & { end?: boolean; className: (s: { isActive: boolean }) => string }) {
  const isActive = isCurrent(useShellPathname(), to, end);
  return (
    <ShellLink
      to={to}
      className={className({ isActive })}
      aria-current={isActive ? "page" : undefined}
      {...props}
    />
  );
}

import { isRouteErrorResponse, useRouteError } from "react-router";
import NotFoundPage from "./NotFoundPage";

/** Routing failures (a lazy chunk that fails to load, a thrown loader) land here. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message =
    error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : String(error);
  return (
    <section role="alert" className="mx-auto max-w-2xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Unexpected Application Error</h1>
      <p className="mt-4 text-slate-700">
        Something went wrong while showing this page. Reload to try again.
      </p>
      {message && (
        <pre className="mt-4 overflow-x-auto rounded-lg bg-slate-100 p-4 text-sm text-slate-800">
          {message}
        </pre>
      )}
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Reload
        </button>
        <a href="/" className="rounded-lg px-4 py-2 text-sm font-semibold text-brand-700 hover:underline">
          Go to the home page
        </a>
      </div>
    </section>
  );
}

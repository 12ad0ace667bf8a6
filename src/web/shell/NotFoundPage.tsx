import { buttonVariants } from "@web/components/ui/button-variants";
import { useHttpStatus } from "@web/lib/head";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link } from "react-router";

export default function NotFoundPage() {
  usePageTitle("Page Not Found");
  useHttpStatus(404);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-700">Sorry, we couldn't find the page you're looking for.</p>
      <Link to="/" className={`${buttonVariants({ size: "lg" })} mt-8`}>
        Go Back Home
      </Link>
    </section>
  );
}

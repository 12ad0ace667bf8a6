import { roleHome } from "@shared/permissions";
import { useAuth } from "@web/auth/use-auth";
import { Card } from "@web/components/ui/card";
import { site } from "@web/lib/site";
import { usePageTitle } from "@web/lib/use-page-title";
import { Navigate, useLocation } from "react-router";
import { ComingSoonFeatures } from "./ComingSoon";
import { returnPath, SignInForm } from "./SignInForm";

/** The sign-in form beside the original page's six feature cards. */
export default function LoginPage() {
  usePageTitle(
    "Sign in",
    `Sign in to ${site.appName}, or create an account as a landlord, letting agent or tenant.`,
  );
  const { user } = useAuth();
  const location = useLocation();
  // Signed in (now, or already): to where the guard sent them away from, else their home. The form
  // navigates the same way after its own await; whichever runs first, both go to one place.
  if (user) return <Navigate to={returnPath(location.state) ?? roleHome(user.role)} replace />;
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8 lg:py-16">
      <section aria-labelledby="sign-in-heading" className="lg:col-span-2">
        <Card className="lg:sticky lg:top-24">
          <h1 id="sign-in-heading" className="text-2xl font-bold tracking-tight text-slate-900">
            Sign in to {site.appName}
          </h1>
          <p className="mt-1 mb-6 text-sm text-slate-700">
            Landlords, tenants, agents and administrators sign in here.
          </p>
          <SignInForm />
        </Card>
      </section>
      <div className="lg:col-span-3">
        <ComingSoonFeatures compact headingLevel="h2" />
      </div>
    </div>
  );
}

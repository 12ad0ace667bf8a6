import { roleHome } from "@shared/permissions";
import { useAuth } from "@web/auth/use-auth";
import { AuthCard } from "@web/components/auth-card";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { toast } from "@web/components/ui/toast-store";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useAcceptInvitation } from "./api";

/**
 * Where the invitation e-mail's link lands (public). A newcomer creates their tenant account
 * with the link (which joins them at once); an account holder signs in and accepts here. The
 * token in the link is the proof that the address is theirs.
 */
export default function TenancyInvitationPage() {
  usePageTitle("Your tenancy invitation");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const { user, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptInvitation();

  if (!token) {
    return (
      <AuthCard title="Your tenancy invitation">
        <p role="alert" className="text-slate-700">
          This link is incomplete. Open the invitation link from the e-mail again, or ask your landlord or
          agent to send it again.
        </p>
      </AuthCard>
    );
  }

  if (!user) {
    const register = `/register?${new URLSearchParams({ invite: token, email, role: "tenant" })}`;
    return (
      <AuthCard
        title="Your tenancy invitation"
        intro={
          <>
            You were invited to join a tenancy
            {email ? (
              <>
                {" "}
                as <strong>{email}</strong>
              </>
            ) : null}
            . Nothing is shared with your landlord or agent until you accept.
          </>
        }
      >
        <div className="space-y-4">
          <p className="text-slate-700">
            New to Keyhold? Create your tenant account with this e-mail address.
          </p>
          <Link to={register} className={`${buttonVariants({ size: "lg" })} w-full`}>
            Create my account and accept
          </Link>
          <p className="text-slate-700">Already have an account with this address? Sign in to accept.</p>
          <Link
            to="/login"
            state={{ from: `${location.pathname}${location.search}` }}
            className={`${buttonVariants({ variant: "secondary", size: "lg" })} w-full`}
          >
            Sign in to accept
          </Link>
        </div>
      </AuthCard>
    );
  }

  const onAccept = async () => {
    try {
      const { items } = await accept.mutateAsync({ token });
      toast({
        title: "Invitation accepted",
        description: `You have joined your tenancy at ${items[0]?.property.title ?? "your new home"}.`,
      });
      navigate(roleHome(user.role), { replace: true });
    } catch {
      // Shown below.
    }
  };

  return (
    <AuthCard
      title="Your tenancy invitation"
      intro={
        <>
          Signed in as <strong>{user.email}</strong>. Accepting joins you to the tenancy: your landlord or
          agent then sees your name and e-mail, and you see the rent, payments and documents.
        </>
      }
    >
      <div className="space-y-4">
        {email && email.toLowerCase() !== user.email.toLowerCase() && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            This invitation was sent to {email}. Sign in with that address to accept it.
          </p>
        )}
        {accept.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {accept.error.message}
          </p>
        )}
        <Button size="lg" className="w-full" onClick={onAccept} disabled={accept.isPending}>
          {accept.isPending ? "Accepting..." : "Accept invitation"}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          className="w-full"
          onClick={() => signOut().catch((err: Error) => toast({ title: "Error", description: err.message }))}
        >
          Sign out and use another account
        </Button>
      </div>
    </AuthCard>
  );
}

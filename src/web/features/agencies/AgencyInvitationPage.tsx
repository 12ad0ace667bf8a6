import { useAuth } from "@web/auth/use-auth";
import { AuthCard } from "@web/components/auth-card";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { toast } from "@web/components/ui/toast-store";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useAcceptAgencyInvitation } from "./api";

/** Where an agency invitation's link lands (public): sign in or sign up as an agent, then accept. */
export default function AgencyInvitationPage() {
  usePageTitle("Your agency invitation");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptAgencyInvitation();
  const title = "Your agency invitation";

  if (!token)
    return (
      <AuthCard title={title}>
        <p role="alert" className="text-slate-700">
          This link is incomplete. Open the invitation link from the e-mail again, or ask the agency to send
          it again.
        </p>
      </AuthCard>
    );

  if (!user) {
    const here = `${location.pathname}${location.search}`;
    return (
      <AuthCard title={title} intro="You were invited to join a letting agency on Keyhold as an agent.">
        <div className="space-y-4">
          <p className="text-slate-700">
            New to Keyhold? Create your agent account with {email || "this e-mail address"}, then open the
            link again.
          </p>
          <Link
            to={`/register?${new URLSearchParams({ email, role: "agent" })}`}
            className={`${buttonVariants({ size: "lg" })} w-full`}
          >
            Create my agent account
          </Link>
          <Link
            to="/login"
            state={{ from: here }}
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
      const data = await accept.mutateAsync(token);
      toast({
        title: "Welcome to the agency",
        description: `You are now a member of ${data.agency?.name ?? "the agency"}.`,
      });
      navigate("/agent/agency", { replace: true });
    } catch {
      // Shown below.
    }
  };

  return (
    <AuthCard
      title={title}
      intro={
        <>
          Signed in as <strong>{user.email}</strong>. Joining lets you see and manage the agency's homes.
        </>
      }
    >
      <div className="space-y-4">
        {user.role !== "agent" && (
          <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
            Agency invitations are for agent accounts: sign in with your agent account.
          </p>
        )}
        {accept.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {accept.error.message}
          </p>
        )}
        <Button
          size="lg"
          className="w-full"
          onClick={onAccept}
          disabled={accept.isPending || user.role !== "agent"}
        >
          {accept.isPending ? "Joining..." : "Accept and join"}
        </Button>
      </div>
    </AuthCard>
  );
}

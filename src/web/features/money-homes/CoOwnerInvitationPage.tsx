import { formatShare } from "@shared/accounts/shares";
import { useAuth } from "@web/auth/use-auth";
import { AuthCard } from "@web/components/auth-card";
import { moneyPath } from "@web/components/money/MoneyNav";
import { Button } from "@web/components/ui/button";
import { buttonVariants } from "@web/components/ui/button-variants";
import { toast } from "@web/components/ui/toast-store";
import { usePageTitle } from "@web/lib/use-page-title";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { useAcceptOwnerInvitation } from "./api";

/**
 * Where the co-owner invitation e-mail's link lands (public). A newcomer creates a landlord
 * account with the link (which accepts it at once); an account holder signs in and accepts here.
 * The token in the link proves the address is theirs.
 */
export default function CoOwnerInvitationPage() {
  usePageTitle("Your co-owner invitation");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  const { user, signOut } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const accept = useAcceptOwnerInvitation();
  const title = "Your co-owner invitation";

  if (!token) {
    return (
      <AuthCard title={title}>
        <p role="alert" className="text-slate-700">
          This link is incomplete. Open the invitation link from the e-mail again, or ask the landlord to add
          you again.
        </p>
      </AuthCard>
    );
  }

  if (!user) {
    const register = `/register?${new URLSearchParams({ invite: token, email, role: "landlord" })}`;
    return (
      <AuthCard
        title={title}
        intro={
          <>
            You were recorded as a co-owner of a home{email ? ` as ${email}` : ""}. Accepting lets you read
            your share of its rent, expenses and statements; you cannot change anything.
          </>
        }
      >
        <div className="space-y-4">
          <p className="text-slate-700">New to Keyhold? Create your account with this e-mail address.</p>
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
      const { homes } = await accept.mutateAsync(token);
      const first = homes[0];
      toast({
        title: "Invitation accepted",
        description: first ? `You hold ${formatShare(first.shareBp)} of ${first.title}.` : undefined,
      });
      navigate(first ? `${moneyPath("landlord")}/homes/${first.id}` : `${moneyPath("landlord")}/homes`, {
        replace: true,
      });
    } catch {
      // Shown below.
    }
  };

  return (
    <AuthCard
      title={title}
      intro={
        <>
          Signed in as <strong>{user.email}</strong>. Accepting lets you read your share of the home's money.
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

import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "./use-auth";

/** Leaves guarded pages first, so the sign-out is not mistaken for an access denial. */
export function useSignOut() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  return useCallback(async () => {
    await navigate("/");
    try {
      await signOut();
      toast({ title: "Logged out", description: "You have been successfully logged out" });
    } catch (err) {
      toast({
        title: "Error",
        description: err instanceof ApiRequestError ? err.message : String(err),
        variant: "destructive",
      });
    }
  }, [navigate, signOut]);
}

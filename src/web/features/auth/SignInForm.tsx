import { zodResolver } from "@hookform/resolvers/zod";
import { roleHome } from "@shared/permissions";
import { type SignInInput, signInSchema } from "@shared/schemas/auth";
import { SessionNotKeptError } from "@web/auth/auth-api";
import { useAuth } from "@web/auth/use-auth";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useNavigate } from "react-router";

/** Where the guard sent the user away from, if it is a page of ours. */
export function returnPath(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : undefined;
}

export function SignInForm() {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [notKept, setNotKept] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    setNotKept(false);
    try {
      const user = await signIn(values);
      toast({ title: "Login successful", description: "Welcome back!" });
      navigate(returnPath(location.state) ?? roleHome(user.role), { replace: true });
    } catch (err) {
      if (err instanceof SessionNotKeptError) return setNotKept(true);
      const message =
        err instanceof ApiRequestError ? err.message : "Something went wrong. Please try again.";
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign in">
      {notKept && <SessionNotKeptHelp />}
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...register("password")} />
      </FormField>
      <div className="flex items-center justify-between text-sm">
        <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline">
          Forgotten your password?
        </Link>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Signing in..." : "Sign in"}
      </Button>
      <p className="text-center text-sm text-slate-700">
        New to Keyhold?{" "}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}

/** Shown when the password was right but the browser dropped the session cookie. */
export function SessionNotKeptHelp() {
  const { protocol, host, port } = window.location;
  const local = `http://localhost${port ? `:${port}` : ""}`;
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">Your password was right, but this browser did not keep you signed in.</p>
      <p className="mt-1">
        {protocol === "http:"
          ? `Keyhold sends its sign-in cookie for HTTPS only, and this page was opened over plain HTTP at ${host}. `
          : "The browser refused the sign-in cookie (cookies may be blocked for this site). "}
        To sign in, open <span className="font-mono">{local}</span> on the computer running Keyhold, or serve
        Keyhold over HTTPS. Only to try it out on a private network, start it with{" "}
        <span className="font-mono">COOKIE_SECURE=false</span>.
      </p>
    </div>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { roleHome, roleLabels, selfSignupRoles } from "@shared/permissions";
import { type SignUpInput, signUpSchema } from "@shared/schemas/auth";
import { SessionNotKeptError } from "@web/auth/auth-api";
import { useAuth } from "@web/auth/use-auth";
import { AuthCard } from "@web/components/auth-card";
import { PasswordStrength } from "@web/components/password-strength";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { applyFieldErrors } from "@web/lib/form-errors";
import { usePageTitle } from "@web/lib/use-page-title";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { SessionNotKeptHelp } from "./SignInForm";

const roleHints: Record<(typeof selfSignupRoles)[number], string> = {
  landlord: "You own homes and let them, yourself or through an agent.",
  tenant: "You rent a home and want to pay rent and report repairs online.",
  agent: "You manage lettings for landlords.",
};

export default function RegisterPage() {
  usePageTitle("Create your account");
  const { user, signUp } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const inviteToken = params.get("invite") ?? undefined;
  const [notKept, setNotKept] = useState(false);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: {
      name: "",
      email: params.get("email") ?? "",
      password: "",
      // A tenancy invitation links with ?role=tenant.
      role: selfSignupRoles.find((r) => r === params.get("role")) ?? "landlord",
      inviteToken,
    },
  });
  const role = watch("role");

  if (user) return <Navigate to={roleHome(user.role)} replace />;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await signUp(values);
      toast({ title: "Registration successful", description: "Welcome to the platform!" });
      navigate(roleHome(created.role), { replace: true });
    } catch (err) {
      if (err instanceof SessionNotKeptError) return setNotKept(true);
      applyFieldErrors(err, setError);
      const message =
        err instanceof ApiRequestError ? err.message : "Something went wrong. Please try again.";
      toast({ title: "Error", description: message, variant: "destructive" });
    }
  });

  return (
    <AuthCard
      title="Create your account"
      intro={
        <>
          Already have one?{" "}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Create account">
        {notKept && <SessionNotKeptHelp />}
        <FormField label="Full name" error={errors.name?.message}>
          <Input autoComplete="name" {...register("name")} />
        </FormField>
        <FormField label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register("email")} />
        </FormField>
        <FormField label="Password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            aria-describedby="password-strength"
            {...register("password")}
          />
        </FormField>
        <PasswordStrength
          password={watch("password") ?? ""}
          id="password-strength"
          context={[watch("name"), watch("email")]}
        />
        <FormField
          label="I am a"
          error={errors.role?.message}
          hint={roleHints[role as keyof typeof roleHints]}
        >
          <NativeSelect {...register("role")}>
            {selfSignupRoles.map((r) => (
              <option key={r} value={r}>
                {roleLabels[r]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        {errors.inviteToken?.message && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {errors.inviteToken.message}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Creating your account..." : "Create account"}
        </Button>
        <p className="text-xs text-slate-600">
          By creating an account you agree to our{" "}
          <Link to="/terms-and-conditions" className="underline">
            terms
          </Link>{" "}
          and{" "}
          <Link to="/privacy-policy" className="underline">
            privacy policy
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
}

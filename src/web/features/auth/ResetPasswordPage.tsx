import { zodResolver } from "@hookform/resolvers/zod";
import { resetPasswordSchema } from "@shared/schemas/auth";
import { AuthCard } from "@web/components/auth-card";
import { PasswordStrength } from "@web/components/password-strength";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { toast } from "@web/components/ui/toast-store";
import { ApiRequestError } from "@web/lib/api";
import { applyFieldErrors } from "@web/lib/form-errors";
import { usePageTitle } from "@web/lib/use-page-title";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useSearchParams } from "react-router";
import type { z } from "zod";
import { useResetPassword } from "./api";

type Values = z.input<typeof resetPasswordSchema>;

export default function ResetPasswordPage() {
  usePageTitle("Choose a new password");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get("token") ?? "";
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { token, password: "" } });

  if (!token) {
    return (
      <AuthCard title="Choose a new password">
        <p className="text-slate-700">This page needs the link from your reset e-mail.</p>
        <Link
          to="/forgot-password"
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          Ask for a new link
        </Link>
      </AuthCard>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      toast({ title: "Password changed", description: "Sign in with your new password." });
      navigate("/login", { replace: true });
    } catch (err) {
      applyFieldErrors(err, setError);
      if (!(err instanceof ApiRequestError) || !Object.keys(err.fields).length) {
        toast({
          title: "Error",
          description: err instanceof Error ? err.message : String(err),
          variant: "destructive",
        });
      }
    }
  });

  return (
    <AuthCard
      title="Choose a new password"
      intro="Every device signed in to your account will be signed out."
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <FormField label="New password" error={errors.password?.message ?? errors.token?.message}>
          <Input type="password" autoComplete="new-password" {...register("password")} />
        </FormField>
        <PasswordStrength password={watch("password") ?? ""} id="reset-strength" />
        {errors.token?.message && (
          <Link
            to="/forgot-password"
            className="inline-block text-sm font-semibold text-brand-700 hover:underline"
          >
            Ask for a new link
          </Link>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Saving..." : "Save new password"}
        </Button>
      </form>
    </AuthCard>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { forgotPasswordSchema } from "@shared/schemas/auth";
import { AuthCard } from "@web/components/auth-card";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { ApiRequestError } from "@web/lib/api";
import { usePageTitle } from "@web/lib/use-page-title";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { useForgotPassword } from "./api";

type Values = z.input<typeof forgotPasswordSchema>;

export default function ForgotPasswordPage() {
  usePageTitle("Reset your password");
  const request = useForgotPassword();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });

  if (request.isSuccess) {
    return (
      <AuthCard title="Check your e-mail">
        <p role="status" className="text-slate-700">
          If an account exists for <strong>{getValues("email")}</strong>, we have sent it a link to choose a
          new password. The link works for one hour.
        </p>
        <Link to="/login" className="mt-4 inline-block font-semibold text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter the e-mail you signed up with and we'll send you a reset link."
    >
      <form
        onSubmit={handleSubmit((v) => request.mutateAsync(v).catch(() => {}))}
        noValidate
        className="space-y-4"
      >
        <FormField label="E-mail" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register("email")} />
        </FormField>
        {request.error && (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
            {request.error instanceof ApiRequestError
              ? request.error.message
              : "Something went wrong. Please try again."}
          </p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? "Sending..." : "Send reset link"}
        </Button>
      </form>
    </AuthCard>
  );
}

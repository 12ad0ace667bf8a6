import { zodResolver } from "@hookform/resolvers/zod";
import { type EnquiryInput, enquiryInputSchema } from "@shared/schemas/properties";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { ApiRequestError } from "@web/lib/api";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useSendEnquiry } from "./api-enquiry";

export function EnquiryForm({ propertyId, title }: { propertyId: string; title: string }) {
  const send = useSendEnquiry(propertyId);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryInput, unknown, z.output<typeof enquiryInputSchema>>({
    resolver: zodResolver(enquiryInputSchema),
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      message: `Hello, I'm interested in ${title}. Is it still available, and could I arrange a viewing?`,
      preferredTimes: "",
      website: "",
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync({
        ...values,
        phone: values.phone ?? undefined,
        preferredTimes: values.preferredTimes ?? undefined,
      });
    } catch (err) {
      if (err instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(err.fields)) {
          setError(field as keyof EnquiryInput, { message });
        }
      }
    }
  });

  if (send.isSuccess) {
    return (
      <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
        <CheckCircle2 className="size-7 text-brand-700" aria-hidden="true" />
        <p className="mt-2 font-semibold text-slate-900">Your enquiry has been sent</p>
        <p className="mt-1 text-sm text-slate-700">
          The landlord or agent will reply to you by e-mail or phone, usually within one working day.
        </p>
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            send.reset();
            reset();
          }}
        >
          Send another enquiry
        </Button>
      </div>
    );
  }

  const formError =
    send.error && !Object.keys((send.error as ApiRequestError).fields ?? {}).length
      ? send.error.message
      : null;

  return (
    // POST, should it ever be sent by the browser itself (pressed before the page has hydrated):
    // a plain form would send GET, with the visitor's name, e-mail and message in the URL.
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Enquiry form">
      <FormField label="Your name" error={errors.name?.message}>
        <Input autoComplete="name" {...register("name")} />
      </FormField>
      <FormField label="E-mail" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField label="Phone" optional error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register("phone")} />
      </FormField>
      <FormField label="Message" error={errors.message?.message}>
        <Textarea rows={5} {...register("message")} />
      </FormField>
      <FormField
        label="Preferred viewing times"
        optional
        hint="For example: weekday evenings, Saturday morning"
        error={errors.preferredTimes?.message}
      >
        <Input {...register("preferredTimes")} />
      </FormField>
      <div aria-hidden="true" className="hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...register("website")} />
        </label>
      </div>
      {formError && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send enquiry"}
      </Button>
    </form>
  );
}

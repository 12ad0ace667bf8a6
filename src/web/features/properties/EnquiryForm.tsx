import { zodResolver } from "@hookform/resolvers/zod";
import { type EnquiryInput, enquiryInputSchema } from "@shared/schemas/properties";
import { sentOutcomes } from "@shared/ssr";
import { PostedFormElement } from "@web/components/posted-form-element";
import { SendAnother } from "@web/components/send-another";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, Textarea } from "@web/components/ui/input";
import { ApiRequestError } from "@web/lib/api";
import { postedFields, usePostedFormStart, useSentOutcome } from "@web/lib/posted-form";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useSendEnquiry } from "./api-enquiry";

export function EnquiryForm({ propertyId, title }: { propertyId: string; title: string }) {
  const send = useSendEnquiry(propertyId);
  const outcome = useSentOutcome();
  const start = usePostedFormStart(
    "enquiry",
    (): EnquiryInput => ({
      name: "",
      email: "",
      phone: "",
      message: `Hello, I'm interested in ${title}. Is it still available, and could I arrange a viewing?`,
      preferredTimes: "",
      website: "",
    }),
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<EnquiryInput, unknown, z.output<typeof enquiryInputSchema>>({
    resolver: zodResolver(enquiryInputSchema),
    defaultValues: start.values,
  });
  const { field, errorOf, refusal, refusalFocus } = postedFields(start, register, errors, submitCount);

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

  if (send.isSuccess || outcome === sentOutcomes.enquiry) {
    return (
      <div role="status" className="rounded-xl border border-brand-200 bg-brand-50 p-5">
        <CheckCircle2 className="size-7 text-brand-700" aria-hidden="true" />
        <p className="mt-2 font-semibold text-slate-900">Your enquiry has been sent</p>
        <p className="mt-1 text-sm text-slate-700">
          The landlord or agent will reply to you by e-mail or phone, usually within one working day.
        </p>
        <SendAnother
          onReset={() => {
            send.reset();
            reset();
          }}
        >
          Send another enquiry
        </SendAnother>
      </div>
    );
  }

  const formError =
    send.error && !Object.keys((send.error as ApiRequestError).fields ?? {}).length
      ? send.error.message
      : refusal;

  return (
    <PostedFormElement
      formId={start.formId}
      onSubmit={onSubmit}
      className="space-y-4"
      aria-label="Enquiry form"
    >
      <FormField label="Your name" error={errorOf("name")}>
        <Input autoComplete="name" {...field("name")} />
      </FormField>
      <FormField label="E-mail" error={errorOf("email")}>
        <Input type="email" autoComplete="email" {...field("email")} />
      </FormField>
      <FormField label="Phone" optional error={errorOf("phone")}>
        <Input type="tel" autoComplete="tel" {...field("phone")} />
      </FormField>
      <FormField label="Message" error={errorOf("message")}>
        <Textarea rows={5} {...field("message")} />
      </FormField>
      <FormField
        label="Preferred viewing times"
        optional
        hint="For example: weekday evenings, Saturday morning"
        error={errorOf("preferredTimes")}
      >
        <Input {...field("preferredTimes")} />
      </FormField>
      <div aria-hidden="true" className="hidden">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...field("website")} />
        </label>
      </div>
      {formError && (
        <p role="alert" {...refusalFocus} className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send enquiry"}
      </Button>
    </PostedFormElement>
  );
}

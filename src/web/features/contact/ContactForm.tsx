import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ContactInput,
  type ContactTopic,
  contactInputSchema,
  contactTopicLabels,
  contactTopics,
} from "@shared/schemas/contact";
import { sentOutcomes } from "@shared/ssr";
import { PostedFormElement } from "@web/components/posted-form-element";
import { SendAnother } from "@web/components/send-another";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input, NativeSelect, Textarea } from "@web/components/ui/input";
import { ApiRequestError } from "@web/lib/api";
import { applyFieldErrors } from "@web/lib/form-errors";
import { postedFields, usePostedFormStart, useSentOutcome } from "@web/lib/posted-form";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { useSubmitContact } from "./api";

export function ContactForm({ initialTopic }: { initialTopic?: ContactTopic }) {
  const submit = useSubmitContact();
  const outcome = useSentOutcome();
  const start = usePostedFormStart(
    "contact",
    (): ContactInput => ({
      name: "",
      email: "",
      phone: "",
      topic: initialTopic ?? "general",
      message: "",
      website: "",
    }),
  );
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<ContactInput>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: start.values,
  });
  const { field, errorOf, refusal, refusalFocus } = postedFields(start, register, errors, submitCount);
  const sent = submit.isSuccess || outcome === sentOutcomes.message || outcome === sentOutcomes.waitlist;
  const waitlisted = submit.isSuccess ? submit.data.waitlisted : outcome === sentOutcomes.waitlist;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await submit.mutateAsync(values);
    } catch (err) {
      // Field errors go on their fields; any other error shows as the form's alert below.
      applyFieldErrors(err, setError);
    }
  });

  if (sent) {
    return (
      <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6">
        <CheckCircle2 className="size-8 text-brand-700" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-semibold text-slate-900">
          {waitlisted ? "You're on the early-access list" : "Thank you, your message has been sent"}
        </h2>
        <p className="mt-2 text-slate-700">
          {waitlisted
            ? "We'll e-mail you as soon as your invitation is ready. There's nothing more you need to do."
            : "A member of our team will reply within one working day."}
        </p>
        <SendAnother
          onReset={() => {
            submit.reset();
            reset();
          }}
        >
          Send another message
        </SendAnother>
      </div>
    );
  }

  const formError =
    submit.error instanceof ApiRequestError && !Object.keys(submit.error.fields).length
      ? submit.error.message
      : refusal;

  return (
    <PostedFormElement
      formId={start.formId}
      onSubmit={onSubmit}
      className="space-y-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full name" error={errorOf("name")}>
          <Input autoComplete="name" {...field("name")} />
        </FormField>
        <FormField label="E-mail" error={errorOf("email")}>
          <Input type="email" autoComplete="email" {...field("email")} />
        </FormField>
        <FormField label="Phone" optional error={errorOf("phone")}>
          <Input type="tel" autoComplete="tel" {...field("phone")} />
        </FormField>
        <FormField label="Topic" error={errorOf("topic")}>
          <NativeSelect {...field("topic")}>
            {contactTopics.map((t) => (
              <option key={t} value={t}>
                {contactTopicLabels[t]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField label="Message" error={errorOf("message")}>
        <Textarea rows={6} {...field("message")} />
      </FormField>
      {/* Honeypot: hidden from people and assistive tech; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" tabIndex={-1} autoComplete="off" {...field("website")} />
        </label>
      </div>
      {formError && (
        <p
          role="alert"
          {...refusalFocus}
          className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {formError}
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? "Sending..." : "Send message"}
      </Button>
    </PostedFormElement>
  );
}

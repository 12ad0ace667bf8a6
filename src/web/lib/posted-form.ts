/**
 * Public forms that work before the page's script has run. A server-rendered page's form posts to
 * the page's own address; the server takes it (src/server/ssr/form-posts.ts), then either sends the
 * visitor back with `?sent=…` or renders the page again with what they wrote and why it was refused.
 * The page hydrates with that same refusal (entry-server.tsx, start.tsx), so the form shows it.
 */
import { type PostedForm, type PostedFormName, SENT_PARAM } from "@shared/ssr";
import { use, useId, useState } from "react";
import type { FieldErrors, FieldValues, Path, UseFormRegister } from "react-hook-form";
import { useSearchParams } from "react-router";
import { PostedFormContext } from "./posted-form-context";

/** The refused post of this form, when the page is the answer to one. */
export function usePostedForm(form: PostedFormName): PostedForm | null {
  const posted = use(PostedFormContext);
  return posted?.form === form ? posted : null;
}

/** The outcome the server sent the visitor back with after it took a post (null otherwise). */
export function useSentOutcome(): string | null {
  const [params] = useSearchParams();
  return params.get(SENT_PARAM);
}

/**
 * The value each named field of a server-rendered form holds now. A form whose code arrives after
 * the page has hydrated starts from what the visitor has already typed into the server's HTML.
 */
export function typedValues(formId: string): Record<string, string> {
  if (typeof document === "undefined") return {};
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const values: Record<string, string> = {};
  for (const el of Array.from(form.elements)) {
    if (
      (el instanceof HTMLInputElement ||
        el instanceof HTMLTextAreaElement ||
        el instanceof HTMLSelectElement) &&
      el.name
    ) {
      values[el.name] = el.value;
    }
  }
  return values;
}

export interface PostedFormStart<T> {
  /** The form element's id (the same on the server and the client). */
  formId: string;
  posted: PostedForm | null;
  /** The values the form starts from. */
  values: T;
}

/**
 * Where a public form starts: its own starting values, then a refused post's (the server rendered
 * the page again with them), then anything typed into the server's HTML before this code ran. Only
 * the fields `own` names are taken.
 */
export function usePostedFormStart<T extends FieldValues>(
  form: PostedFormName,
  own: () => T,
): PostedFormStart<T> {
  const formId = useId();
  const posted = usePostedForm(form);
  const [values] = useState<T>(() => {
    const base = own();
    const given: Record<string, string> = { ...posted?.values, ...typedValues(formId) };
    return Object.fromEntries(Object.keys(base).map((k) => [k, given[k] ?? base[k]])) as T;
  });
  return { formId, posted, values };
}

/**
 * A public form's field props and messages: each field carries its starting value in the HTML too
 * (a page shown without its script, or a refused post rendered again, holds the same words), and a
 * field shows the server's reason until the visitor sends the form again from here. A page
 * rendered again after a refusal opens on it: the first refused field (or, when no field was,
 * the refusal's message) has `autofocus`, so the browser focuses it and scrolls it into view, as an
 * error summary would be.
 */
export function postedFields<T extends FieldValues>(
  start: PostedFormStart<T>,
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  submitCount: number,
) {
  const startValues = start.values as Record<string, string | undefined>;
  const clientErrors = errors as Record<string, { message?: unknown } | undefined>;
  const again = submitCount === 0 ? start.posted : null;
  const firstRefused = again ? Object.keys(startValues).find((name) => again.fields[name]) : undefined;
  return {
    field: (name: Path<T>) => ({
      ...register(name),
      defaultValue: startValues[name] ?? "",
      ...(name === firstRefused ? { autoFocus: true } : {}),
    }),
    errorOf: (name: Path<T>) => {
      const own = clientErrors[name]?.message;
      return typeof own === "string" ? own : again?.fields[name];
    },
    /** The refusal that was not about one field, until the form is sent again. */
    refusal: again?.message ?? null,
    /** Props for that refusal's message: focused on arrival when no field was refused. */
    refusalFocus: again?.message && !firstRefused ? { tabIndex: -1, autoFocus: true } : {},
  };
}

import type { ComponentProps } from "react";

/**
 * A public form's element (lib/posted-form.ts). Pressed before the page's script has run, the
 * browser sends it itself: a POST to this page, which the server takes
 * (src/server/ssr/form-posts.ts). Never GET, which would put the visitor's name, e-mail and
 * message in the URL.
 */
export function PostedFormElement({
  formId,
  ...props
}: Omit<ComponentProps<"form">, "id" | "method" | "noValidate"> & { formId: string }) {
  return <form id={formId} method="post" noValidate {...props} />;
}

/**
 * Whether a value from outside (a URL, a form control, a message's meta) is one of a closed set,
 * the tuple in src/shared the API's zod enums and the database's checks also use. Narrows it, so
 * the caller needs no cast. Without zod: public and shell code may use it.
 */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}

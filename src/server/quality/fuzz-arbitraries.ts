import fc from "fast-check";

/** The parts of a JSON Schema (as the OpenAPI document writes zod schemas) the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** What a request body is: a JSON value, or raw text that is not JSON at all. */
export type FuzzBody = { json: unknown } | { raw: string };

/** Real values of the world (ids, e-mails), so payloads also reach past the "not found" checks. */
export interface FuzzPools {
  ids: string[];
  emails: string[];
}

const hostile = [
  "'; drop table users; --",
  "' or '1'='1",
  "%_\\",
  "\\x00",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  "{{7*7}}${7*7}",
  "../../etc/passwd",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\u202eevil\u202c",
  "😀👨‍👩‍👧‍👦",
  "Zürich – ½ £ € ©",
  "   ",
  "",
  "null",
  "undefined",
  "NaN",
  "1e309",
  "2026-02-30",
  "0000-00-00",
  "0000-01-01",
  "0001-01-01",
  "0099-12-31",
  "9999-12-31",
  "-1",
  "A sentence with a NUL \u0000 byte in the middle, long enough to pass length checks",
  "<script>alert('long enough to pass the minimum length of most fields')</script>",
  "Robert'); DROP TABLE properties;-- and some more words to be long enough",
  "Ünïcödé 🏠 テスト  עברית  — a long enough line of mixed scripts",
  "line one\r\nline two\ttabbed\u2028separator, long enough for most fields",
];

const hostileNumbers = [
  -1,
  0,
  -0,
  0.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
];

/** Short hostile pieces, spliced into otherwise valid text. */
const fragments = [
  "\u0000",
  "\ud800",
  "\udfff",
  "'",
  '"',
  "\\",
  "%",
  "_",
  "<b>",
  "</textarea>",
  "😀",
  "\u202e",
  "\r\n",
];

/** Values of the wrong kind or size, for any field. */
export const adversarial: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(...hostile, ...hostileNumbers, null, true, false, [], {}, [null], { $gt: "" }),
  fc.constant("x".repeat(100_000)),
  fc.constant("é".repeat(20_000)),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const typesOf = (s: JsonSchema): string[] => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : []);

/** Date-shaped values outside any sane range, or not real (years 0-99 also trip JavaScript dates). */
export const edgeDates = ["0000-01-01", "0001-01-01", "0099-12-31", "9999-12-31", "2026-02-30"];

const isoDate = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .date({ min: new Date("2000-01-01"), max: new Date("2040-12-31"), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
  },
  { weight: 1, arbitrary: fc.constantFrom(...edgeDates) },
);

/** Whether a field is a calendar date (nullable ones too). */
export const isDateSchema = (s: JsonSchema | undefined): boolean =>
  !!s && (s.format === "date" || [...(s.anyOf ?? []), ...(s.oneOf ?? [])].some(isDateSchema));

/** Numbers within the limits (or a million either way), and the two just outside them. */
function numberArbs(schema: JsonSchema, type: "integer" | "number"): fc.Arbitrary<unknown>[] {
  const min = schema.minimum ?? -1_000_000;
  const max = schema.maximum ?? 1_000_000;
  return [
    type === "integer"
      ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31 - 1) })
      : fc.double({ min, max, noNaN: true }),
    fc.constantFrom(min - 1, max + 1),
  ];
}

/** Plausible values of one JSON type of the field. */
function typeArbs(type: string, schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<unknown>[] {
  if (type === "null") return [fc.constant(null)];
  if (type === "boolean") return [fc.boolean()];
  if (type === "integer" || type === "number") return numberArbs(schema, type);
  if (type === "array") {
    const item = schema.items ? plausible(schema.items, name, pools) : adversarial;
    return [
      fc.array(item, { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) }),
    ];
  }
  if (type === "object") return [objectArb(schema, pools)];
  return [stringArb(schema, name, pools)];
}

/** Plausible values: right type and mostly within the limits, sometimes just outside them. */
function plausible(schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<unknown> {
  const alts = schema.anyOf ?? schema.oneOf;
  if (alts?.length) return fc.oneof(...alts.map((s) => plausible(s, name, pools)));
  if (schema.allOf?.length) return plausible(Object.assign({}, ...schema.allOf), name, pools);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  const arbs = (types.length ? types : ["string"]).flatMap((type) => typeArbs(type, schema, name, pools));
  return arbs.length === 1 ? arbs[0]! : fc.oneof(...arbs);
}

function stringArb(schema: JsonSchema, name: string, pools: FuzzPools): fc.Arbitrary<string> {
  const lower = name.toLowerCase();
  if (schema.format === "uuid" || /ids?$/.test(lower)) {
    return fc.oneof(fc.constantFrom(...pools.ids), fc.uuid());
  }
  if (schema.format === "email" || lower.includes("email")) {
    return fc.oneof(fc.constantFrom(...pools.emails), fc.emailAddress());
  }
  if (schema.format === "date" || schema.pattern === "^\\d{4}-\\d{2}-\\d{2}$" || lower.endsWith("date")) {
    return isoDate;
  }
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // A pattern JavaScript can't compile: fall through to plain strings.
    }
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 200;
  return fc.oneof(
    fc.string({ minLength: min, maxLength: Math.min(max, 200) }),
    fc.string({ unit: "grapheme", minLength: min, maxLength: Math.min(max, 60) }),
    fc.constant("y".repeat(max + 1)),
  );
}

/** An object with each known field plausible, hostile or missing, and some unexpected extras. */
function objectArb(schema: JsonSchema, pools: FuzzPools): fc.Arbitrary<Record<string, unknown>> {
  const props = schema.properties ?? {};
  const fields = Object.fromEntries(
    Object.entries(props).map(([key, s]) => [
      key,
      fc.option(
        fc.oneof({ weight: 3, arbitrary: plausible(s, key, pools) }, { weight: 2, arbitrary: adversarial }),
        {
          freq: 6,
          nil: undefined,
        },
      ),
    ]),
  );
  const extras = fc.option(
    fc.dictionary(
      fc.oneof(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom("__proto__", "constructor", "id", "role"),
      ),
      adversarial,
      { maxKeys: 3 },
    ),
    { freq: 3, nil: undefined },
  );
  return fc.tuple(fc.record(fields), extras).map(([known, extra]) => {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(known)) if (v !== undefined) out[k] = v;
    if (extra)
      for (const [k, v] of Object.entries(extra))
        Object.defineProperty(out, k, { value: v, enumerable: true });
    return out;
  });
}

/**
 * A valid body with one thing changed: a field set to a hostile or random value, a field removed,
 * or an unexpected field added. These get past validation far more often than fully random
 * objects, so the handlers and the database see the hostile values too.
 */
function mutatedArb(valid: Record<string, unknown>, schema: JsonSchema, pools: FuzzPools) {
  const keys = [...new Set([...Object.keys(valid), ...Object.keys(schema.properties ?? {})])];
  const value = (k: string) =>
    fc.oneof(adversarial, schema.properties?.[k] ? plausible(schema.properties[k], k, pools) : adversarial);
  const textKeys = Object.keys(valid).filter((k) => typeof valid[k] === "string");
  return fc.oneof(
    fc.constantFrom(...keys).chain((k) => value(k).map((v) => ({ ...valid, [k]: v }))),
    // A hostile fragment inside a value that is otherwise fine (so it passes the length rules).
    ...(textKeys.length
      ? [
          fc
            .tuple(fc.constantFrom(...textKeys), fc.constantFrom(...fragments), fc.boolean())
            .map(([k, f, front]) => ({ ...valid, [k]: front ? `${f}${valid[k]}` : `${valid[k]}${f}` })),
        ]
      : []),
    fc
      .constantFrom(...keys)
      .map((k) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== k))),
    fc.tuple(fc.string({ minLength: 1, maxLength: 12 }), adversarial).map(([k, v]) => ({ ...valid, [k]: v })),
    fc.constant(valid),
  );
}

/** Bodies for an endpoint: mostly objects shaped like its schema, sometimes not objects or not JSON. */
export function bodyArb(
  schema: JsonSchema,
  pools: FuzzPools,
  valid?: Record<string, unknown>,
): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    ...(valid ? [{ weight: 12, arbitrary: mutatedArb(valid, schema, pools).map((json) => ({ json })) }] : []),
    { weight: 12, arbitrary: objectArb(schema, pools).map((json) => ({ json })) },
    { weight: 2, arbitrary: adversarial.map((json) => ({ json })) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          '{"a":',
          "{'single':'quotes'}",
          "[1,2",
          "\u0000",
          "",
          "{}}",
          '{"__proto__":{"admin":true}}',
        )
        .map((raw) => ({ raw })),
    },
  );
}

/**
 * Fixed cases run before the random ones: the valid body as is, with a NUL character and a lone
 * surrogate in each of its text fields (both once broke the database layer), and with each edge
 * date in each of its date fields.
 */
export function fixedExamples(valid: Record<string, unknown> | undefined, schema?: JsonSchema): FuzzBody[] {
  if (!valid) return [];
  const out: FuzzBody[] = [{ json: valid }];
  for (const [k, v] of Object.entries(valid)) {
    if (typeof v !== "string") continue;
    out.push({ json: { ...valid, [k]: `${v}\u0000` } }, { json: { ...valid, [k]: `${v}\ud800` } });
  }
  // Every date field, with each edge date (year 0 once reached PostgreSQL and answered 500).
  for (const [k, s] of Object.entries(schema?.properties ?? {})) {
    if (isDateSchema(s)) for (const date of edgeDates) out.push({ json: { ...valid, [k]: date } });
  }
  return out;
}

import fc from "fast-check";

/** The part of JSON Schema (as the OpenAPI document spells it) the generator understands. */
export interface JsonSchema {
  type?: string | string[];
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  maxItems?: number;
  $ref?: string;
}

/** Characters that broke the API before: NUL above all, other controls, lone surrogates. */
const nasty = fc.constantFrom(
  "\0",
  "\u0001",
  "\u001f",
  "\u007f",
  "\u2028",
  "\ud800",
  "\ufffe",
  "%00",
  "\\u0000",
  "'",
  "a",
  "ગ",
);

/** Strings of any kind, most of them carrying control characters. */
export const hostileString = fc.oneof(
  fc.array(nasty, { minLength: 1, maxLength: 8 }).map((parts) => parts.join("")),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ maxLength: 400 }),
);

/** A value of the right format (so validation passes and the input reaches the database), or a NUL inside one. */
function formatted(format: string | undefined): fc.Arbitrary<string> | null {
  const dates = fc.date({ min: new Date("1700-01-01"), max: new Date("2200-01-01") });
  const valid = dates.filter((d) => !Number.isNaN(d.getTime()));
  const base =
    format === "email"
      ? fc.emailAddress()
      : format === "uuid"
        ? fc.uuid()
        : format === "date"
          ? valid.map((d) => d.toISOString().slice(0, 10))
          : format === "date-time"
            ? valid.map((d) => d.toISOString())
            : null;
  if (!base) return null;
  return fc.oneof(
    base,
    fc.tuple(base, nasty).map(([value, bad]) => value + bad),
  );
}

const hostileNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53, -(2 ** 31) - 1, 2 ** 31, 0, -1, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/**
 * Values shaped by an OpenAPI JSON schema, with hostile leaves: strings with control
 * characters, huge and fractional numbers, values outside enums, and keys holding NUL.
 */
export function arbitraryFor(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (schema.$ref) return arbitraryFor(resolve(schema.$ref), resolve, depth);
  if (depth > 6) return fc.constant(null);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((s) => arbitraryFor(s, resolve, depth + 1)));
  if (schema.allOf?.length) return arbitraryFor(schema.allOf[0] ?? {}, resolve, depth + 1);
  const base = shaped(schema, resolve, depth);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function shaped(schema: JsonSchema, resolve: (ref: string) => JsonSchema, depth: number) {
  if (schema.const !== undefined) return fc.oneof(fc.constant(schema.const), hostileString);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileString);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "string":
      return formatted(schema.format) ?? hostileString;
    case "integer":
    case "number":
      return hostileNumber;
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(arbitraryFor(schema.items ?? {}, resolve, depth + 1), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case "object": {
      const props = schema.properties ?? {};
      const record = fc.record(
        Object.fromEntries(
          Object.entries(props).map(([k, s]) => [k, arbitraryFor(s, resolve, depth + 1)]),
        ),
        { requiredKeys: (schema.required ?? []).filter((k) => k in props) },
      );
      // An unknown key spelled with a NUL: dropped by validation, or caught by the hook.
      return fc.oneof(
        { weight: 4, arbitrary: record },
        { weight: 1, arbitrary: record.map((r) => ({ ...r, "x\0y": "z" })) },
      );
    }
    default:
      return fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
  }
}

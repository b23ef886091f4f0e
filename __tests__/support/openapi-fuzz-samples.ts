/**
 * Sample bodies for the OpenAPI fuzz suite, read from a call's request schema as /api/openapi.json
 * describes it: a body the call accepts, and every field in it (nested ones, in every branch of a
 * union) with a valid body around it, so one odd value at a time reaches the code behind the
 * schema.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
};

/** Texts tried, in order, for a string field with a pattern; the first that fits is the sample. */
const PATTERN_SAMPLES = [
  'OC260101-ABC123',
  '0123456789abcdef0123456789abcdef',
  'fuzz@example.com',
  'T-7K2M9Q',
  'US',
  'WELCOME10',
  '01/31/1990',
  '555 123 4567',
  '/product',
  '1-0',
  '1',
  'Ada',
];

/** A value the schema accepts (as far as a JSON Schema tells), with only the required fields. */
export function sampleOf(schema: JsonSchema, known: Record<string, string> = {}, name = ''): unknown {
  const knownValue = known[name];
  if (knownValue !== undefined && fits(schema, knownValue)) return knownValue;
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) {
    // The branch that says most: not null, and not the "" that stands for an absent value.
    const telling = options.find((option) => option.type !== 'null' && option.const !== '');
    return sampleOf(telling ?? options.find((option) => option.type !== 'null') ?? {}, known, name);
  }
  switch (schema.type) {
    case 'object': {
      // The required fields, and the optional ones the caller knows a value for.
      const properties = Object.entries(schema.properties ?? {}).filter(
        ([key, property]) =>
          schema.required?.includes(key) || (known[key] !== undefined && fits(property, known[key])),
      );
      return Object.fromEntries(properties.map(([key, property]) => [key, sampleOf(property, known, key)]));
    }
    case 'array':
      return schema.minItems ? [sampleOf(schema.items ?? {}, known)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return sampleText(schema);
    default:
      return 'x';
  }
}

function sampleText(schema: JsonSchema): string {
  const found = PATTERN_SAMPLES.find((text) => fits(schema, text));
  return found ?? 'Fuzzing the shop with care.'.padEnd(schema.minLength ?? 0, '.');
}

/** Whether a text is a string the schema takes (its length, pattern, enum), as far as it tells. */
function fits(schema: JsonSchema, text: string): boolean {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.some((option) => fits(option, text));
  if ('const' in schema) return schema.const === text;
  if (schema.enum) return schema.enum.includes(text);
  return (
    schema.type === 'string' &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? Infinity) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(text))
  );
}

export type Key = string | number;
/** A field of a body: its path, and a valid body (branches chosen) that has it. */
export interface FieldTarget {
  path: Key[];
  base: unknown;
  schema: JsonSchema;
}

/** Every field reachable in a value of `schema`, each with a sample value around it. */
export function fieldTargets(
  schema: JsonSchema,
  known: Record<string, string> = {},
  depth = 0,
): FieldTarget[] {
  if (depth > 5) return [];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap((option) => fieldTargets(option, known, depth + 1));
  if (schema.type === 'array' && schema.items) {
    const item = sampleOf(schema.items, known);
    return [
      { path: [0], base: [item], schema: schema.items },
      ...fieldTargets(schema.items, known, depth + 1).map((target) => ({
        ...target,
        path: [0, ...target.path],
        base: [target.base],
      })),
    ];
  }
  if (schema.type !== 'object') return [];
  const sample = sampleOf(schema, known) as Record<string, unknown>;
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => [
    {
      path: [key],
      base: { ...sample, [key]: sample[key] ?? sampleOf(property, known, key) },
      schema: property,
    },
    ...fieldTargets(property, known, depth + 1).map((target) => ({
      ...target,
      path: [key, ...target.path],
      base: { ...sample, [key]: target.base },
    })),
  ]);
}

/** The value at `path` inside `value`. */
export function valueAt(value: unknown, path: Key[]): unknown {
  return path.reduce<unknown>((node, key) => (node as Record<Key, unknown> | undefined)?.[key], value);
}

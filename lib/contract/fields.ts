import { z } from 'zod';

/**
 * Field builders shared by call schemas. Multipart bodies (docs/product.md#calls) carry every value
 * as a string and null as "", so numbers accept numeric strings and "" counts as absent — but a
 * JSON boolean or object where a number belongs is still refused.
 */
export const integer = (min: number, max: number) => {
  // The bounds on the number itself, not only after the pipe, so the OpenAPI document shows them.
  const range = `Expected a whole number from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')}.`;
  const bounded = z.number().int('Expected a whole number.').min(min, range).max(max, range);
  return z.union([
    bounded,
    z
      .string()
      .trim()
      .regex(/^-?\d+$/, 'Expected a whole number.')
      .transform(Number)
      .pipe(bounded),
  ]);
};

/**
 * An instant as ISO 8601 with its offset (a sale's end, a coupon's or banner's schedule), in the
 * years 1970 to 9999. z.iso.datetime alone takes "0000-01-01T00:00:00Z", which the database
 * refuses (a 500 where the operator mistyped a year); no shop date lies outside these years.
 */
const INSTANT_END = Date.UTC(10_000, 0, 1);
export const instant = (error: string) =>
  z.iso.datetime({ offset: true, error }).refine((text) => {
    const time = Date.parse(text);
    return time >= 0 && time < INSTANT_END;
  }, 'Give a date between the years 1970 and 9999.');

/** The largest value a PostgreSQL integer column (int4, serial) holds. */
export const INT4_MAX = 2_147_483_647;

/** The id of a table row (a serial, int4 column): no row has an id beyond it, and PostgreSQL refuses the query. */
export const rowId = () => integer(1, INT4_MAX);

export const optionalInteger = (min: number, max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), integer(min, max).optional());

/** Optional text: "" and null (the multipart null) count as absent. */
export const optionalText = (max: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(max).optional(),
  );

/** A list of short tokens, as JSON array or as multipart name[index] entries. */
export const tokenList = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.array(z.enum(values)).max(20).optional();

export const imageSchema = z.object({
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** An uploaded image's stored sizes, for <img srcset>; a drawing has none. */
  srcSet: z.string().optional(),
});
export type Image = z.infer<typeof imageSchema>;

/** One page of a list, as every paginated call answers it. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });

/**
 * The answer pageOf describes, for a page the server counted (the operator console's lists): an
 * empty list is page 1 of 1, so the console never shows "page 1 of 0".
 */
export function pageAnswer<T>(list: T[], total: number, asked: { page: number; pageSize: number }) {
  return {
    list,
    total,
    page: asked.page,
    pageSize: asked.pageSize,
    pageCount: Math.max(1, Math.ceil(total / asked.pageSize)),
  };
}

export const listOf = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item) });

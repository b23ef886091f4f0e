import { ALL_CALLS } from '@/lib/contract/calls';
import { INT4_MAX, integer, rowId } from '@/lib/contract/fields';
import { openApiDocument } from '@/lib/contract/openapi';
import { toFieldErrors } from '@/lib/server/platform/http/field-errors';

// Every integer of the contract is bounded by its column. An id beyond int4 ("9999999999") reached
// PostgreSQL, which refused the query, and the call answered HTTP 500.

const ROW_ID_RANGE = 'Expected a whole number from 1 to 2,147,483,647.';

describe('rowId(): the id of a serial (int4) row', () => {
  it.each<[unknown, number]>([
    [1, 1],
    [INT4_MAX, 2_147_483_647],
    ['12', 12],
    [' 7 ', 7],
  ])('takes %p as %p', (value, expected) => {
    expect(rowId().parse(value)).toBe(expected);
  });

  it.each<[string, unknown, string]>([
    ['0', 0, ROW_ID_RANGE],
    ['-0 (read from JSON)', -0, ROW_ID_RANGE],
    ['-1', -1, ROW_ID_RANGE],
    ['2^31', 2 ** 31, ROW_ID_RANGE],
    ['the text 2147483648', '2147483648', ROW_ID_RANGE],
    ['the text 9999999999', '9999999999', ROW_ID_RANGE],
    ['1.5', 1.5, 'Expected a whole number.'],
    ['1e308', 1e308, 'Expected a whole number.'],
    ['2^53 + 2', 2 ** 53 + 2, 'Expected a whole number.'],
    ['a text of 30 digits', '9'.repeat(30), 'Expected a whole number.'],
    ['Infinity (1e309 in JSON)', Infinity, 'Invalid input: expected number, received Infinity'],
    ['a boolean', true, 'Invalid input: expected number, received boolean'],
  ])('refuses %s with a message naming the range or the kind', (_case, value, message) => {
    const parsed = rowId().safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error && toFieldErrors(parsed.error)).toEqual({ body: message });
  });

  it('gives other integers their own range in the message', () => {
    const parsed = integer(0, 6).safeParse(7);
    expect(parsed.error && toFieldErrors(parsed.error)).toEqual({
      body: 'Expected a whole number from 0 to 6.',
    });
  });
});

type Schema = Record<string, unknown>;

/** Every integer of a JSON Schema, with where it is. */
function integersOf(schema: unknown, where: string): { where: string; schema: Schema }[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const node = schema as Schema;
  const own = node.type === 'integer' ? [{ where, schema: node }] : [];
  const children = Object.entries(node).flatMap(([key, child]) =>
    Array.isArray(child)
      ? child.flatMap((item, index) => integersOf(item, `${where}.${key}[${index}]`))
      : integersOf(child, `${where}.${key}`),
  );
  return [...own, ...children];
}

describe('the OpenAPI document bounds every integer a call takes by an int4 column', () => {
  const document = openApiDocument(ALL_CALLS);
  const inputs = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.values(operations).flatMap((operation) => integersOf((operation as Schema).requestBody, path)),
  );

  it('finds the integers (ids, pages, quantities, cents)', () => {
    expect(inputs.length).toBeGreaterThan(40);
  });

  it.each(inputs.map(({ where, schema }) => [where, schema]))('%s', (_where, schema) => {
    expect(schema.minimum).toEqual(expect.any(Number));
    expect(schema.maximum).toEqual(expect.any(Number));
    expect(schema.minimum as number).toBeGreaterThanOrEqual(-INT4_MAX - 1);
    expect(schema.maximum as number).toBeLessThanOrEqual(INT4_MAX);
  });
});

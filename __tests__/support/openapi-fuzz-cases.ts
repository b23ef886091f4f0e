/**
 * The odd inputs the OpenAPI fuzz suite sends, built from a call's request schema as
 * /api/openapi.json describes it: a valid sample body, then every declared field (nested ones too,
 * in every branch of a union) set to a wrong type, a huge or fractional number, a huge string, a
 * NUL byte, deep nesting or prototype keys; plus broken bodies of every kind.
 */
import { fieldTargets, sampleOf, valueAt, type JsonSchema, type Key } from './openapi-fuzz-samples';

/** One request of the suite, minus who sends it. */
export interface FuzzCase {
  name: string;
  body?: string | FormData;
  contentType?: string;
  query?: string;
}

/** A JSON literal that JSON.stringify cannot write (-0, 1e309, 2^53 + 1 exactly). */
class RawJson {
  constructor(readonly text: string) {}
}

const nestedArray = (depth: number): unknown => (depth === 0 ? 'deep' : [nestedArray(depth - 1)]);
const PROTOTYPE_KEYS =
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":1}';

/** What every field is set to, one at a time. */
const ODD_VALUES: readonly [string, unknown][] = [
  ['a string', 'fuzz'],
  ['a number', 12345],
  ['an object', { nested: 'fuzz' }],
  ['an array', ['fuzz', 1]],
  ['a boolean', true],
  ['null', null],
  ['an empty string', ''],
  ['1e308', 1e308],
  ['-1', -1],
  ['2^31', 2 ** 31],
  ['2^53 + 1', new RawJson('9007199254740993')],
  ['1.5', 1.5],
  ['-0', new RawJson('-0')],
  ['1e309 (Infinity once parsed)', new RawJson('1e309')],
  ['the text 2147483648', '2147483648'],
  ['a text of 30 digits', '9'.repeat(30)],
  ['a text of 100,000 characters', 'x'.repeat(100_000)],
  ['a text of 60,000 characters (under the 64 KB cap)', 'y'.repeat(60_000)],
  ['a text with a NUL byte', 'fu\u0000zz'],
  ['a lone surrogate', '\ud800'],
  ['an array nested 40 deep', nestedArray(40)],
  ['prototype keys', JSON.parse(PROTOTYPE_KEYS) as unknown],
];

/** The edges a field's own schema allows: its longest text (also in 4-byte characters), its bounds. */
function edgesOf(schema: JsonSchema): [string, unknown][] {
  const branches = schema.anyOf ?? schema.oneOf ?? [schema];
  return branches.flatMap((branch): [string, unknown][] => {
    if (branch.type === 'string' && branch.maxLength && !branch.pattern) {
      const longest = branch.maxLength;
      return [
        [`a text of its longest, ${longest} characters`, 'w'.repeat(longest)],
        [`a text of ${longest} UTF-16 units in emoji`, '\u{1F453}'.repeat(Math.floor(longest / 2))],
      ];
    }
    if (branch.type === 'integer' || branch.type === 'number') {
      return [
        ...(branch.minimum === undefined ? [] : [[`its minimum ${branch.minimum}`, branch.minimum]]),
        ...(branch.maximum === undefined ? [] : [[`its maximum ${branch.maximum}`, branch.maximum]]),
      ] as [string, unknown][];
    }
    return [];
  });
}

/** The body as JSON text with `value` at `path` (raw literals written as they are). */
function jsonWith(base: unknown, path: Key[], value: unknown): string {
  const raws: string[] = [];
  const encode = (item: unknown): unknown => {
    if (!(item instanceof RawJson)) return item;
    raws.push(item.text);
    return `\u0001raw${raws.length - 1}\u0001`;
  };
  const body = structuredClone(base);
  let node = body as Record<Key, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<Key, unknown>;
  node[path[path.length - 1] as Key] = encode(value);
  return JSON.stringify(body).replace(/"\\u0001raw(\d+)\\u0001"/g, (_, i) => raws[Number(i)] ?? '');
}

const pathName = (path: Key[]) => path.join('.');

/**
 * A sample text whose digits still fit its pattern but not what stands behind it: each run of
 * digits as zeros, as nines, and as numbers beyond int4 ("1-0" → "9999999999-0", a date's year
 * → 0000).
 */
function digitRunsWidened(sample: string): [string, string][] {
  const runs = [...sample.matchAll(/\d+/g)].slice(0, 4);
  return runs.flatMap((run) => {
    const at = run.index;
    const replace = (digits: string) => sample.slice(0, at) + digits + sample.slice(at + run[0].length);
    return [
      [`"${replace('0'.repeat(run[0].length))}"`, replace('0'.repeat(run[0].length))],
      [`"${replace('9'.repeat(run[0].length))}"`, replace('9'.repeat(run[0].length))],
      [`"${replace('9999999999')}"`, replace('9999999999')],
      [`"${replace('2147483648')}"`, replace('2147483648')],
    ] satisfies [string, string][];
  });
}

/** Bodies that are not a JSON object, or not JSON at all. */
const BROKEN_BODIES: readonly [string, string][] = [
  ['malformed JSON (cut off)', '{"a":'],
  ['malformed JSON (trailing comma)', '{"a":1,}'],
  ['malformed JSON (garbage after)', '{"a":1}x'],
  ['malformed JSON (single quotes)', "{'a':1}"],
  ['malformed JSON (a NUL byte)', '\u0000'],
  ['JSON with a byte-order mark', '\ufeff{}'],
  ['an array body', '[1,2]'],
  ['a string body', '"text"'],
  ['a number body', '42'],
  ['a null body', 'null'],
  ['a boolean body', 'true'],
  ['a body of 1e309', '1e309'],
  ['a body nested 40 deep in objects', `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`],
  ['a body nested 40 deep in arrays', `${'['.repeat(40)}${']'.repeat(40)}`],
  ['a body of 100,000 characters', JSON.stringify({ x: 'z'.repeat(100_000) })],
];

/** Every case for one POST call, from its request schema. */
export function postCases(schema: JsonSchema, known: Record<string, string>): FuzzCase[] {
  const base = sampleOf(schema, known);
  const baseText = JSON.stringify(base);
  const cases: FuzzCase[] = [
    { name: 'the sample body', body: baseText },
    ...BROKEN_BODIES.map(([name, body]) => ({ name, body })),
    { name: 'prototype keys at the top', body: withPrototypeKeys(baseText) },
    { name: 'only a __proto__ key', body: '{"__proto__":{"polluted":true}}' },
    { name: 'only a constructor key', body: '{"constructor":{"prototype":{"polluted":true}}}' },
    { name: "Object.prototype's names as keys", body: '{"toString":1,"hasOwnProperty":1,"valueOf":1}' },
    { name: 'an XML content type', body: '<a/>', contentType: 'application/xml' },
    { name: 'the sample as text/plain', body: baseText, contentType: 'text/plain' },
    {
      name: 'url-encoded junk',
      body: 'a=%00&b[99999999]=1&__proto__[polluted]=1&c[d][e][f]=1&%ZZ=1',
      contentType: 'application/x-www-form-urlencoded',
    },
  ];
  for (const { path, base: around, schema: field } of fieldTargets(schema, known)) {
    const sample = valueAt(around, path);
    const odd = [
      ...ODD_VALUES,
      ...edgesOf(field),
      ...(typeof sample === 'string' ? digitRunsWidened(sample) : []),
    ];
    for (const [valueName, value] of odd) {
      cases.push({ name: `${pathName(path)} = ${valueName}`, body: jsonWith(around, path, value) });
    }
  }
  return [...cases, ...multipartCases(schema, base)];
}

function withPrototypeKeys(baseText: string): string {
  const rest = baseText.slice(1);
  return `${PROTOTYPE_KEYS.slice(0, -1)}${rest === '}' ? '}' : `,${rest}`}`;
}

/** A 2 × 2 grey PNG: what a file field (a schema of any value) holds in the multipart sample. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADklEQVQImWNoAAMGCAUAKg4GAeLeQoEAAAAASUVORK5CYII=',
  'base64',
);

/** The call as multipart form data: the sample, broken forms, odd files and texts. */
function multipartCases(schema: JsonSchema, base: unknown): FuzzCase[] {
  const fields = typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {};
  const isFile = (property: JsonSchema | undefined) =>
    property !== undefined && Object.keys(property).length === 0;
  const sample = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      isFile(schema.properties?.[key])
        ? new File([new Uint8Array(TINY_PNG)], 'tiny.png', { type: 'image/png' })
        : value,
    ]),
  );
  const cases: FuzzCase[] = [
    { name: 'multipart: the sample', body: formOf(sample) },
    {
      name: 'multipart: a body that is not multipart',
      body: 'not a form',
      contentType: 'multipart/form-data; boundary=xyz',
    },
    { name: 'multipart: no boundary', body: '--xyz\r\n\r\n--xyz--', contentType: 'multipart/form-data' },
    {
      name: 'multipart: a cut-off part',
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
      contentType: 'multipart/form-data; boundary=xyz',
    },
    { name: 'multipart: names nested 40 deep', body: formOf({}, [[`a${'[b]'.repeat(40)}`, 'deep']]) },
    { name: 'multipart: a huge index', body: formOf(sample, [['list[99999999]', '1']]) },
    {
      name: 'multipart: prototype names',
      body: formOf(sample, [
        ['__proto__[polluted]', '1'],
        ['constructor[prototype][polluted]', '1'],
      ]),
    },
  ];
  const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 2, 3]);
  const branches = schema.anyOf ?? schema.oneOf ?? [schema];
  for (const key of new Set(branches.flatMap((branch) => Object.keys(branch.properties ?? {})))) {
    const odd: [string, string | File][] = [
      ['a file of random bytes', new File([new Uint8Array(512).map((_, i) => (i * 37) % 256)], 'odd.bin')],
      ['a cut-off JPEG', new File([jpegHead], 'cut.jpg', { type: 'image/jpeg' })],
      ['a text of 100,000 characters', 'x'.repeat(100_000)],
      ['a text with a NUL byte', 'fu\u0000zz'],
      ['the text 2147483648', '2147483648'],
    ];
    for (const [valueName, value] of odd) {
      cases.push({
        name: `multipart: ${key} = ${valueName}`,
        body: formOf({ ...sample, [key]: undefined }, [[key, value]]),
      });
    }
  }
  return cases;
}

/** A form of `fields` flattened as the shop's client does (name[key], name[index]), plus `extra`. */
function formOf(fields: object, extra: [string, string | File][] = []): FormData {
  const form = new FormData();
  const add = (name: string, value: unknown) => {
    if (value === undefined) return;
    if (value instanceof File) form.append(name, value);
    else if (Array.isArray(value)) value.forEach((item, index) => add(`${name}[${index}]`, item));
    else if (typeof value === 'object' && value !== null)
      Object.entries(value).forEach(([key, item]) => add(`${name}[${key}]`, item));
    else form.append(name, value === null ? '' : String(value));
  };
  for (const [key, value] of Object.entries(fields)) add(key, value);
  for (const [name, value] of extra) form.append(name, value);
  return form;
}

/** The query strings a GET call is sent (its input is none, so they must change nothing). */
export const GET_CASES: readonly FuzzCase[] = [
  { name: 'no query', query: '' },
  { name: 'a query of 1e309 and -0', query: '?page=1e309&size=-0&id=2147483648' },
  { name: 'a query with a NUL byte', query: '?q=fu%00zz' },
  { name: 'a query with prototype keys', query: '?__proto__[polluted]=1&constructor[prototype][polluted]=1' },
  { name: 'a query nested 40 deep', query: `?a${'[b]'.repeat(40)}=1` },
  { name: 'a query of 100,000 characters', query: `?q=${'x'.repeat(100_000)}` },
  { name: 'a broken percent escape', query: '?q=%E0%A4%A' },
];

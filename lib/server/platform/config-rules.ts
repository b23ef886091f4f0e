import { z } from 'zod';

// The shapes an environment variable may take, and the one way a bad value is reported: a line
// that names the variable, says what it must be and shows what it was, e.g.
// DATABASE_POOL_SIZE must be a whole number from 1 to 100 (got "abc").

/** Variables whose value is never shown in a message: they carry passwords or keys. */
const SECRET = /SECRET|PASSWORD|ACCESS_KEY|TOKEN|^DATABASE_URL$|^REDIS_URL$|^SMTP_URL$/;

/** A variable set to "" reads as unset, as an empty line of a .env file means. */
export const unsetIfEmpty = (value: string | undefined) => (value === '' ? undefined : value);

const wholeNumberFrom = (min: number, max: number) =>
  z
    .string()
    .regex(/^\s*\d+\s*$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be a whole number from ${min} to ${max}`)
        .max(max, `must be a whole number from ${min} to ${max}`),
    );

export const wholeNumber = (min: number, max: number, fallback: number) =>
  wholeNumberFrom(min, max).default(fallback);

/** A whole number or unset, for a variable whose default depends on another one. */
export const wholeNumberOrUnset = (min: number, max: number) => wholeNumberFrom(min, max).optional();

export const oneOf = <const Values extends readonly [string, ...string[]]>(
  values: Values,
  fallback: Values[number],
) => z.enum(values, { error: `must be one of ${values.join(', ')}` }).default(fallback);

/** 1, true, 0 or false (any case); unset is off. */
export const flag = z
  .string()
  .regex(/^(1|0|true|false)$/i, 'must be 1, true, 0 or false')
  .optional()
  .transform((value) => value === '1' || value?.toLowerCase() === 'true');

const hasProtocol = (protocols: readonly string[]) => (value: string) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** An absolute address with one of the protocols, such as "https:". */
export const urlWith = (protocols: readonly string[], example: string) =>
  z
    .string()
    .refine(
      hasProtocol(protocols),
      `must be an address starting with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}, such as ${example}`,
    );

export const httpUrl = (example: string) => urlWith(['http:', 'https:'], example);

/** A base address: an http(s) address, or a path of this origin starting with "/". */
export const baseAddress = z
  .string()
  .refine(
    (value) => /^\/(?!\/)/.test(value) || hasProtocol(['http:', 'https:'])(value),
    'must be an http:// or https:// address, or a path starting with "/"',
  );

export const text = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => value.trim() !== '', {
      message: 'must not be blank',
    });

export class ConfigError extends Error {
  constructor(
    /** The variables that are wrong, in the order reported. */
    readonly variables: string[],
    /** One line per problem, each naming its variable. */
    readonly problems: string[],
  ) {
    super(
      `Oculo cannot start: ${problems.length === 1 ? 'a setting is' : `${problems.length} settings are`} wrong.\n` +
        problems.map((problem) => `  ${problem}`).join('\n'),
    );
    this.name = 'ConfigError';
  }
}

/** `what` as a message line shows it: quoted, cut short, hidden for a secret. */
function shown(name: string, value: unknown): string {
  if (typeof value !== 'string' || SECRET.test(name)) return '';
  const cut = value.length > 80 ? `${value.slice(0, 80)}…` : value;
  return ` (got ${JSON.stringify(cut)})`;
}

/**
 * Validates the variables `shape` names, "" counting as unset; anything else in `env` is left
 * alone. Throws a ConfigError listing every wrong variable at once.
 */
export function parseEnvironment<Shape extends z.ZodRawShape>(
  shape: Shape,
  env: Record<string, string | undefined>,
): z.infer<z.ZodObject<Shape>> {
  const known = Object.fromEntries(Object.keys(shape).map((name) => [name, unsetIfEmpty(env[name])]));
  const parsed = z.object(shape).safeParse(known);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const quotes = issue.code === 'custom' && issue.params?.['quotesValue'] === true;
    return { name, line: `${name} ${issue.message}${quotes ? '' : shown(name, known[name])}` };
  });
  throw new ConfigError(
    issues.map((issue) => issue.name),
    issues.map((issue) => issue.line),
  );
}

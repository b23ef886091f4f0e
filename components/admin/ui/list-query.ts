import type { z } from 'zod';

/** A console list's input and what was wrong with the address it came from. */
export interface ParsedListQuery<T> {
  input: T;
  /** Messages for the filters that were left out because they could not be read. */
  problems: string[];
}

type ObjectSchema = z.ZodObject<z.ZodRawShape>;

/**
 * Reads a list page's search parameters with its call's own input schema (the same rules as the
 * API): unknown parameters are ignored, and a filter that fails (a mistyped date) is left out and
 * named, so the page still shows a list instead of an error.
 */
export function parseListQuery<S extends ObjectSchema>(
  schema: S,
  query: Readonly<Record<string, unknown>>,
  labels: Readonly<Record<string, string>> = {},
): ParsedListQuery<z.output<S>> {
  const known = Object.fromEntries(Object.entries(query).filter(([key]) => key in schema.shape));
  const problems: string[] = [];
  for (let attempt = 0; attempt <= Object.keys(known).length; attempt += 1) {
    const parsed = schema.safeParse(known);
    if (parsed.success) return { input: parsed.data, problems };
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (!(key in known)) continue;
      delete known[key];
      problems.push(`${labels[key] ?? key}: ${issue.message}`);
    }
  }
  return { input: schema.parse({}), problems };
}

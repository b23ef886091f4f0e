import type { z } from 'zod';
import type { FieldErrors } from '@/lib/contract/envelope';

/**
 * Maps zod issues to the 422 answer's `data.fields` (docs/architecture.md#api-envelope): field
 * path → first message. Gathered in a Map: on a plain object an unknown key named "__proto__",
 * "constructor" or "toString" read as already set (inherited), so the answer named no field.
 */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields = new Map<string, string>();
  const name = (field: string, message: string) => {
    if (!fields.has(field)) fields.set(field, message);
  };
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) name(joinPath([...issue.path, key]), 'Unknown field.');
      continue;
    }
    if (issue.code === 'invalid_union') {
      const branchIssues = issue.errors.flat();
      const best = branchIssues.find((inner) => inner.code !== 'unrecognized_keys') ?? branchIssues[0];
      name(joinPath([...issue.path, ...(best?.path ?? [])]), best?.message ?? issue.message);
      continue;
    }
    name(joinPath(issue.path), issue.message);
  }
  // fromEntries defines own properties, so "__proto__" is a field name here, not a prototype.
  return Object.fromEntries(fields);
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

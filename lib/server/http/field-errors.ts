import type { z } from 'zod';
import type { FieldErrors } from '@/lib/contract/envelope';

/** Maps zod issues to the 422 answer's `data.fields` (DESIGN §3): field path → first message. */
export function toFieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        fields[joinPath([...issue.path, key])] ??= 'Unknown field.';
      }
      continue;
    }
    if (issue.code === 'invalid_union') {
      const branchIssues = issue.errors.flat();
      const best = branchIssues.find((inner) => inner.code !== 'unrecognized_keys') ?? branchIssues[0];
      fields[joinPath([...issue.path, ...(best?.path ?? [])])] ??= best?.message ?? issue.message;
      continue;
    }
    fields[joinPath(issue.path)] ??= issue.message;
  }
  return fields;
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'body' : path.map(String).join('.');
}

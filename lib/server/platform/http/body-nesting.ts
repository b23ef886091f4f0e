/**
 * How deep a request body may nest arrays and objects. No call's input goes beyond a few levels
 * (a filter list inside a filters object); the cap keeps the recursive walks after parsing (the NUL
 * check, validation, logging) far from the stack's limit: a body nested 3,000 deep overflowed it.
 */
export const MAX_BODY_NESTING = 32;

/**
 * Whether a parsed body nests arrays or objects deeper than `limit` (a plain value is depth 0).
 * Walked with a stack of its own, not recursion, so the check itself cannot overflow.
 */
export function nestsDeeperThan(body: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value: body, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(value)) pending.push({ value: child, depth: depth + 1 });
  }
  return false;
}

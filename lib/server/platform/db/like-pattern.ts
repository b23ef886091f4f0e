/**
 * Text an operator or shopper searches for, made safe inside a LIKE/ILIKE pattern: `%`, `_` and the
 * escape character itself stand for themselves (PostgreSQL's default escape is the backslash).
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

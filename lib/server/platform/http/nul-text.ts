/**
 * The field path ("filters.shape.0", as validation errors name fields) of the first text holding a NUL character, or null.
 * PostgreSQL text cannot store NUL, so such input is refused up front as invalid rather than
 * failing deep in a query as a server fault.
 */
export function nulTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulTextPath(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const found =
        nulTextPath(item, path ? `${path}.${key}` : key) ?? (key.includes('\u0000') ? path || 'body' : null);
      if (found) return found;
    }
  }
  return null;
}

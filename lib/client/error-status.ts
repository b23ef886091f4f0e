// docs/product.md#errors: other route-change failures show an error page with the status code taken
// from statusCode, status or the response status, default 500.

export const DEFAULT_ERROR_STATUS = 500;

function asHttpStatus(value: unknown): number | null {
  const status = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 && status <= 599
    ? status
    : null;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The HTTP status an error carries (statusCode, then status, then response.status), else 500. */
export function errorStatusOf(error: unknown): number {
  return (
    asHttpStatus(field(error, 'statusCode')) ??
    asHttpStatus(field(error, 'status')) ??
    asHttpStatus(field(field(error, 'response'), 'status')) ??
    DEFAULT_ERROR_STATUS
  );
}

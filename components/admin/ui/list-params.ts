// A console list's state lives in its address: filters, sort and page are search parameters, so a
// list can be bookmarked, shared with a colleague and opened in a new tab, and the server renders
// exactly that page.

export type ListQuery = Readonly<Record<string, string>>;
export type PageSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Next's search parameters as one string each (the first of a repeated one), empty ones left out. */
export function listQueryOf(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, raw] of Object.entries(params)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value !== undefined && value.trim() !== '') query[key] = value.trim();
  }
  return query;
}

/**
 * The address of the list with `changes` applied: a value of '' or null removes the parameter,
 * and page 1 is the page without one. A change of filter or sort goes back to page 1.
 */
export function listHref(
  path: string,
  query: ListQuery,
  changes: Readonly<Record<string, string | number | null>>,
): string {
  const next: Record<string, string> = { ...query };
  const resetsPage = Object.keys(changes).some((key) => key !== 'page');
  if (resetsPage) delete next.page;
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') delete next[key];
    else next[key] = String(value);
  }
  if (next.page === '1') delete next.page;
  const search = new URLSearchParams(next).toString();
  return search ? `${path}?${search}` : path;
}

export type SortDirection = 'asc' | 'desc';

export interface ListSort {
  by: string;
  direction: SortDirection;
}

/** The sort a column header's link asks for: the other way round when it is already the sort. */
export function nextSort(
  current: ListSort | undefined,
  by: string,
  firstDirection: SortDirection = 'asc',
): ListSort {
  if (current?.by === by) return { by, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { by, direction: firstDirection };
}

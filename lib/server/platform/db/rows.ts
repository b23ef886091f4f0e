/** node-postgres and PGlite both answer a raw `db.execute` with `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

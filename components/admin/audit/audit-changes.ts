// The audit log's "before" and "after" (docs/operating.md#audit-log), as a person reads them: one
// row per field, the fields that changed first. Values are whatever the module recorded (objects,
// numbers, text), so each is written out plainly rather than as JSON.

export interface AuditChange {
  field: string;
  before: string;
  after: string;
  changed: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One recorded value as text: "—" for nothing, yes/no, numbers as they are, lists joined. */
export function auditValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint')
    return String(value);
  if (Array.isArray(value)) return value.length ? value.map(auditValue).join(', ') : '—';
  if (isRecord(value))
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${auditValue(inner)}`)
      .join('; ');
  return JSON.stringify(value) ?? '—';
}

/** The rows of a line's before/after, changed fields first; none when nothing was recorded. */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  if (!isRecord(before) && !isRecord(after)) {
    const row = { field: 'value', before: auditValue(before), after: auditValue(after) };
    return [{ ...row, changed: row.before !== row.after }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  const rows = fields.map((field) => {
    const row = { field, before: auditValue(was[field]), after: auditValue(now[field]) };
    return { ...row, changed: row.before !== row.after };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}

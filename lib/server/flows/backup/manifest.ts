import { z } from 'zod';

// What a backup archive says about itself (docs/operating.md#backups): read first on restore, so a
// backup of another schema is refused before the target is touched.

/** The archive's own layout; a later layout gets a new number. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
export const TABLES_FOLDER = 'tables';
export const FILES_FOLDER = 'files';

export const backupManifest = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string(),
  /** The database the backup was read from; a restore may go into either. */
  from: z.enum(['pglite', 'postgres']),
  /** The last migration the database had: a restore needs the same. */
  schema: z.object({ migrations: z.number().int().nonnegative(), last: z.string() }),
  tables: z.array(z.object({ name: z.string(), rows: z.number().int().nonnegative() })),
  files: z.array(z.object({ key: z.string(), bytes: z.number().int().nonnegative() })),
});

export type BackupManifest = z.infer<typeof backupManifest>;

export class BackupRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefusedError';
  }
}

/** Why a backup of schema `made` cannot go into a shop at schema `here`, or null when it can. */
export function schemaMismatch(made: BackupManifest['schema'], here: { last: string }): string | null {
  if (made.last === here.last) return null;
  return (
    `This backup is of database schema ${made.last}, and this Oculo is at ${here.last}. ` +
    'Restore it with the Oculo version that made it, then upgrade that shop.'
  );
}

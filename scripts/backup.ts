/**
 * Backs up the shop, or restores a backup (docs/operating.md#backups):
 *
 *   npm run backup                        oculo-backup-<date>.tar.gz in this folder
 *   npm run backup -- /backups/shop.tar.gz
 *   npm run restore -- /backups/shop.tar.gz   into an empty database and file store
 *
 * The database and the files are the ones the shop is configured with: DATABASE_URL (or PGlite in
 * DATA_DIR/db) and S3_* (or DATA_DIR/uploads). PGlite is one process's: stop the shop first.
 */
import path from 'node:path';
import { serverConfig } from '../lib/server/platform/config';
import { openDatabase } from '@/lib/server/platform/db';
import { fileStore } from '@/lib/server/platform/storage';
import { BackupRefusedError, makeBackup, restoreBackup } from '@/lib/server/flows/backup';

function usage(): never {
  console.error('Usage: npm run backup [-- <archive.tar.gz>]  |  npm run restore -- <archive.tar.gz>');
  process.exit(2);
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
  if ((command !== 'backup' && command !== 'restore') || rest.length > 1) usage();
  const config = serverConfig();
  const handle = await openDatabase({ url: config.DATABASE_URL, pgliteDir: path.join(config.dataDir, 'db') });
  const store = fileStore();
  const where = `${handle.driver === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${path.join(config.dataDir, 'db')}`} and ${store.kind === 'bucket' ? `the bucket ${config.bucket?.bucket}` : `${path.join(config.dataDir, 'uploads')}`}`;
  const started = Date.now();
  try {
    if (command === 'backup') {
      const archive = path.resolve(
        rest[0] ?? `oculo-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`,
      );
      const manifest = await makeBackup({ handle, store }, archive);
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Backed up ${where} to ${archive}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files, schema ${manifest.schema.last} (${Date.now() - started} ms).`,
      );
    } else {
      if (!rest[0]) usage();
      const manifest = await restoreBackup({ handle, store }, path.resolve(rest[0]));
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Restored the backup of ${manifest.createdAt} into ${where}: ${rows} rows, ${manifest.files.length} files (${Date.now() - started} ms). Start the shop.`,
      );
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupRefusedError ? error.message : error);
  process.exit(1);
});

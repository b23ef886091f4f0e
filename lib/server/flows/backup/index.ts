// The backup flow's front door (docs/architecture.md#house-rules): one archive with the database's
// rows and the uploaded files, and its restore (docs/operating.md#backups). Run by
// `npm run backup` and `npm run restore` (scripts/backup.ts).
import 'server-only';

export { makeBackup, restoreBackup } from './backup-archive';
export { BackupRefusedError } from './manifest';

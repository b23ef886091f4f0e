// The db module's front door (docs/architecture.md#house-rules): the database: the process-wide
// handle, the client and its types. Other modules and app/ import only from here; its tables and
// inner files are its own.
import 'server-only';

export { migrateDatabase, openDatabase, type Database, type DatabaseHandle } from './client';
export { databaseUnavailable } from './connection-failures';
export { database, databaseHandle, prepareDatabase, prepareDataWith } from './database';
export { escapeLike } from './like-pattern';
export type { NoticeSubscription } from './postgres-notices';
export { rowsOf } from './rows';

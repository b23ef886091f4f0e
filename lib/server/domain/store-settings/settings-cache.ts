import { eq } from 'drizzle-orm';
import { serverConfig } from '@/lib/server/platform/config';
import { database } from '@/lib/server/platform/db';
import { logger } from '@/lib/server/platform/logger';
import { settingsOf, type StoreSettingsView } from './settings-of';
import { storeSettings } from './tables';

/**
 * The settings as last read, kept per process on globalThis: Next.js bundles the instrumentation
 * (where change notices are heard) apart from the pages and route handlers, each with its own copy
 * of this module, as the catalog's answers found (lib/server/domain/catalog/catalog-answers.ts).
 * A write on any server sends the "store" notice (migration 0038), and every server reads them
 * again (lib/server/platform/page-cache hears it).
 */
interface Held {
  /** The last settings read: what a mail composed now uses. */
  view?: StoreSettingsView;
  /** False once a notice said they changed, until they are read again. */
  fresh: boolean;
  /** Bumped by every change, so a read begun before it never counts as fresh. */
  generation: number;
  loading?: Promise<StoreSettingsView>;
}

const holder = ((globalThis as typeof globalThis & { __oculoStoreSettings?: Held }).__oculoStoreSettings ??= {
  fresh: false,
  generation: 0,
});

async function load(): Promise<StoreSettingsView> {
  const generation = holder.generation;
  const db = await database();
  const [row] = await db.select().from(storeSettings).where(eq(storeSettings.id, 1));
  const view = settingsOf(row, serverConfig());
  if (generation === holder.generation) {
    holder.view = view;
    holder.fresh = true;
  }
  return view;
}

/** The settings in use, read from the database once per change. */
export async function currentStoreSettings(): Promise<StoreSettingsView> {
  if (holder.fresh && holder.view) return holder.view;
  const loading = (holder.loading ??= load().finally(() => {
    if (holder.loading === loading) holder.loading = undefined;
  }));
  return loading;
}

/**
 * The settings as last read, without waiting: for what is composed inside a transaction (a mail, a
 * set-password link), where a second query could wait on the transaction's own connection. The
 * start of the server reads them first (lib/server/flows/start.ts); before that, the defaults.
 */
export function storeSettingsNow(): StoreSettingsView {
  if (holder.view) return holder.view;
  // not read yet (a script, a test): read them for next time, without waiting here
  storeSettingsChanged();
  return settingsOf(undefined, serverConfig());
}

/** This server wrote them: they hold from now, before the notice comes back. */
export function keepStoreSettings(view: StoreSettingsView): void {
  holder.generation += 1;
  holder.loading = undefined;
  holder.view = view;
  holder.fresh = true;
}

/**
 * A notice said the settings changed (or notices were lost): they are read again at once, and the
 * last ones serve meanwhile.
 */
export function storeSettingsChanged(): void {
  holder.generation += 1;
  holder.loading = undefined;
  holder.fresh = false;
  currentStoreSettings().catch((error: unknown) =>
    logger.warn({ err: error }, 'could not read the store settings again; the last ones stay in use'),
  );
}

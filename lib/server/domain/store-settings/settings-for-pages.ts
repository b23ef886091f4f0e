import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { serverConfig } from '@/lib/server/platform/config';
import { currentStoreSettings } from './settings-cache';
import { settingsOf, type StoreSettingsView } from './settings-of';

/**
 * The settings a page is drawn with: the shop's name in titles and structured data, its contact
 * details, logo and policies. Held in memory, so a cached read costs a resolved promise; the build,
 * which opens no database (docs/architecture.md#caching), draws with the defaults, and nothing
 * serves that render. A change sends the "store" notice, which drops every rendered page.
 */
export async function storeSettingsForPages(): Promise<StoreSettingsView> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return settingsOf(undefined, serverConfig());
  return currentStoreSettings();
}

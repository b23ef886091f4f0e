// The store settings' front door (docs/architecture.md#house-rules): the shop's name, contact
// details, mail sender, time zone and public URL an owner edits in the console
// (docs/operating.md#store-settings). It owns the table store_settings; everything else asks here.
import 'server-only';

export { currentStoreSettings, storeSettingsChanged, storeSettingsNow } from './settings-cache';
export { updateStoreSettings } from './update-settings';

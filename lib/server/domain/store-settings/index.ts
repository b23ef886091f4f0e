// The store settings' front door (docs/architecture.md#house-rules): the shop's name, contact
// details, mail sender, time zone and public URL an owner edits in the console
// (docs/operating.md#store-settings), its logo and its policy pages. It owns the table
// store_settings; everything else asks here.
import 'server-only';

export { saveStoreLogo } from './save-logo';
export { saveStorePolicy } from './save-policy';
export { currentStoreSettings, storeSettingsChanged, storeSettingsNow } from './settings-cache';
export { storeSettingsForPages } from './settings-for-pages';
export type { StoreLogo, StoreSettingsView } from './settings-of';
export { updateStoreSettings } from './update-settings';

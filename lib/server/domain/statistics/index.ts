// The statistics module's front door (docs/architecture.md#house-rules): site statistics events.
// Other modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { deleteOldSiteEvents } from './expire-events';
export { storeEvents } from './store-events';
export { funnelCounts } from './funnel-counts';

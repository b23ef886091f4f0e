// The page-cache module's front door (docs/architecture.md#house-rules): page change notices for
// the page cache. Other modules and app/ import only from here; its tables and inner files are its
// own.
import 'server-only';

export { listenForPageChanges, onStockChange } from './page-change-listener';
export { refreshPageBy } from './refresh-by';

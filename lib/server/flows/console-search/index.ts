// The console header's search (docs/operating.md#console-search, docs/architecture.md#house-rules):
// each module finds its own objects through its front door; this flow asks only those whose area
// the member's role opens, at once. It keeps no tables.
import 'server-only';

export { consoleFind } from './console-find';

// The checkout module's front door (docs/architecture.md#house-rules): checkout snapshots: lines,
// totals, address, shipping, coupon, and the order submitted from one (written by orders, below).
// Other modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { expressFees } from './express-fees';
export { snapshoot } from './snapshoot';
export { snapshootShipping } from './snapshot-shipping';
export { snapshotProducts, snapshotStatus } from './snapshot-status';
export { submitOrder } from './submit-order';

// The checkout module's front door (docs/architecture.md#house-rules): checkout snapshots: lines,
// totals, address, shipping, coupon. Other modules and app/ import only from here; its tables and
// inner files are its own.
import 'server-only';

export { expressFees } from './express-fees';
export { snapshoot } from './snapshoot';
export { snapshotProblems } from './snapshot-problems';
export {
  discountedMerchandiseOf,
  markSnapshotOrdered,
  ownedSnapshot,
  type SnapshotRow,
} from './snapshot-records';
export { snapshootShipping } from './snapshot-shipping';
export { pricedLineOf, shippingAddressOf, shownImageOf } from './stored-shapes';
export { snapshotProducts, snapshotStatus } from './snapshot-status';

// Formats and lists that browser code checks before it calls, kept free of zod so that importing
// them does not ship the schema library in a page's bundle. The call contracts
// build their schemas on these same values, so the browser and the server agree.

/** An order number as /api/order/submit hands it out, e.g. OC260115-K7Q2ZD. */
export const ORDER_NUMBER = /^OC\d{6}-[0-9A-Z]{6}$/;

/** A snapshot is named by a random handle the snapshoot call answers. */
export const SNAPSHOT_ID = /^[0-9a-f]{32}$/;

/** The help centre's topics, in the order the FAQ page lists them. */
export const FAQ_TOPICS = [
  'shipping',
  'returns',
  'offers',
  'lenses',
  'prescriptions',
  'orders',
  'account',
  'frames',
] as const;

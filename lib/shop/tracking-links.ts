// The carriers the shop ships with and where a shopper follows a parcel
// (docs/operating.md#order-work: the shipping mail and the order page carry the tracking link). The
// operator picks one of these when shipping, so every shipped order has a link; an older order with
// another carrier shows the number without one.

interface Carrier {
  name: string;
  /** The carrier's tracking page; `{number}` is replaced by the tracking number. */
  page: string;
}

const CARRIER_LIST = [
  { name: 'USPS', page: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  { name: 'UPS', page: 'https://www.ups.com/track?tracknum={number}' },
  { name: 'FedEx', page: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  { name: 'DHL', page: 'https://www.dhl.com/en/express/tracking.html?AWB={number}' },
  { name: 'Royal Mail', page: 'https://www.royalmail.com/track-your-item#/tracking-results/{number}' },
  {
    name: 'Canada Post',
    page: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor={number}',
  },
  { name: 'Australia Post', page: 'https://auspost.com.au/mypost/track/details/{number}' },
] as const satisfies readonly Carrier[];

export type CarrierName = (typeof CARRIER_LIST)[number]['name'];

/** The carriers' names, as the operator chooses them. */
export const CARRIERS = CARRIER_LIST.map((carrier) => carrier.name) as [CarrierName, ...CarrierName[]];

/** What a tracking number may hold once spaces and dashes are taken out. */
const TRACKING_NUMBER = /^[A-Z0-9]{6,40}$/;

export const TRACKING_NUMBER_MESSAGE =
  'Enter the tracking number as the carrier gives it: 6 to 40 letters and digits.';

/**
 * The tracking number as carriers read it: upper case, without the spaces and dashes people copy
 * from a label ("9400 1000 …"), or null when it cannot be one.
 */
export function normalizeTrackingNumber(typed: string): string | null {
  const number = typed.replace(/[\s-]+/g, '').toUpperCase();
  return TRACKING_NUMBER.test(number) ? number : null;
}

/** The carrier's page for this parcel, or null for a carrier the shop has no page for. */
export function trackingLink(carrier: string, trackingNumber: string): string | null {
  const known = CARRIER_LIST.find((entry) => entry.name.toLowerCase() === carrier.trim().toLowerCase());
  if (!known || trackingNumber === '') return null;
  return known.page.replace('{number}', encodeURIComponent(trackingNumber));
}

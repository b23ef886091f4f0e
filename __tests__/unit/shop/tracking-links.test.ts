import { CARRIERS, normalizeTrackingNumber, trackingLink } from '@/lib/shop/tracking-links';

// The shipping mail and the order page link the carrier's tracking page.

describe('trackingLink: the carrier’s page for a parcel', () => {
  it.each([
    [
      'USPS',
      '9400100000000000000000',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    ],
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['FedEx', '123456789012', 'https://www.fedex.com/fedextrack/?trknbr=123456789012'],
    ['DHL', '1234567890', 'https://www.dhl.com/en/express/tracking.html?AWB=1234567890'],
    [
      'Royal Mail',
      'AB123456789GB',
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    ],
    [
      'Canada Post',
      '1234567890123456',
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=1234567890123456',
    ],
    ['Australia Post', '33ABC1234567', 'https://auspost.com.au/mypost/track/details/33ABC1234567'],
    // the carrier's name as an older order kept it, in another case or with spaces
    ['ups', '1Z0001', 'https://www.ups.com/track?tracknum=1Z0001'],
    [' FEDEX ', '123456', 'https://www.fedex.com/fedextrack/?trknbr=123456'],
    // a number is always encoded into the address, whatever an older order holds
    ['UPS', 'A&B=C/D', 'https://www.ups.com/track?tracknum=A%26B%3DC%2FD'],
  ])('%p, %p → %p', (carrier, number, link) => {
    expect(trackingLink(carrier, number)).toBe(link);
  });

  it.each([
    ['Pony Express', '123456'],
    ['', '123456'],
    ['UPS', ''],
  ])('no link for carrier %p and number %p', (carrier, number) => {
    expect(trackingLink(carrier, number)).toBeNull();
  });

  it('every carrier the operator may choose has a page', () => {
    for (const carrier of CARRIERS) expect(trackingLink(carrier, 'ABC123')).toMatch(/^https:\/\//);
  });
});

describe('normalizeTrackingNumber: as carriers read it', () => {
  it.each([
    ['1Z999AA10123456784', '1Z999AA10123456784'],
    ['1z999aa10123456784', '1Z999AA10123456784'],
    ['9400 1000 0000 0000 0000 00', '9400100000000000000000'],
    ['AB-123-456-789-GB', 'AB123456789GB'],
    [' 123456 ', '123456'],
    ['123 456\n789', '123456789'],
  ])('%p → %p', (typed, number) => {
    expect(normalizeTrackingNumber(typed)).toBe(number);
  });

  it.each([['12345'], [''], ['   '], ['1Z99/9AA1'], ['A'.repeat(41)], ['<script>']])(
    'refuses %p',
    (typed) => {
      expect(normalizeTrackingNumber(typed)).toBeNull();
    },
  );
});

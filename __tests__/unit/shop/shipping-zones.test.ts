import {
  awayFromFreeShipping,
  DEFAULT_SHIPPING_TABLE,
  freeShippingThreshold,
  qualifiesForFreeShipping,
  shippingFee,
  shippingOptions,
  zoneFor,
  zonesByRegion,
  type ShippingMethodTerms,
  type ShippingTable,
} from '@/lib/shop/shipping';

// docs/operating.md#shipping: the rules over any table an owner keeps. The most specific zone
// wins: the address's province, then its country, then the zone for every other country.

const method = (
  code: string,
  priceCents: number,
  freeFromCents: number | null = null,
): ShippingMethodTerms => ({
  code,
  name: `${code} shipping`,
  priceCents,
  days: [1, 2],
  freeFromCents,
});

const TABLE: ShippingTable = [
  {
    name: 'Hawaii and Alaska',
    countries: ['US'],
    regions: ['HI', 'AK'],
    methods: [method('standard', 1_995)],
  },
  { name: 'United States', countries: ['US'], regions: [], methods: [method('standard', 595, 6_900)] },
  {
    name: 'Europe',
    countries: ['FR', 'DE'],
    regions: [],
    methods: [method('economy', 900, 20_000), method('standard', 1_200, 10_000)],
  },
  { name: 'Rest of the world', countries: [], regions: [], methods: [method('standard', 1_495)] },
];

describe('zoneFor: the most specific zone wins', () => {
  it.each<[string, string | null, string]>([
    ['US', 'HI', 'Hawaii and Alaska'],
    ['us', 'ak', 'Hawaii and Alaska'],
    ['US', 'IL', 'United States'],
    ['US', null, 'United States'],
    ['FR', null, 'Europe'],
    ['DE', 'BY', 'Europe'],
    ['GB', null, 'Rest of the world'],
    ['CA', 'HI', 'Rest of the world'],
  ])('%s %s → %s', (countryCode, regionCode, zone) => {
    expect(zoneFor(TABLE, { countryCode, regionCode })?.name).toBe(zone);
  });

  it('finds no zone in a table without one for every other country', () => {
    expect(zoneFor(TABLE.slice(0, 3), { countryCode: 'GB' })).toBeNull();
  });

  it('looks provinces up only for a country a zone splits', () => {
    expect([zonesByRegion(TABLE, 'US'), zonesByRegion(TABLE, 'FR'), zonesByRegion(TABLE, 'GB')]).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('fees and free shipping over a zone’s methods', () => {
  const europe = TABLE[2]?.methods ?? [];

  it.each<[string, number, number | null]>([
    ['economy', 19_999, 900],
    ['economy', 20_000, 0],
    ['standard', 9_999, 1_200],
    ['standard', 10_000, 0],
    ['express', 10_000, null],
  ])('%s at %i cents → %p', (code, merchandise, fee) => {
    expect(shippingFee(europe, code, merchandise)).toBe(fee);
  });

  it.each<[number, boolean, number]>([
    [0, false, 10_000],
    [9_999, false, 1],
    [10_000, true, 0],
  ])('at %i cents: free %p, %i cents away (the lowest threshold counts)', (merchandise, free, away) => {
    expect(qualifiesForFreeShipping(europe, merchandise)).toBe(free);
    expect(awayFromFreeShipping(europe, merchandise)).toBe(away);
  });

  it('lists the methods in the zone’s order', () => {
    expect(shippingOptions(europe, 15_000).map((option) => [option.method, option.feeCents])).toEqual([
      ['economy', 900],
      ['standard', 0],
    ]);
  });

  it('a zone where nothing is ever free has no threshold and nothing away', () => {
    const world = TABLE[3]?.methods ?? [];
    expect([freeShippingThreshold(world), awayFromFreeShipping(world, 0)]).toEqual([null, 0]);
  });

  it('the seeded table: US standard free from $69, nothing abroad', () => {
    const us = zoneFor(DEFAULT_SHIPPING_TABLE, { countryCode: 'US' })?.methods ?? [];
    const world = zoneFor(DEFAULT_SHIPPING_TABLE, { countryCode: 'JP' })?.methods ?? [];
    expect([freeShippingThreshold(us), freeShippingThreshold(world)]).toEqual([6_900, null]);
  });
});

import type { ShippingTable } from './shipping';

// What makes a shipping table the owner sends not hold together (docs/operating.md#shipping), beyond
// each field's own shape (the contract checks that): every address must find exactly one zone and
// every zone must name its methods once. Field paths name the table's own fields, e.g.
// `zones.0.methods.1.code`.

export interface ShippingTableProblem {
  field: string;
  message: string;
}

export const SHIPPING_TABLE_MESSAGES = {
  catchAll: 'Keep exactly one zone with no countries: it ships to every other country.',
  catchAllRegions: 'The zone for every other country cannot name provinces.',
  regionsNeedOneCountry: 'A zone with provinces names exactly one country.',
  countryTwice: (code: string, zone: string) => `${code} is already in ${zone}.`,
  regionTwice: (code: string, zone: string) => `${code} is already in ${zone}.`,
  zoneNameTwice: 'Give each zone its own name.',
  noMethods: 'Give the zone at least one shipping method.',
  codeTwice: 'Give each method of a zone its own code.',
  days: 'The fewest days cannot be more than the most days.',
} as const;

export function shippingTableProblems(zones: ShippingTable): ShippingTableProblem[] {
  const problems: ShippingTableProblem[] = [];
  const catchAll = zones.filter((zone) => zone.countries.length === 0);
  if (catchAll.length !== 1) problems.push({ field: 'zones', message: SHIPPING_TABLE_MESSAGES.catchAll });

  const countryZone = new Map<string, string>();
  const regionZone = new Map<string, string>();
  const names = new Set<string>();
  zones.forEach((zone, z) => {
    const at = `zones.${z}`;
    const name = zone.name.trim().toLowerCase();
    if (names.has(name))
      problems.push({ field: `${at}.name`, message: SHIPPING_TABLE_MESSAGES.zoneNameTwice });
    names.add(name);
    if (zone.countries.length === 0 && zone.regions.length > 0)
      problems.push({ field: `${at}.regions`, message: SHIPPING_TABLE_MESSAGES.catchAllRegions });
    if (zone.countries.length > 1 && zone.regions.length > 0)
      problems.push({ field: `${at}.regions`, message: SHIPPING_TABLE_MESSAGES.regionsNeedOneCountry });
    if (zone.regions.length === 0) {
      zone.countries.forEach((code, c) => {
        const key = code.toUpperCase();
        const taken = countryZone.get(key);
        if (taken !== undefined)
          problems.push({
            field: `${at}.countries.${c}`,
            message: SHIPPING_TABLE_MESSAGES.countryTwice(key, taken),
          });
        else countryZone.set(key, zone.name);
      });
    } else if (zone.countries.length === 1) {
      const country = (zone.countries[0] ?? '').toUpperCase();
      zone.regions.forEach((code, r) => {
        const key = `${country}-${code.toUpperCase()}`;
        const taken = regionZone.get(key);
        if (taken !== undefined)
          problems.push({
            field: `${at}.regions.${r}`,
            message: SHIPPING_TABLE_MESSAGES.regionTwice(key, taken),
          });
        else regionZone.set(key, zone.name);
      });
    }

    if (zone.methods.length === 0)
      problems.push({ field: `${at}.methods`, message: SHIPPING_TABLE_MESSAGES.noMethods });
    const codes = new Set<string>();
    zone.methods.forEach((method, m) => {
      if (codes.has(method.code))
        problems.push({ field: `${at}.methods.${m}.code`, message: SHIPPING_TABLE_MESSAGES.codeTwice });
      codes.add(method.code);
      if (method.days[0] > method.days[1])
        problems.push({ field: `${at}.methods.${m}.mostDays`, message: SHIPPING_TABLE_MESSAGES.days });
    });
  });
  return problems;
}

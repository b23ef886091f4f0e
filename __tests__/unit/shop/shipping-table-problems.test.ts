import {
  DEFAULT_SHIPPING_TABLE,
  type ShippingMethodTerms,
  type ShippingTable,
  type ShippingZone,
} from '@/lib/shop/shipping';
import { shippingTableProblems } from '@/lib/shop/shipping-table-problems';

// docs/operating.md#shipping: a table the owner sends must give every address exactly one zone and
// name each zone's methods once; the problems name the console's fields.

const [us, world] = DEFAULT_SHIPPING_TABLE as [ShippingZone, ShippingZone];
const [, expedited] = us.methods as [ShippingMethodTerms, ShippingMethodTerms];
const [worldStandard, worldExpress] = world.methods as [ShippingMethodTerms, ShippingMethodTerms];
const fieldsOf = (table: ShippingTable) => shippingTableProblems(table).map((problem) => problem.field);

describe('shippingTableProblems', () => {
  it('the seeded table holds together', () => {
    expect(shippingTableProblems(DEFAULT_SHIPPING_TABLE)).toEqual([]);
  });

  it.each<[string, ShippingTable, string[]]>([
    ['no zone for every other country', [us], ['zones']],
    ['two zones for every other country', [us, world, { ...world, name: 'Elsewhere' }], ['zones']],
    ['a country in two zones', [us, { ...us, name: 'America' }, world], ['zones.1.countries.0']],
    ['the same zone name twice', [us, { ...world, name: 'united states' }], ['zones.1.name']],
    [
      'a method code twice in a zone',
      [{ ...us, methods: [...us.methods, { ...expedited, code: 'standard' }] }, world],
      ['zones.0.methods.3.code'],
    ],
    [
      'fewest days above most',
      [us, { ...world, methods: [worldStandard, { ...worldExpress, days: [8, 4] }] }],
      ['zones.1.methods.1.mostDays'],
    ],
    ['a zone without methods', [{ ...us, methods: [] }, world], ['zones.0.methods']],
    [
      'provinces in the zone for every other country',
      [us, { ...world, regions: ['HI'] }],
      ['zones.1.regions'],
    ],
    [
      'provinces in a zone of two countries',
      [{ ...us, countries: ['US', 'CA'], regions: ['HI'] }, world],
      ['zones.0.regions'],
    ],
    [
      'a province in two zones',
      [us, { ...us, name: 'Hawaii', regions: ['HI'] }, { ...us, name: 'Islands', regions: ['hi'] }, world],
      ['zones.2.regions.0'],
    ],
  ])('%s', (_, table, fields) => {
    expect(fieldsOf(table)).toEqual(fields);
  });

  it('a province zone beside its country zone is the point of provinces', () => {
    expect(fieldsOf([us, { ...us, name: 'Hawaii', regions: ['HI'] }, world])).toEqual([]);
  });
});

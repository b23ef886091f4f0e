import type { Country } from '@/lib/contract/calls/reference';
import { suggestedCurrencyIndex } from '@/lib/client/currency-suggestion';

const country = (isoCode: string, currency: string): Country => ({
  id: 1,
  isoCode,
  name: isoCode,
  phoneCode: '1',
  currency,
  ships: true,
  requiresProvince: false,
});
const COUNTRIES = [country('US', 'USD'), country('AU', 'AUD'), country('DE', 'EUR'), country('JP', 'JPY')];

describe('suggestedCurrencyIndex', () => {
  it.each([
    ['no lookup', null, null],
    ['the lookup names a shop currency', { currency: 'GBP' }, 4],
    ['lower-case currency', { currency: 'cad' }, 3],
    ['a foreign currency, country known', { currency: 'JPY', country_code: 'AU' }, 1],
    ['only a country code', { country_code: 'de' }, 2],
    ['a country whose currency the shop lacks', { country_code: 'JP' }, null],
    ['an unknown country', { country_code: 'ZZ' }, null],
    ['nothing useful', {}, null],
  ])('%s → %s', (_label, visitor, expected) => {
    expect(suggestedCurrencyIndex(visitor, COUNTRIES)).toBe(expected);
  });
});

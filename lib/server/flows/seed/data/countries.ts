/** [ISO 3166-1 alpha-2, name, dialling code without "+", whether the shop delivers there] */
type CountryRow = readonly [string, string, string, boolean];

export const COUNTRY_ROWS: readonly CountryRow[] = [
  ['US', 'United States', '1', true],
  ['AR', 'Argentina', '54', false],
  ['AU', 'Australia', '61', true],
  ['AT', 'Austria', '43', true],
  ['BE', 'Belgium', '32', true],
  ['BR', 'Brazil', '55', false],
  ['BG', 'Bulgaria', '359', false],
  ['CA', 'Canada', '1', true],
  ['CL', 'Chile', '56', false],
  ['CN', 'China', '86', false],
  ['CO', 'Colombia', '57', false],
  ['HR', 'Croatia', '385', true],
  ['CY', 'Cyprus', '357', true],
  ['CZ', 'Czechia', '420', true],
  ['DK', 'Denmark', '45', true],
  ['EG', 'Egypt', '20', false],
  ['EE', 'Estonia', '372', true],
  ['FI', 'Finland', '358', true],
  ['FR', 'France', '33', true],
  ['DE', 'Germany', '49', true],
  ['GR', 'Greece', '30', true],
  ['HK', 'Hong Kong', '852', false],
  ['HU', 'Hungary', '36', false],
  ['IS', 'Iceland', '354', false],
  ['IN', 'India', '91', false],
  ['ID', 'Indonesia', '62', false],
  ['IE', 'Ireland', '353', true],
  ['IL', 'Israel', '972', false],
  ['IT', 'Italy', '39', true],
  ['JP', 'Japan', '81', false],
  ['KE', 'Kenya', '254', false],
  ['LV', 'Latvia', '371', true],
  ['LT', 'Lithuania', '370', true],
  ['LU', 'Luxembourg', '352', true],
  ['MY', 'Malaysia', '60', false],
  ['MT', 'Malta', '356', true],
  ['MX', 'Mexico', '52', false],
  ['NL', 'Netherlands', '31', true],
  ['NZ', 'New Zealand', '64', true],
  ['NG', 'Nigeria', '234', false],
  ['NO', 'Norway', '47', true],
  ['PE', 'Peru', '51', false],
  ['PH', 'Philippines', '63', false],
  ['PL', 'Poland', '48', true],
  ['PT', 'Portugal', '351', true],
  ['RO', 'Romania', '40', false],
  ['SA', 'Saudi Arabia', '966', false],
  ['SG', 'Singapore', '65', false],
  ['SK', 'Slovakia', '421', true],
  ['SI', 'Slovenia', '386', true],
  ['ZA', 'South Africa', '27', false],
  ['KR', 'South Korea', '82', false],
  ['ES', 'Spain', '34', true],
  ['SE', 'Sweden', '46', true],
  ['CH', 'Switzerland', '41', true],
  ['TW', 'Taiwan', '886', false],
  ['TH', 'Thailand', '66', false],
  ['TR', 'Türkiye', '90', false],
  ['AE', 'United Arab Emirates', '971', false],
  ['GB', 'United Kingdom', '44', true],
  ['VN', 'Vietnam', '84', false],
];

/** The euro area (2025). */
const EURO_AREA = new Set([
  'AT',
  'BE',
  'HR',
  'CY',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PT',
  'SK',
  'SI',
  'ES',
]);

/**
 * One of the shop's currencies (docs/product.md#currencies) for a country's shoppers; USD where
 * none matches.
 */
export function currencyForCountry(isoCode: string): 'USD' | 'AUD' | 'EUR' | 'CAD' | 'GBP' {
  if (EURO_AREA.has(isoCode)) return 'EUR';
  if (isoCode === 'AU') return 'AUD';
  if (isoCode === 'CA') return 'CAD';
  if (isoCode === 'GB') return 'GBP';
  return 'USD';
}

/** Countries whose addresses need a state or province. */
export const COUNTRIES_WITH_PROVINCES = new Set(['US', 'CA', 'AU']);

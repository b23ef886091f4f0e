import {
  addressSummary,
  normalisePhone,
  normalisePhoneCode,
  normalisePostcode,
} from '@/lib/shop/address-rules';

describe('normalisePostcode', () => {
  it.each([
    ['US', '10001', '10001'],
    ['US', '10001-1234', '10001-1234'],
    ['US', ' 94105 ', '94105'],
    ['US', '1000', null],
    ['US', '100011234', null],
    ['US', '10001-12', null],
    ['US', 'ABCDE', null],
    ['CA', 'k1a0b1', 'K1A 0B1'],
    ['CA', 'K1A 0B1', 'K1A 0B1'],
    ['CA', 'D1A 0B1', null], // D never starts a Canadian postal code
    ['CA', '12345', null],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['GB', 'M1 1AE', 'M1 1AE'],
    ['GB', 'EC1A  1BB', 'EC1A 1BB'],
    ['GB', 'GIR 0AA', 'GIR 0AA'],
    ['GB', '12345', null],
    ['AU', '2000', '2000'],
    ['AU', '200', null],
    ['NL', '1012ab', '1012 AB'],
    ['DE', '10115', '10115'],
    ['IE', 'D02 X285', 'D02 X285'],
    ['SE', '114 55', '114 55'],
    ['IE', 'A', null],
    ['IE', 'ABCDEFGHIJKLM', null],
    ['IE', '-123', null],
  ])('%s %p → %p', (country, postcode, expected) => {
    expect(normalisePostcode(country, postcode)).toBe(expected);
  });
});

describe('normalisePhone', () => {
  it.each([
    ['555 123 4567', '555 123 4567'],
    ['555-123-4567', '555-123-4567'],
    ['  020   7946 0958 ', '020 7946 0958'],
    ['12345', null],
    ['555 123 4567 ext 2', null],
    ['(555) 123-4567', null],
    ['+1 555 123 4567', null],
    ['123456789012345678901', null],
  ])('%p → %p', (phone, expected) => {
    expect(normalisePhone(phone)).toBe(expected);
  });
});

describe('normalisePhoneCode', () => {
  it.each([
    ['1', '1'],
    ['+44', '44'],
    ['0033', '33'],
    ['12345', null],
    ['', null],
    ['4a', null],
  ])('%p → %p', (code, expected) => {
    expect(normalisePhoneCode(code)).toBe(expected);
  });
});

describe('addressSummary', () => {
  it('writes the address on one line, skipping empty parts', () => {
    expect(
      addressSummary({
        firstName: 'Ada',
        lastName: 'Lovelace',
        line1: '12 Main St',
        line2: '',
        city: 'Springfield',
        province: 'Illinois',
        postcode: '62701',
        countryName: 'United States',
      }),
    ).toBe('Ada Lovelace, 12 Main St, Springfield, Illinois 62701, United States');
  });
});

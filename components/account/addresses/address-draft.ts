import type { CallInput } from '@/lib/contract/call';
import type { Address, addressSaveCall } from '@/lib/contract/calls/address';
import type { Country } from '@/lib/contract/calls/reference';
import {
  ADDRESS_MESSAGES,
  normalisePhone,
  normalisePhoneCode,
  normalisePostcode,
} from '@/lib/shop/address-rules';

// The address form's fields and checks: the rules of /api/address/save (lib/contract/calls/address.ts)
// without zod in the browser. The server checks the reference data again.

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'countryCode',
  'province',
  'city',
  'line1',
  'line2',
  'postcode',
  'phoneCode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
export type AddressDraft = Record<AddressField, string>;

/** Longest text per field, as the contract allows. */
export const ADDRESS_MAX_LENGTH: Readonly<Record<AddressField, number>> = {
  firstName: 50,
  lastName: 50,
  countryCode: 2,
  province: 60,
  city: 60,
  line1: 100,
  line2: 100,
  postcode: 20,
  phoneCode: 4,
  phone: 20,
};

const REQUIRED: Readonly<Partial<Record<AddressField, string>>> = {
  firstName: 'Enter the first name.',
  lastName: 'Enter the last name.',
  countryCode: 'Choose a country.',
  city: 'Enter the city.',
  line1: 'Enter the street address.',
  postcode: 'Enter the postcode.',
  phoneCode: ADDRESS_MESSAGES.phoneCode,
  phone: 'Enter a phone number.',
};

const UNSAFE = /[\p{Cc}<>]/u;

export function emptyAddressDraft(countryCode = 'US', phoneCode = '1'): AddressDraft {
  return {
    firstName: '',
    lastName: '',
    countryCode,
    province: '',
    city: '',
    line1: '',
    line2: '',
    postcode: '',
    phoneCode,
    phone: '',
  };
}

export function addressDraftOf(address: Address): AddressDraft {
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, address[field]])) as AddressDraft;
}

/** What is wrong with the draft, field by field. */
export function addressProblems(
  draft: AddressDraft,
  country: Country | undefined,
): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = draft[field].trim();
    const required = REQUIRED[field];
    if (required && value === '') problems[field] = required;
    else if (value.length > ADDRESS_MAX_LENGTH[field]) problems[field] = 'This is too long.';
    else if (UNSAFE.test(value)) problems[field] = 'Remove the special characters.';
  }
  if (country?.requiresProvince && draft.province.trim() === '')
    problems.province = 'Choose the state or province.';
  if (!problems.postcode && normalisePostcode(draft.countryCode, draft.postcode) === null) {
    problems.postcode = ADDRESS_MESSAGES.postcode(draft.countryCode);
  }
  if (!problems.phone && normalisePhone(draft.phone) === null) problems.phone = ADDRESS_MESSAGES.phone;
  if (!problems.phoneCode && normalisePhoneCode(draft.phoneCode) === null)
    problems.phoneCode = ADDRESS_MESSAGES.phoneCode;
  return problems;
}

export type AddressSaveInput = CallInput<typeof addressSaveCall>;

/** The draft as /api/address/save takes it. */
export function addressInput(
  draft: AddressDraft,
  options: { id?: number; isDefault: boolean },
): AddressSaveInput {
  const trimmed = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, draft[field].trim()]),
  ) as AddressDraft;
  return {
    ...trimmed,
    ...(options.id === undefined ? {} : { id: options.id }),
    isDefault: options.isDefault,
  };
}

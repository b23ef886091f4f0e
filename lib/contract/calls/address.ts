import { z } from 'zod';
import {
  ADDRESS_MESSAGES,
  normalisePhone,
  normalisePhoneCode,
  normalisePostcode,
} from '@/lib/shop/address-rules';
import { hasHiddenCharacters, hiddenCharactersMessage } from '@/lib/shop/name-characters';
import { defineCall, noInput } from '../call';
import { listOf, rowId } from '../fields';

// docs/product.md#calls: /api/address/list, /info, /save, /delete — the shopper's delivery
// addresses. Whether the shop ships to the country, its provinces and the known dialling codes are
// checked against the reference data on the server (lib/server/domain/addresses).

/** The most addresses one account keeps; adding beyond it is refused with code 0. */
export const ADDRESSES_MAX = 20;

const NO_CONTROL_CHARACTERS = /^[^\p{Cc}<>]*$/u;

const line = (what: string, max: number) =>
  z
    .string({ error: `Enter the ${what}.` })
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(max, `Keep the ${what} under ${max} characters.`)
    .regex(NO_CONTROL_CHARACTERS, `Remove the special characters from the ${what}.`);

/** A person's name on the address: a line without hidden characters. */
const nameLine = (what: string, max: number) =>
  line(what, max).refine((name) => !hasHiddenCharacters(name), hiddenCharactersMessage(`the ${what}`));

const optionalLine = (what: string, max: number) =>
  z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string()
      .trim()
      .max(max, `Keep the ${what} under ${max} characters.`)
      .regex(NO_CONTROL_CHARACTERS, `Remove the special characters from the ${what}.`),
  );

/** A boolean from JSON, or "true"/"false"/"1"/"0" from multipart form data. */
const flag = z.preprocess(
  (value) =>
    value === 'true' || value === '1'
      ? true
      : value === 'false' || value === '0' || value === ''
        ? false
        : value,
  z.boolean({ error: 'Expected true or false.' }),
);

const ADDRESS_ID = rowId();

const addressFields = {
  firstName: nameLine('first name', 50),
  lastName: nameLine('last name', 50),
  countryCode: z
    .string({ error: 'Choose a country.' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a country.')
    .transform((code) => code.toUpperCase()),
  /** Province or state, by name or code; checked against the country's list where it has one. */
  province: optionalLine('province or state', 60),
  city: line('city', 60),
  line1: line('street address', 100),
  line2: optionalLine('second address line', 100),
  postcode: z
    .string({ error: 'Enter the postcode.' })
    .trim()
    .min(1, 'Enter the postcode.')
    .max(20, 'Enter the postcode.'),
  phoneCode: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z
      .string({ error: ADDRESS_MESSAGES.phoneCode })
      .refine((code) => normalisePhoneCode(code) !== null, ADDRESS_MESSAGES.phoneCode)
      .transform((code) => normalisePhoneCode(code) ?? code),
  ),
  phone: z
    .string({ error: 'Enter a phone number.' })
    .refine((phone) => normalisePhone(phone) !== null, ADDRESS_MESSAGES.phone)
    .transform((phone) => normalisePhone(phone) ?? phone),
  isDefault: flag.optional(),
};

/** An address as the save call takes it; `id` names the address to change. */
export const addressSaveInput = z
  .strictObject({ id: ADDRESS_ID.optional(), ...addressFields })
  // The postcode's shape depends on the country, so it is checked on the whole object; `when` lets
  // the check run beside other fields' errors, so a form learns every problem at once.
  .superRefine(
    (address, context) => {
      if (normalisePostcode(address.countryCode, address.postcode) === null) {
        context.addIssue({
          code: 'custom',
          path: ['postcode'],
          message: ADDRESS_MESSAGES.postcode(address.countryCode),
        });
      }
    },
    {
      when: ({ value }) => {
        const { countryCode, postcode } = (value ?? {}) as { countryCode?: unknown; postcode?: unknown };
        return (
          typeof countryCode === 'string' && /^[A-Z]{2}$/.test(countryCode) && typeof postcode === 'string'
        );
      },
    },
  )
  .transform((address) => ({
    ...address,
    postcode: normalisePostcode(address.countryCode, address.postcode) ?? address.postcode,
  }));
export type AddressSaveInput = z.infer<typeof addressSaveInput>;

export const addressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  countryCode: z.string(),
  countryName: z.string(),
  /** The province or state's name, or "" where the country has none. */
  province: z.string(),
  city: z.string(),
  line1: z.string(),
  line2: z.string(),
  postcode: z.string(),
  /** Dialling code without "+". */
  phoneCode: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
  /** The address on one line, for lists and the checkout. */
  summary: z.string(),
  updatedAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

const addressId = z.strictObject({ id: ADDRESS_ID });

const OWNER_NOTE = 'An address of another account answers 404, as an unknown one does.';

export const addressListCall = defineCall({
  method: 'POST',
  path: '/api/address/list',
  tag: 'Addresses',
  summary: 'The shopper’s addresses, the default first, then the newest.',
  access: 'signed-in',
  input: noInput,
  output: listOf(addressSchema),
});

export const addressInfoCall = defineCall({
  method: 'POST',
  path: '/api/address/info',
  tag: 'Addresses',
  summary: 'One of the shopper’s addresses.',
  description: OWNER_NOTE,
  access: 'signed-in',
  input: addressId,
  output: addressSchema,
});

export const addressSaveCall = defineCall({
  method: 'POST',
  path: '/api/address/save',
  tag: 'Addresses',
  summary: 'Adds an address, or changes one when `id` is given.',
  description: `The country must be one the shop delivers to (/api/other/country); a country that needs a province takes one of its /api/other/provinceList entries (name or code); the dialling code must be a known one (/api/other/phoneCode). Postcodes are checked per country (US ZIP or ZIP+4, Canada, UK, …). The first address becomes the default; \`isDefault: true\` moves the default here, and a default address stays the default until another takes over. At most ${ADDRESSES_MAX} addresses (code 0 beyond). ${OWNER_NOTE}`,
  access: 'signed-in',
  input: addressSaveInput,
  output: addressSchema,
});

export const addressDeleteCall = defineCall({
  method: 'POST',
  path: '/api/address/delete',
  tag: 'Addresses',
  summary: 'Deletes an address; deleting the default makes the newest remaining address the default.',
  description: OWNER_NOTE,
  access: 'signed-in',
  input: addressId,
  output: z.object({ deleted: z.literal(true) }),
});

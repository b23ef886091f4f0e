// Rules of a delivery address that need no reference data: postcode shapes per country, phone
// numbers, and the one-line summary the address book and checkout show. Which countries the shop
// ships to and their provinces live in the database (lib/server/domain/reference).

export const ADDRESS_MESSAGES = {
  postcode: (countryCode: string) =>
    POSTCODE_RULES[countryCode]?.message ?? 'Enter the postcode (2 to 12 letters or digits).',
  phone: 'Enter the phone number with digits, spaces or dashes (6 to 20 characters).',
  phoneCode: 'Choose a dialling code.',
} as const;

interface PostcodeRule {
  pattern: RegExp;
  message: string;
  /** The postcode as the post office writes it, from an accepted input. */
  normalise?: (postcode: string) => string;
}

/** Inward code (last 3 characters) after a space: "sw1a1aa" → "SW1A 1AA". */
const spaceBeforeLastThree = (postcode: string) => {
  const compact = postcode.replace(/\s+/g, '');
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
};

/** Countries whose postcode shape is checked exactly; others get the general rule. */
const POSTCODE_RULES: Readonly<Record<string, PostcodeRule>> = {
  US: {
    pattern: /^\d{5}(-\d{4})?$/,
    message: 'Enter a 5-digit ZIP code, or ZIP+4 such as 10001-1234.',
  },
  CA: {
    // Canada Post: letter digit letter, digit letter digit; D, F, I, O, Q, U never appear, W and Z not first.
    pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/,
    message: 'Enter a postal code such as K1A 0B1.',
    normalise: spaceBeforeLastThree,
  },
  GB: {
    pattern: /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/,
    message: 'Enter a postcode such as SW1A 1AA.',
    normalise: spaceBeforeLastThree,
  },
  AU: { pattern: /^\d{4}$/, message: 'Enter a 4-digit postcode.' },
  DE: { pattern: /^\d{5}$/, message: 'Enter a 5-digit postcode.' },
  FR: { pattern: /^\d{5}$/, message: 'Enter a 5-digit postcode.' },
  NL: {
    pattern: /^\d{4} ?[A-Z]{2}$/,
    message: 'Enter a postcode such as 1012 AB.',
    normalise: (postcode) => `${postcode.slice(0, 4)} ${postcode.slice(-2)}`,
  },
};

const GENERAL_POSTCODE = /^[A-Z0-9](?:[A-Z0-9 -]{0,10}[A-Z0-9])$/;

/**
 * The postcode as it will be kept (upper case, single spaces, the country's usual spacing), or null
 * when it does not look like a postcode of that country.
 */
export function normalisePostcode(countryCode: string, postcode: string): string | null {
  const text = postcode.trim().toUpperCase().replace(/\s+/g, ' ');
  const rule = POSTCODE_RULES[countryCode.toUpperCase()];
  if (!rule) return GENERAL_POSTCODE.test(text) ? text : null;
  if (!rule.pattern.test(text)) return null;
  return rule.normalise ? rule.normalise(text) : text;
}

/** A phone number as kept: digits with single spaces or dashes between them, 6 to 20 characters. */
export function normalisePhone(phone: string): string | null {
  const text = phone.trim().replace(/\s+/g, ' ');
  if (!/^\d[\d -]*\d$/.test(text) || text.length > 20) return null;
  return text.replace(/\D/g, '').length >= 6 ? text : null;
}

/** A dialling code as kept: digits only, without "+" or "00". */
export function normalisePhoneCode(phoneCode: string): string | null {
  const text = phoneCode.trim().replace(/^(\+|00)/, '');
  return /^\d{1,4}$/.test(text) ? text : null;
}

export interface AddressParts {
  firstName: string;
  lastName: string;
  line1: string;
  line2: string;
  city: string;
  province: string;
  postcode: string;
  countryName: string;
}

/** One line for lists and the checkout: "Ada Lovelace, 12 Main St, Apt 4, Springfield, IL 62701, United States". */
export function addressSummary(address: AddressParts): string {
  const name = `${address.firstName} ${address.lastName}`.trim();
  const place = [address.province, address.postcode].filter(Boolean).join(' ');
  return [name, address.line1, address.line2, address.city, place, address.countryName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

// The shop's own settings an owner edits in the console (docs/operating.md#store-settings): its
// name, how customers reach it, who its mail comes from, its time zone and its public address.
// Pure rules, so the console's form, the server and the tests read the same checks.

export { DEFAULT_SHOP_NAME } from './shop-name';
/** Where customers write before an owner sets it: the address the shop's mail comes from by default. */
export const DEFAULT_SUPPORT_EMAIL = 'hello@oculo.shop';
/** Days on the dashboard are counted in UTC until an owner sets the shop's time zone. */
export const DEFAULT_TIME_ZONE = 'UTC';
/** The shop's promise of care, beside the owner's contact details (docs/product.md#the-shop: 24/7). */
export const CUSTOMER_CARE_WORDING = 'Our customer care is here 24/7';
/** Where links point when neither the setting nor SITE_URL says: a development machine. */
export const UNSET_PUBLIC_URL = 'http://localhost:3000';

export interface StoreSettings {
  shopName: string;
  supportEmail: string;
  /** '' when the shop gives no phone number. */
  supportPhone: string;
  mailSenderName: string;
  mailSenderAddress: string;
  /** An IANA time zone name (Europe/Berlin): the dashboard's days begin at its midnight. */
  timeZone: string;
  /** The shop's public address, an origin (https://shop.example.com): every link in mail starts with it. */
  publicUrl: string;
  /**
   * The shop's postal address, one line per line (docs/operating.md#documents): the invoices head
   * with it and the return label sends parcels to it; '' when the owner has not given one.
   */
  postalAddress: string;
}

/** Where the public URL in use came from: the owner's setting, SITE_URL, or neither (localhost). */
export type PublicUrlSource = 'setting' | 'environment' | 'unset';

/** Whether the runtime knows `name` as a time zone (Intl: the same list the dashboard counts with). */
export function isTimeZone(name: string): boolean {
  // Intl also takes offsets ("+01:00") and odd spellings; a name of the IANA shape only
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name) || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with `text` as the shop's public URL, or null when it is one: an http or https
 * origin, no user, query or fragment, and no path (the shop is served from its host's root, so a
 * path would make every link in mail miss).
 */
export function publicUrlProblem(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'Give the full address, such as https://shop.example.com.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'The address must begin with https:// (or http://).';
  if (url.username || url.password) return 'Leave the user name and password out of the address.';
  if (url.search || url.hash || text.includes('?') || text.includes('#'))
    return 'Leave the query (?…) and fragment (#…) out of the address.';
  if (url.pathname !== '/') return 'Give the address of the shop itself, without a path.';
  return null;
}

/** The origin `text` names, without its trailing slash (check it with publicUrlProblem first). */
export function normalPublicUrl(text: string): string {
  return new URL(text).origin;
}

/** Whether the address names this machine: a link to it opens nothing on a customer's computer. */
export function isLocalAddress(address: string): boolean {
  let host: string;
  try {
    host = new URL(address).hostname.toLowerCase();
  } catch {
    return false;
  }
  host = host.replace(/^\[|\]$/g, '');
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(host) ||
    host === '0.0.0.0' ||
    host === '::1' ||
    host === '::'
  );
}

/**
 * The public URL in use and where it came from: the owner's setting first, then SITE_URL, else a
 * development machine's address.
 */
export function publicUrlInUse(
  setting: string | null,
  siteUrl: string | undefined,
): {
  publicUrl: string;
  source: PublicUrlSource;
} {
  if (setting) return { publicUrl: setting, source: 'setting' };
  if (siteUrl) return { publicUrl: normalPublicUrl(siteUrl), source: 'environment' };
  return { publicUrl: UNSET_PUBLIC_URL, source: 'unset' };
}

/**
 * The warning a running shop gives while its links cannot reach a customer
 * (docs/operating.md#public-url-warning): in production only, when no public URL is set at all or
 * it names this machine. Null when all is well.
 */
export function publicUrlWarning(input: {
  production: boolean;
  publicUrl: string;
  source: PublicUrlSource;
}): string | null {
  if (!input.production) return null;
  if (input.source !== 'unset' && !isLocalAddress(input.publicUrl)) return null;
  return `Links in mails point to ${input.publicUrl}: set the public URL in Settings`;
}

/**
 * The sender's name and address in a MAIL_FROM value ("Oculo <hello@oculo.shop>", or a bare
 * address), so the settings start from what the shop sends with today.
 */
export function mailSenderOf(mailFrom: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(mailFrom);
  if (match) return { name: match[1] ?? '', address: match[2] ?? '' };
  return { name: '', address: mailFrom.trim() };
}

/** A tel: link for a phone number as the owner wrote it ("+49 30 123-4567" → "tel:+49301234567"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, '')}`;
}

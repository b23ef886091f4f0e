import { expiryOf, type PrescriptionDetails } from './prescription-details';

// An expired prescription (docs/product.md#prescription-details): still accepted, but only once the
// shopper confirms it is still right. The wizard says so on the prescription step, the server refuses
// the selection without the confirmation, and the confirmation is kept with the line for the optician
// (docs/operating.md#optician-check).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A day (YYYY-MM-DD) as people read it: "14 March 2026"; anything else as it is. */
export function dayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : day;
}

export const PRESCRIPTION_EXPIRY_MESSAGES = {
  expired: (expiry: string) =>
    `This prescription expired on ${dayText(expiry)}. Use another, or confirm it is still right.`,
  confirm: 'I confirm this prescription is still right',
  confirmed: (expiry: string | null) =>
    expiry
      ? `Expired on ${dayText(expiry)}: confirmed as still right when ordered`
      : 'Expired: confirmed as still right when ordered',
} as const;

export interface ExpiryRules {
  /** Today, YYYY-MM-DD. */
  today: string;
  /** Years a prescription is good for when it states no expiry (the shop's setting). */
  validYears: number;
}

/** The last day of an expired prescription, or null when it has not expired (or says no date). */
export function expiredOn(
  details: Pick<PrescriptionDetails, 'exam_date' | 'expiry_date'> | null | undefined,
  rules: ExpiryRules,
): string | null {
  if (!details) return null;
  const expiry = expiryOf(details, rules.validYears);
  return expiry !== null && expiry < rules.today ? expiry : null;
}

/**
 * docs/product.md#prescription-details: the refusal of an expired prescription the shopper has not
 * confirmed, or null (not expired, or confirmed).
 */
export function expiryProblem(
  details: Pick<PrescriptionDetails, 'exam_date' | 'expiry_date'> | null | undefined,
  rules: ExpiryRules & { confirmed: boolean },
): string | null {
  const expiry = expiredOn(details, rules);
  return expiry !== null && !rules.confirmed ? PRESCRIPTION_EXPIRY_MESSAGES.expired(expiry) : null;
}

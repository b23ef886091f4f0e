import {
  expiryOf,
  nearPdOf,
  prescriptionExpired,
  type DistancePd,
  type PrescriptionDetails,
} from './prescription-details';

// What the account's book keeps of a prescription's details, and what it answers
// (docs/product.md#prescription-details): it keeps what the prescription states, and works out
// the rest (the expiry from the exam date, the near PD from the distance PD) each time it is read,
// so a change of the shop's validity setting reaches every saved prescription that states none.

/** Hours the earliest time zone is ahead of UTC (Kiribati): its day begins first. */
const EARLIEST_ZONE_HOURS = 14;

/**
 * The day every rule on a prescription's dates reads, YYYY-MM-DD: today in the earliest time zone.
 * A shopper whose day has begun may enter an exam of today without being told it is in the
 * future; the wizard, the book, the optician's check and buy again all use this one day, so they
 * never disagree on whether a prescription has expired.
 */
export function prescriptionToday(now: Date): string {
  return new Date(now.getTime() + EARLIEST_ZONE_HOURS * 3_600_000).toISOString().slice(0, 10);
}

/**
 * The details with the expiry stated or by default: what a cart line and an order keep, so the
 * order says the expiry it was judged by, whatever the setting becomes later.
 */
export function detailsWithExpiry(kept: PrescriptionDetails, validYears: number): PrescriptionDetails {
  return { ...kept, expiry_date: expiryOf(kept, validYears) };
}

/** What the book answers of the dates and the near PD beside the kept details. */
export interface WorkedOutDetails {
  /** Tenths of a millimetre, stated or worked out from the distance PD; null without any PD. */
  nearPd: { tenths: number; computed: boolean } | null;
  /** The stated expiry, or the default from the exam date; null when neither date is stated. */
  expiryDate: string | null;
  expiryComputed: boolean;
  expired: boolean;
}

export function workedOutDetails(
  pd: DistancePd,
  kept: PrescriptionDetails,
  rules: { today: string; validYears: number },
): WorkedOutDetails {
  const expiryDate = expiryOf(kept, rules.validYears);
  return {
    nearPd: nearPdOf(pd, kept),
    expiryDate,
    expiryComputed: expiryDate !== null && kept.expiry_date === null,
    expired: prescriptionExpired(kept, rules.today, rules.validYears),
  };
}

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** "Jul 1, 2025" in the shopper's own time zone (coupons load in the browser). */
export function formatCouponDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DAY.format(date);
}

/** "Valid 30 days after you claim it", or when the offer ends. */
export function claimWindowText(validDays: number | null, endsAt: string): string {
  const ends = `Offer ends ${formatCouponDate(endsAt)}`;
  return validDays === null ? `${ends}.` : `Valid ${validDays} days after you claim it. ${ends}.`;
}

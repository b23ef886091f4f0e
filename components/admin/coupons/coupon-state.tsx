import type { CouponAdminState } from '@/lib/shop/coupon-rules';
import { StatusBadge, type BadgeTone } from '../ui/status-badge';

const STATES: Readonly<Record<CouponAdminState, { label: string; tone: BadgeTone }>> = {
  active: { label: 'Active', tone: 'good' },
  scheduled: { label: 'Starts later', tone: 'waiting' },
  paused: { label: 'Paused', tone: 'attention' },
  ended: { label: 'Ended', tone: 'closed' },
};

/** A coupon's state in the console as a badge. */
export function CouponStateBadge({ state }: { state: CouponAdminState }) {
  return <StatusBadge tone={STATES[state].tone}>{STATES[state].label}</StatusBadge>;
}

// The daily summary flow's front door (docs/operating.md#alerts): yesterday's orders and revenue,
// the tickets and prescription checks waiting, in the shop's time zone, raised as a staff alert.
import 'server-only';

export { raiseDailySummary } from './daily-summary';

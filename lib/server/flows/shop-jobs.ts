import { fanOutStaffEvents } from '@/lib/server/domain/alerts';
import { sendBackInStockMails } from '@/lib/server/domain/back-in-stock';
import { deleteExpiredFaces } from '@/lib/server/domain/faces';
import type { ShopJob } from '@/lib/server/platform/jobs';
import { deleteUnattachedUploads } from '@/lib/server/domain/lens-flow';
import { deleteOldOutgoingMails, deliverQueuedMails } from '@/lib/server/platform/mail';
import {
  endPrescriptionWaits,
  expireLapsedOrders,
  sendPrescriptionReminders,
  settleWaitingRefunds,
} from '@/lib/server/domain/orders';
import { retryFileDeletes } from '@/lib/server/platform/uploads';
import { deleteOldSiteEvents } from '@/lib/server/domain/statistics';
import { raiseDailySummary } from '@/lib/server/flows/staff-summary';

/**
 * The shop's scheduled work (docs/architecture.md#jobs), each run once per cluster by the job queue
 * (lib/server/platform/jobs) instead of a timer in every instance. Every job is safe to run again: each
 * row it changes is claimed or locked, so a retry after a failure redoes only what is left.
 */
export const SHOP_JOBS: readonly ShopJob[] = [
  // mail written by a committed change and not yet sent (the instance that
  // committed sends it at once; this sends what a crash, a restart or a mail server left behind)
  { name: 'deliver-mail', cron: '* * * * *', atStart: true, run: () => deliverQueuedMails() },
  // docs/operating.md#alerts: staff alerts raised by a change and not yet mailed (the instance that
  // committed mails them at once; this mails what a crash or a failure left behind)
  { name: 'fan-out-staff-alerts', cron: '* * * * *', atStart: true, run: () => fanOutStaffEvents() },
  // the daily summary: every hour, so the shop's midnight in any time zone is met within the hour;
  // the day is its key, so it is raised and mailed once
  { name: 'daily-summary', cron: '3 * * * *', atStart: true, run: () => raiseDailySummary() },
  // unpaid orders past their payment window expire and give their stock back
  { name: 'expire-unpaid-orders', cron: '* * * * *', run: () => expireLapsedOrders() },
  // refunds PayPal or Stripe left unanswered are sent again with their own key
  { name: 'settle-waiting-refunds', cron: '*/2 * * * *', atStart: true, run: () => settleWaitingRefunds() },
  // docs/product.md#prescription-later: reminders on days 2, 5 and 10 of the wait for a prescription,
  // each claimed once; then the orders whose wait ended are cancelled and refunded in full, once
  {
    name: 'send-prescription-reminders',
    cron: '*/15 * * * *',
    atStart: true,
    run: () => sendPrescriptionReminders(),
  },
  { name: 'end-prescription-waits', cron: '*/15 * * * *', atStart: true, run: () => endPrescriptionWaits() },
  // docs/product.md#privacy: saved faces past FACE_RETENTION_DAYS, with their files
  {
    name: 'delete-expired-faces',
    cron: '7 * * * *',
    atStart: true,
    runLimitSeconds: 15 * 60,
    run: () => deleteExpiredFaces(),
  },
  // prescription uploads never attached to a prescription within 24 hours
  {
    name: 'delete-unattached-uploads',
    cron: '17 * * * *',
    atStart: true,
    runLimitSeconds: 15 * 60,
    run: () => deleteUnattachedUploads(),
  },
  // visit statistics past STATISTICS_RETENTION_DAYS
  {
    name: 'delete-old-site-events',
    cron: '27 * * * *',
    atStart: true,
    runLimitSeconds: 15 * 60,
    run: () => deleteOldSiteEvents(),
  },
  // stored files whose delete failed when their row went (the bucket was away)
  { name: 'retry-file-deletes', cron: '*/10 * * * *', atStart: true, run: () => retryFileDeletes() },
  // the outbox is a queue, not an archive (sent and given-up mails after 30 days)
  { name: 'delete-old-outgoing-mails', cron: '37 3 * * *', run: () => deleteOldOutgoingMails() },
  // back-in-stock mails: the backstop for a stock notice an instance missed
  {
    name: 'send-back-in-stock-mails',
    cron: '*/5 * * * *',
    atStart: true,
    run: () => sendBackInStockMails(),
  },
];

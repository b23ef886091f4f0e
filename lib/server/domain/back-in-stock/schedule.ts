import { logger } from '../../platform/logger';
import { onStockChange } from '@/lib/server/platform/page-cache';
import { sendBackInStockMails } from './send-mails';

/**
 * Mails the product's waiting requests as soon as a stock notice names it (migration 0010's
 * triggers, heard by the page cache's listener). Notices are handled one product at a time, so a
 * bulk restock does not open a query per row at once. Answers the function that stops it. The
 * job "send-back-in-stock-mails" (lib/server/flows/shop-jobs.ts) is the backstop for a missed notice.
 */
export function followStockNotices(): () => void {
  const pending = new Set<string>();
  let draining = false;
  const drain = async () => {
    if (draining) return;
    draining = true;
    try {
      for (const code of pending) {
        pending.delete(code);
        await sendBackInStockMails({ productCode: code }).catch((error: unknown) =>
          logger.error({ err: error, product: code }, 'back-in-stock mails failed'),
        );
      }
    } finally {
      draining = false;
    }
  };
  return onStockChange((code) => {
    pending.add(code);
    void drain();
  });
}

import { logger } from '../logger';
import { onStockChange } from '@/lib/server/page-cache';
import { sendBackInStockMails } from './send-mails';

/** The sweep's period: the backstop for a stock change whose notice was missed. */
const SWEEP_MS = 5 * 60_000;

/**
 * Mails the product's waiting requests as soon as a stock notice names it (migration 0010's
 * triggers, heard by the page cache's listener). Notices are handled one product at a time, so a
 * bulk restock does not open a query per row at once. Answers the function that stops it.
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

/**
 * Back-in-stock mails go out when a colour is on sale again (issue 17 point 19): at once on a
 * stock notice, and in a sweep at start and every 5 minutes for anything a notice did not bring
 * (as the unpaid-order and saved-face sweeps run, lib/server/start.ts).
 */
export function startBackInStockMails(): void {
  followStockNotices();
  const sweep = () => {
    sendBackInStockMails().catch((error: unknown) =>
      logger.error({ err: error }, 'the back-in-stock sweep failed'),
    );
  };
  sweep();
  setInterval(sweep, SWEEP_MS).unref();
}

import { forgetCatalogAnswers } from '@/lib/server/domain/catalog';
import { storeSettingsChanged } from '@/lib/server/domain/store-settings';
import { forgetPromotions } from '@/lib/server/domain/promotions';
import { forgetShipping } from '@/lib/server/domain/shipping';
import { forgetTaxes } from '@/lib/server/domain/taxes';
import type { DatabaseHandle, NoticeSubscription } from '@/lib/server/platform/db';
import { logger } from '../logger';
import { expireEverything, expireTags } from './page-cache-handler.mjs';
import { PAGE_CHANGES_CHANNEL, pageChangeOf, stockChangeOf } from './page-changes';

type StockListener = (productCode: string) => void;
const stockListeners = new Set<StockListener>();

/**
 * Calls `listener` with a product's code whenever a notice says its stock may have changed (the
 * back-in-stock mails follow restocks this way). Answers the function that stops it.
 */
export function onStockChange(listener: StockListener): () => void {
  stockListeners.add(listener);
  return () => stockListeners.delete(listener);
}

/** Applies one change notice to this server's page cache, catalog answers and store settings. */
export function applyPageChange(notice: string): void {
  const change = pageChangeOf(notice);
  if (change.taxes) forgetTaxes();
  if (change.tags.length === 0) {
    if (change.taxes) return;
    logger.warn({ notice }, 'unknown page change notice');
    return;
  }
  expireTags(change.tags);
  if (change.catalog) forgetCatalogAnswers();
  if (change.store) storeSettingsChanged();
  if (change.promotions) forgetPromotions();
  if (change.shipping) forgetShipping();
  const restocked = stockChangeOf(notice);
  if (restocked) for (const listener of stockListeners) listener(restocked);
}

/**
 * Keeps this server's rendered pages true to the database: every write to what a page shows
 * sends a notice (migration 0010), on whichever server or by whatever hand it was made, and each
 * server drops the pages it makes out of date. After a gap in the notices, everything goes.
 */
export function listenForPageChanges(handle: DatabaseHandle): Promise<NoticeSubscription> {
  return handle.listen(PAGE_CHANGES_CHANNEL, applyPageChange, () => {
    expireEverything();
    forgetCatalogAnswers();
    storeSettingsChanged();
    forgetPromotions();
    forgetShipping();
    forgetTaxes();
  });
}

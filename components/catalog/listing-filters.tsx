'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import { useModalLayer } from '@/lib/client/use-modal-layer';
import { PLAIN_LISTING, type ListingQuery } from '@/lib/shop/listing-query';
import { CloseIcon } from '@/components/layout/icons';
import { ListingFacetOptions } from './listing-facet-options';
import { ListingFitFilters } from './listing-fit-filters';
import { ListingPriceRange } from './listing-price-range';
import styles from './listing.module.css';

/** Where the filters stop being a sheet and sit beside the results (listing.module.css agrees). */
const SIDEBAR_QUERY = '(min-width: 960px)';

interface Props {
  facets: GoodsAttributes;
  query: ListingQuery;
  /** How many products the listing finds now, for the sheet's "Show N results". */
  total: number;
  /** Whether the listing is loading the answer to the latest change. */
  busy: boolean;
  onNavigate?: (query: ListingQuery) => void;
}

function chosenCount(query: ListingQuery): number {
  const facets = Object.values(query.facets).reduce((sum, values) => sum + (values?.length ?? 0), 0);
  const sizes = (query.fit ? 1 : 0) + (query.pair ? 1 : 0);
  return facets + sizes + (query.price.min !== undefined || query.price.max !== undefined ? 1 : 0);
}

export function showResultsLabel(total: number): string {
  if (total === 0) return 'No results: change the filters';
  return total === 1 ? 'Show 1 result' : `Show ${total} results`;
}

/**
 * The frame filters of a listing (docs/product.md#catalog). On a wide screen they sit beside the
 * results. On a phone they open in a sheet, a modal dialog: focus moves in and stays in, Escape or
 * the close button close it and focus goes back to the Filters button. Each choice applies at once,
 * so the listing behind and the "Show N results" button follow it.
 */
export function ListingFilters({ facets, query, total, busy, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useModalLayer(open, panelRef, close, { returnFocus: openerRef });

  // Widening the window past the phone layout turns the sheet back into the sidebar.
  useEffect(() => {
    if (!open || typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(SIDEBAR_QUERY);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const chosen = chosenCount(query);
  return (
    <aside className={styles.filters} aria-label="Filters">
      <button
        ref={openerRef}
        type="button"
        className={styles.filtersToggle}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
        data-testid="filters-open"
      >
        Filters{chosen > 0 ? ` (${chosen})` : ''}
      </button>
      {open && <div className={styles.sheetScrim} aria-hidden="true" onClick={close} />}
      <div
        ref={panelRef}
        id={panelId}
        className={styles.filtersPanel}
        data-open={open}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
        aria-labelledby={open ? titleId : undefined}
        data-testid="listing-filters"
      >
        <div className={styles.sheetHead}>
          <h2 id={titleId} className={styles.sheetTitle}>
            Filters
          </h2>
          <button
            type="button"
            className={styles.sheetClose}
            aria-label="Close filters"
            onClick={close}
            data-testid="filters-close"
          >
            <CloseIcon />
          </button>
        </div>
        <div className={styles.sheetBody}>
          {/* The price first: on a desktop it sits beside the first results, so they stay in view
              while it is typed and applied (docs/product.md#listing-filters). */}
          <ListingPriceRange price={facets.price} query={query} onNavigate={onNavigate} />
          <ListingFitFilters query={query} onNavigate={onNavigate} />
          <ListingFacetOptions facets={facets} query={query} onNavigate={onNavigate} />
        </div>
        <div className={styles.sheetFoot}>
          <button
            type="button"
            className="button button-secondary"
            disabled={chosen === 0}
            onClick={() => onNavigate?.({ ...PLAIN_LISTING, keyword: query.keyword, sort: query.sort })}
          >
            Clear all
          </button>
          <button
            type="button"
            className="button"
            aria-busy={busy}
            onClick={close}
            data-testid="filters-show-results"
          >
            {showResultsLabel(total)}
          </button>
          {open && (
            <p id={`${panelId}-count`} className="visually-hidden" role="status">
              {busy ? 'Updating the results…' : `${total} ${total === 1 ? 'style matches' : 'styles match'}`}
            </p>
          )}
        </div>
      </div>
    </aside>
  );
}

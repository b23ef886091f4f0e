'use client';

import { useId, useState, type FormEvent } from 'react';
import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import {
  isChosen,
  LISTING_FACET_NAMES,
  toggleFacet,
  type ListingFacet,
  type ListingQuery,
} from '@/lib/shop/listing-query';
import styles from './listing.module.css';

const FACET_TITLES: Record<ListingFacet, string> = {
  shape: 'Shape',
  material: 'Material',
  rim: 'Rim',
  color: 'Colour',
  size: 'Size',
  gender: 'Gender',
};

interface Props {
  facets: GoodsAttributes;
  query: ListingQuery;
  onNavigate?: (query: ListingQuery) => void;
}

/** The frame filters of a listing (DESIGN §4 "Catalog"), with product counts from /api/goods/attribute. */
export function ListingFilters({ facets, query, onNavigate }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <aside className={styles.filters} aria-label="Filters">
      <button
        type="button"
        className={styles.filtersToggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        Filters
      </button>
      <div id={panelId} className={styles.filtersPanel} data-open={open} data-testid="listing-filters">
        {LISTING_FACET_NAMES.map((facet) =>
          facets[facet].length > 0 ? (
            <fieldset key={facet} className={styles.facet}>
              <legend>{FACET_TITLES[facet]}</legend>
              {facets[facet].map((option) => (
                <label key={option.value} className={styles.option}>
                  <input
                    type="checkbox"
                    name={facet}
                    value={option.value}
                    checked={isChosen(query, facet, option.value)}
                    onChange={() => onNavigate?.(toggleFacet(query, facet, option.value))}
                    data-testid={`filter-${facet}-${option.value}`}
                  />
                  {'hex' in option && (
                    <span
                      aria-hidden="true"
                      className={styles.swatch}
                      style={{ background: String(option.hex) }}
                    />
                  )}
                  <span>{option.label}</span>
                  <span className={styles.optionCount}>{option.count}</span>
                </label>
              ))}
            </fieldset>
          ) : null,
        )}
        <PriceRange
          key={`${query.price.min}-${query.price.max}`}
          facets={facets}
          query={query}
          onNavigate={onNavigate}
        />
      </div>
    </aside>
  );
}

function PriceRange({ facets, query, onNavigate }: Props) {
  const [min, setMin] = useState(query.price.min?.toString() ?? '');
  const [max, setMax] = useState(query.price.max?.toString() ?? '');
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const read = (text: string) => (/^\d{1,6}$/.test(text.trim()) ? Number(text) : undefined);
    const [low, high] = [read(min), read(max)];
    const price =
      low !== undefined && high !== undefined && low > high
        ? { min: high, max: low }
        : { min: low, max: high };
    onNavigate?.({ ...query, price, page: 1 });
  };
  const floor = Math.floor(facets.price.minCents / 100);
  const ceiling = Math.ceil(facets.price.maxCents / 100);
  return (
    <form className={styles.facet} onSubmit={apply} data-testid="filter-price">
      <fieldset>
        <legend>Price (US$)</legend>
        <div className={styles.priceRow}>
          <label>
            <span className="visually-hidden">Lowest price in US dollars</span>
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              placeholder={String(floor)}
              value={min}
              onChange={(e) => setMin(e.target.value)}
            />
          </label>
          <span aria-hidden="true">–</span>
          <label>
            <span className="visually-hidden">Highest price in US dollars</span>
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              placeholder={String(ceiling)}
              value={max}
              onChange={(e) => setMax(e.target.value)}
            />
          </label>
          <button type="submit">Apply</button>
        </div>
      </fieldset>
    </form>
  );
}

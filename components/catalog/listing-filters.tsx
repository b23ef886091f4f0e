'use client';

import { useId, useState, type FormEvent } from 'react';
import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import {
  isChosen,
  LISTING_FACET_NAMES,
  priceRangeOf,
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
    onNavigate?.({ ...query, price: priceRangeOf(min.trim(), max.trim()), page: 1 });
  };
  const floor = Math.floor(facets.price.minCents / 100);
  const ceiling = Math.ceil(facets.price.maxCents / 100);
  return (
    <form className={styles.facet} onSubmit={apply} data-testid="filter-price">
      <fieldset>
        <legend>Price (US$)</legend>
        <div className={styles.priceRow}>
          <PriceEnd label="Lowest price in US dollars" placeholder={floor} value={min} onChange={setMin} />
          <span aria-hidden="true">–</span>
          <PriceEnd label="Highest price in US dollars" placeholder={ceiling} value={max} onChange={setMax} />
          <button type="submit">Apply</button>
        </div>
      </fieldset>
    </form>
  );
}

interface PriceEndProps {
  label: string;
  placeholder: number;
  value: string;
  onChange: (value: string) => void;
}

/** One end of the price range. */
function PriceEnd({ label, placeholder, value, onChange }: PriceEndProps) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        inputMode="numeric"
        pattern="[0-9]*"
        placeholder={String(placeholder)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

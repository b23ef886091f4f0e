'use client';

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
  lenses: 'Lenses',
};

interface Props {
  facets: GoodsAttributes;
  query: ListingQuery;
  onNavigate?: (query: ListingQuery) => void;
}

/**
 * The frame filters' values with what each would show (counts follow the selection). A value the
 * selection leaves empty stays in its place, dimmed and not choosable, unless it is chosen already,
 * so it can always be unchosen.
 */
export function ListingFacetOptions({ facets, query, onNavigate }: Props) {
  return LISTING_FACET_NAMES.map((facet) =>
    facets[facet].length > 0 ? (
      <fieldset key={facet} className={styles.facet}>
        <legend>{FACET_TITLES[facet]}</legend>
        {facets[facet].map((option) => {
          const chosen = isChosen(query, facet, option.value);
          const empty = option.count === 0 && !chosen;
          return (
            <label key={option.value} className={styles.option} data-empty={empty ? 'true' : undefined}>
              <input
                type="checkbox"
                name={facet}
                value={option.value}
                checked={chosen}
                disabled={empty}
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
              <span className={styles.optionCount} data-testid={`filter-count-${facet}-${option.value}`}>
                {option.count}
              </span>
            </label>
          );
        })}
      </fieldset>
    ) : null,
  );
}

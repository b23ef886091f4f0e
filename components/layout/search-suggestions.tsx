'use client';

import { Price } from '@/components/catalog/price';
import { LazyImage } from '@/components/ui/lazy-image';
import type { LoadedSuggestions } from '@/lib/client/search-suggestions';
import type { SuggestionOption } from '@/lib/client/suggestion-options';
import styles from './search-suggestions.module.css';

const GROUP_NAMES: Record<SuggestionOption['group'], string> = {
  products: 'Frames and more',
  categories: 'Categories',
  articles: 'Help articles',
  search: 'Search',
};

/**
 * The search box's suggestions as the shopper types: a WAI-ARIA combobox's listbox, in groups.
 * Focus stays in the field; the arrow keys move the active option (aria-activedescendant, kept by
 * components/layout/search-box.tsx) and a click or Enter opens it (docs/product.md#search-typeahead).
 */
export function SearchSuggestions({
  loaded,
  listboxId,
  activeId,
  onPick,
}: {
  loaded: LoadedSuggestions;
  listboxId: string;
  activeId: string | undefined;
  onPick: (option: SuggestionOption) => void;
}) {
  const { suggestions, options } = loaded;
  const groups = (['products', 'categories', 'articles', 'search'] as const)
    .map((group) => ({ group, options: options.filter((option) => option.group === group) }))
    .filter(({ options: inGroup }) => inGroup.length > 0);
  const productOf = new Map(suggestions.products.map((product) => [`/details/${product.code}`, product]));
  return (
    <div className={styles.popup} data-testid="search-suggestions">
      {suggestions.correctedKeyword ? (
        <p className={styles.note}>
          Showing suggestions for <strong>{suggestions.correctedKeyword}</strong>
        </p>
      ) : null}
      <div role="listbox" id={listboxId} aria-label="Search suggestions">
        {groups.map(({ group, options: inGroup }) => (
          <div role="group" key={group} aria-label={GROUP_NAMES[group]} className={styles.group}>
            {/* Seen, and read out as the group's name. */}
            <div aria-hidden="true" className={styles.groupName}>
              {GROUP_NAMES[group]}
            </div>
            {inGroup.map((option) => {
              const product = productOf.get(option.href);
              return (
                <div
                  key={option.id}
                  id={option.id}
                  role="option"
                  aria-selected={option.id === activeId}
                  className={styles.option}
                  data-group={group}
                  data-testid="search-suggestion"
                  // Keeps focus in the field, so the pick below is the field's own doing.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onPick(option)}
                >
                  {product ? (
                    <>
                      {product.image ? (
                        // A thumbnail beside the name it shows: decorative to a screen reader.
                        <LazyImage
                          src={product.image.url}
                          alt=""
                          width={48}
                          height={24}
                          className={styles.thumb}
                        />
                      ) : (
                        <span className={styles.thumb} />
                      )}
                      <span className={styles.label}>{option.label}</span>
                      <Price cents={product.salePriceCents ?? product.priceCents} className={styles.price} />
                    </>
                  ) : (
                    <span className={styles.label}>{option.label}</span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

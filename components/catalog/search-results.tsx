import Link from 'next/link';
import { goodsAttributes, listGoods } from '@/lib/server/domain/catalog';
import { listHotSearchWords } from '@/lib/server/domain/content';
import { goodsFiltersOf, listingHref, searchHref, type ListingQuery } from '@/lib/shop/listing-query';
import { listsFrames, LISTINGS, type Listing } from '@/lib/shop/listings';
import { LISTING_PAGE_SIZE } from './listing-page';
import { ListingExplorer } from './listing-explorer';
import { SearchCorrection } from './search-correction';
import { SearchDidYouMean } from './search-did-you-mean';
import styles from './listing.module.css';

/** Where a search can be narrowed to ("/search/:type?" and "/search/accessories", docs/product.md#routes). */
const SEARCH_SCOPES = LISTINGS.filter((listing) =>
  ['eyeglasses', 'sunglasses', 'accessories'].includes(listing.scope),
);
const ANCHOR = 'search-top';

interface Props {
  /** The category searched within, or null for the whole shop. */
  listing: Listing | null;
  query: ListingQuery;
}

/** Keyword results, rendered for the address asked; the listing island takes over from there. */
export async function SearchResults({ listing, query }: Props) {
  const path = `/search${listing ? listing.href : ''}`;
  // Quotes only say "as typed" (docs/product.md#search-words): the words are what the shopper reads.
  const typed = query.keyword?.replaceAll('"', '').trim();
  const scope = listing?.scope;
  const [result, facets, hotWords] = await Promise.all([
    query.keyword
      ? listGoods({
          category: scope,
          keyword: query.keyword,
          filters: goodsFiltersOf(query),
          sort: query.sort,
          page: query.page,
          pageSize: LISTING_PAGE_SIZE,
        })
      : null,
    query.keyword && (!listing || listsFrames(listing))
      ? goodsAttributes({ category: scope, keyword: query.keyword, filters: goodsFiltersOf(query) })
      : null,
    listHotSearchWords(),
  ]);
  const searched = result?.correctedKeyword ?? typed;
  const heading = searched ? `Results for “${searched}”` : 'Search the shop';
  return (
    <div className={`container ${styles.listing}`} data-testid="search-page">
      <header className={styles.header} id={ANCHOR}>
        <h1>{heading}</h1>
        {typed && result?.correctedKeyword ? (
          <SearchCorrection typed={typed} corrected={result.correctedKeyword} />
        ) : null}
        <nav aria-label="Search in" className={styles.scopes}>
          {[null, ...SEARCH_SCOPES].map((option) => {
            const href = listingHref(`/search${option ? option.href : ''}`, {
              ...query,
              facets: {},
              price: {},
              page: 1,
            });
            const current = (option?.scope ?? null) === (scope ?? null);
            // Search pages render per request (no page cache): prefetching each tab on sight made
            // every search cost the server four renders (seen in Chromium).
            return (
              <Link
                key={option?.scope ?? 'all'}
                href={href}
                aria-current={current ? 'page' : undefined}
                prefetch={false}
              >
                {option ? option.name : 'Everything'}
              </Link>
            );
          })}
        </nav>
      </header>
      {result && result.total > 0 ? (
        <ListingExplorer
          path={path}
          scope={scope}
          pageSize={LISTING_PAGE_SIZE}
          initial={{ query, result }}
          facets={facets}
          anchorId={ANCHOR}
        />
      ) : (
        <section className={styles.noResults} data-testid="search-no-results">
          {typed && (
            <p>
              We found nothing for “{typed}”{listing ? ` in ${listing.name}` : ''}.
            </p>
          )}
          {result?.suggestedKeyword ? <SearchDidYouMean suggestion={result.suggestedKeyword} /> : null}
          <h2>Popular searches</h2>
          <ul className={styles.suggestions}>
            {hotWords.list.map((hot) => (
              <li key={hot.word}>
                <Link href={searchHref(hot.word)} prefetch={false}>
                  {hot.word}
                </Link>
              </li>
            ))}
          </ul>
          <h2>Or browse</h2>
          <ul className={styles.suggestions}>
            {LISTINGS.map((option) => (
              <li key={option.scope}>
                <Link href={option.href}>{option.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

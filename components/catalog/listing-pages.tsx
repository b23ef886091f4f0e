import type { MouseEvent } from 'react';
import { listingHref, pageWindow, type ListingQuery } from '@/lib/shop/listing-query';
import styles from './listing.module.css';

interface Props {
  path: string;
  query: ListingQuery;
  pageCount: number;
  onNavigate?: (query: ListingQuery) => void;
}

/** Crawlable page links (real addresses); in the browser a click turns the page without a reload. */
export function ListingPages({ path, query, pageCount, onNavigate }: Props) {
  if (pageCount <= 1) return null;
  const link = (page: number, label: string, extra: { rel?: string; current?: boolean } = {}) => {
    const target = { ...query, page };
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      onNavigate(target);
    };
    return (
      <a
        href={listingHref(path, target)}
        rel={extra.rel}
        aria-current={extra.current ? 'page' : undefined}
        aria-label={label === String(page) ? `Page ${page}` : label}
        onClick={follow}
      >
        {label === String(page) ? page : label}
      </a>
    );
  };
  return (
    <nav aria-label="Pages" className={styles.pages} data-testid="listing-pages">
      {query.page > 1 && link(query.page - 1, 'Previous page', { rel: 'prev' })}
      {pageWindow(query.page, pageCount).map((page, index) =>
        page === 'gap' ? (
          <span key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
            …
          </span>
        ) : (
          <span key={page}>{link(page, String(page), { current: page === query.page })}</span>
        ),
      )}
      {query.page < pageCount && link(query.page + 1, 'Next page', { rel: 'next' })}
    </nav>
  );
}

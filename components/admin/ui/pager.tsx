import Link from 'next/link';
import { listHref, type ListQuery } from './list-params';
import styles from './pager.module.css';

interface Props {
  path: string;
  query: ListQuery;
  page: number;
  pageCount: number;
  total: number;
  /** What the list counts, one and many: ['order', 'orders']. */
  noun: readonly [string, string];
}

/** A list's pages, as links (the server renders each page); nothing when there is only one. */
export function Pager({ path, query, page, pageCount, total, noun: [one, many] }: Props) {
  const summary = (
    <p className={styles.summary} data-testid="pager-summary">
      {total.toLocaleString('en-US')} {total === 1 ? one : many}
      {pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}
    </p>
  );
  if (pageCount <= 1) return <div className={styles.pager}>{summary}</div>;
  return (
    <nav className={styles.pager} aria-label={`Pages of ${many}`}>
      {summary}
      <ul className={styles.links}>
        {page > 1 ? (
          <>
            <li>
              <Link href={listHref(path, query, { page: 1 })} className="button button-secondary">
                First
              </Link>
            </li>
            <li>
              <Link
                href={listHref(path, query, { page: page - 1 })}
                className="button button-secondary"
                rel="prev"
              >
                Previous
              </Link>
            </li>
          </>
        ) : null}
        {page < pageCount ? (
          <li>
            <Link
              href={listHref(path, query, { page: page + 1 })}
              className="button button-secondary"
              rel="next"
              data-testid="pager-next"
            >
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

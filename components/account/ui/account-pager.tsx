import styles from './account-page.module.css';

interface Props {
  /** Names the navigation for screen readers, e.g. "Ticket pages". */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The buttons' words; a history reads better as Newer / Older. */
  previous?: string;
  next?: string;
}

/** Previous / "Page 2 of 5" / Next under a paged account list; nothing when there is one page. */
export function AccountPager({
  label,
  page,
  pageCount,
  onPage,
  previous = 'Previous',
  next = 'Next',
}: Props) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={label}>
      <button
        type="button"
        className="button button-secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {previous}
      </button>
      <span>
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}

import Link from 'next/link';
import styles from './content.module.css';

export const CONTENT_TABS = [
  ['banners', 'Banners'],
  ['words', 'Search words'],
  ['photos', 'Photo wall'],
  ['faq', 'Help articles'],
  ['pages', 'About & why-choose'],
] as const;
export type ContentTab = (typeof CONTENT_TABS)[number][0];

export function contentTabOf(value: string | undefined): ContentTab {
  return CONTENT_TABS.find(([tab]) => tab === value)?.[0] ?? 'banners';
}

/** The content page's sections, one at a time, named in the address. */
export function ContentTabs({ current }: { current: ContentTab }) {
  return (
    <nav aria-label="Content">
      <ul className={styles.tabs}>
        {CONTENT_TABS.map(([tab, label]) => (
          <li key={tab}>
            <Link
              href={`/admin/content?tab=${tab}`}
              className={styles.tab}
              aria-current={tab === current ? 'page' : undefined}
              data-testid={`content-tab-${tab}`}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

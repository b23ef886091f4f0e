'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { HOT_SEARCH_WORDS_KEY, loadHotSearchWords } from '@/lib/client/hot-search-words';
import { searchHref } from '@/lib/shop/listing-query';
import styles from './search-box.module.css';

/**
 * The header search's dropdown: the shop's hot search words, each a link to its search. Loaded
 * with its words once the shopper heads for the search field (components/layout/search-box.tsx).
 */
export function HotSearchWords({
  open,
  listId,
  onChoose,
}: {
  /** Whether the search field is open (focused); the words load either way. */
  open: boolean;
  listId: string;
  onChoose: () => void;
}) {
  const { data: hotWords = [] } = useSWR(HOT_SEARCH_WORDS_KEY, loadHotSearchWords);
  if (!open || hotWords.length === 0) return null;
  return (
    <div className={styles.dropdown} data-testid="hot-search-words">
      <p className={styles.dropdownTitle} id={`${listId}-title`}>
        Popular searches
      </p>
      <ul className={styles.words} aria-labelledby={`${listId}-title`}>
        {hotWords.map((hot) => (
          <li key={hot.id}>
            <Link
              href={searchHref(hot.word)}
              className={styles.word}
              onClick={onChoose}
              data-testid="hot-search-word"
            >
              {hot.word}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

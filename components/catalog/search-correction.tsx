import Link from 'next/link';
import { searchHref } from '@/lib/shop/listing-query';
import { asTypedKeyword } from '@/lib/shop/search-query';
import styles from './search-notes.module.css';

/**
 * Says which words were searched when a misspelt one was corrected, with the way back to the
 * words as typed (docs/product.md#search-words).
 */
export function SearchCorrection({ typed, corrected }: { typed: string; corrected: string }) {
  return (
    <p className={styles.note} data-testid="search-correction">
      Showing results for <strong>{corrected}</strong>.{' '}
      <Link href={searchHref(asTypedKeyword(typed))} prefetch={false}>
        Search for “{typed}” instead
      </Link>
    </p>
  );
}

import Link from 'next/link';
import { searchHref } from '@/lib/shop/listing-query';
import styles from './search-notes.module.css';

/** A keyword that finds something, offered when the shopper's found nothing. */
export function SearchDidYouMean({ suggestion }: { suggestion: string }) {
  return (
    <p className={styles.note} data-testid="search-did-you-mean">
      Did you mean{' '}
      <Link href={searchHref(suggestion)} prefetch={false}>
        {suggestion}
      </Link>
      ?
    </p>
  );
}

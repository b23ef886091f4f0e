'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { HOT_SEARCH_WORDS_KEY, loadHotSearchWords } from '@/lib/client/hot-search-words';
import { searchHref } from '@/lib/shop/listing-query';
import { MenuSection } from './menu-section';
import searchField from '@/components/ui/search-field.module.css';
import styles from './control.module.css';

/**
 * "/control/search" (docs/product.md#routes): the phone's search page. It goes where the header
 * search goes (searchHref); without a script the form still submits to /search?keyword=….
 */
export function ControlSearch() {
  const router = useRouter();
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const { data: hotWords = [] } = useSWR(HOT_SEARCH_WORDS_KEY, loadHotSearchWords);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = keyword.trim();
    if (!text) {
      inputRef.current?.focus();
      return;
    }
    router.push(searchHref(text));
  };

  return (
    <>
      <form role="search" action="/search" method="get" onSubmit={submit} className={styles.search}>
        <label htmlFor={`${id}-keyword`} className={styles.heading}>
          Search frames and sunglasses
        </label>
        <div className={searchField.field}>
          <input
            ref={inputRef}
            id={`${id}-keyword`}
            type="search"
            name="keyword"
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            placeholder="Shapes, colours, materials…"
            autoComplete="off"
            enterKeyHint="search"
            data-testid="control-search-input"
          />
          <button type="submit" className="button" data-testid="control-search-submit">
            Search
          </button>
        </div>
      </form>
      {hotWords.length > 0 ? (
        <MenuSection
          id="control-popular-searches"
          heading="Popular searches"
          entries={hotWords.map((hot) => ({ href: searchHref(hot.word), label: hot.word }))}
        />
      ) : null}
      <p className={styles.note}>
        Looking for help rather than frames? <Link href="/faq">Search the help articles</Link>.
      </p>
    </>
  );
}

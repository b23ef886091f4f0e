'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import useSWR from 'swr';
import { HOT_SEARCH_WORDS_KEY, loadHotSearchWords } from '@/lib/client/hot-search-words';
import { searchHref } from '@/lib/shop/listing-query';
import { SearchIcon } from './icons';
import styles from './search-box.module.css';

/** The header search: a keyword field with the shop's hot search words under it. */
export function SearchBox() {
  const router = useRouter();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const { data: hotWords = [] } = useSWR(HOT_SEARCH_WORDS_KEY, loadHotSearchWords);

  const close = () => {
    setOpen(false);
    inputRef.current?.blur();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = keyword.trim();
    if (!text) {
      inputRef.current?.focus();
      return;
    }
    close();
    router.push(searchHref(text));
  };

  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const escape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    }
  };

  const showHotWords = open && hotWords.length > 0;

  return (
    <form
      role="search"
      // named, so it stays apart from a page's own search form (axe landmark-unique)
      aria-label="Site search"
      className={styles.form}
      onSubmit={submit}
      onBlur={leave}
      onKeyDown={escape}
      action="/search"
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search frames and sunglasses
      </label>
      <div className={styles.field}>
        <SearchIcon size={18} className={styles.leadingIcon} />
        <input
          ref={inputRef}
          id={`${listId}-input`}
          className={styles.input}
          type="search"
          name="keyword"
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onFocus={() => setOpen(true)}
          placeholder="Search frames, shapes, colours…"
          autoComplete="off"
          enterKeyHint="search"
          data-testid="search-input"
        />
        <button type="submit" className={styles.submit} data-testid="search-submit">
          Search
        </button>
      </div>
      {showHotWords ? (
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
                  onClick={close}
                  data-testid="hot-search-word"
                >
                  {hot.word}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </form>
  );
}

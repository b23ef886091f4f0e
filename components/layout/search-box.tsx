'use client';

import { useRouter } from 'next/navigation';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { SearchIcon } from './icons';
import styles from './search-box.module.css';

// The dropdown (with SWR, the words and the search addresses) is fetched when the pointer or focus
// first reaches the search, not with every page (issue 18 point 4).
const HotSearchWords = lazy(() =>
  import('./hot-search-words').then((module) => ({ default: module.HotSearchWords })),
);

/** The header search: a keyword field with the shop's hot search words under it. */
export function SearchBox() {
  const router = useRouter();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const want = () => setWanted(true);

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
    void import('@/lib/shop/listing-query').then(({ searchHref }) => router.push(searchHref(text)));
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

  return (
    <form
      role="search"
      // named, so it stays apart from a page's own search form (axe landmark-unique)
      aria-label="Site search"
      className={styles.form}
      onSubmit={submit}
      onBlur={leave}
      onKeyDown={escape}
      onPointerEnter={want}
      onFocus={want}
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
      {wanted ? (
        // Mounted from the first hover, so the words are in by the time the field opens.
        <Suspense fallback={null}>
          <HotSearchWords open={open} listId={listId} onChoose={close} />
        </Suspense>
      ) : null}
    </form>
  );
}

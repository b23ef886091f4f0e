'use client';

import { useRouter } from 'next/navigation';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import type { LoadedSuggestions } from '@/lib/client/search-suggestions';
import type { SuggestionOption } from '@/lib/client/suggestion-options';
import { useDebouncedCallback } from '@/lib/client/use-debounced-callback';
import { SUGGEST_MIN_CHARACTERS } from '@/lib/shop/search-query';
import { SearchIcon } from './icons';
import styles from './search-box.module.css';

// The dropdown (with SWR, the words and the search addresses) is fetched when the pointer or focus
// first reaches the search, not with every page.
const HotSearchWords = lazy(() =>
  import('./hot-search-words').then((module) => ({ default: module.HotSearchWords })),
);
// The suggestions, their call and their prices, from the first keystroke on.
const SearchSuggestions = lazy(() =>
  import('./search-suggestions').then((module) => ({ default: module.SearchSuggestions })),
);

function suggestionsText(loaded: LoadedSuggestions): string {
  const { products, categories, articles } = loaded.suggestions;
  const counts = [
    [products.length, 'product', 'products'],
    [categories.length, 'category', 'categories'],
    [articles.length, 'help article', 'help articles'],
  ] as const;
  const parts = counts.filter(([count]) => count > 0).map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  if (parts.length === 0) return `No suggestions for “${loaded.keyword}”. Press Enter to search.`;
  return `${parts.join(', ')} suggested. Use the up and down arrows to choose.`;
}

/**
 * The header search: a WAI-ARIA combobox. Empty, it offers the shop's hot search words; from two
 * characters on, once the shopper pauses (the shop's debounce, DEBOUNCE_MS), it suggests products,
 * categories and help articles (docs/product.md#search-typeahead).
 */
export function SearchBox() {
  const router = useRouter();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const [loaded, setLoaded] = useState<LoadedSuggestions | undefined>(undefined);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef<AbortController | undefined>(undefined);
  const listId = useId();
  const listboxId = `${listId}-suggestions`;
  const want = () => setWanted(true);

  useEffect(() => () => inFlight.current?.abort(), []);

  const suggest = async (text: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const { loadSearchSuggestions } = await import('@/lib/client/search-suggestions');
      const answer = await loadSearchSuggestions(text, listboxId, controller.signal);
      if (controller.signal.aborted) return;
      setLoaded(answer);
      setActive(-1);
      setAnnouncement(suggestionsText(answer));
    } catch {
      if (!controller.signal.aborted) setLoaded(undefined);
    }
  };
  const suggestLater = useDebouncedCallback((text: string) => void suggest(text));

  const type = (value: string) => {
    setKeyword(value);
    setOpen(true);
    setActive(-1);
    suggestLater.cancel();
    inFlight.current?.abort();
    const text = value.trim();
    if (text.length < SUGGEST_MIN_CHARACTERS) {
      setLoaded(undefined);
      setAnnouncement('');
      return;
    }
    suggestLater.later(text);
  };

  // Suggestions are shown only for what the field still says.
  const current = loaded && loaded.keyword === keyword.trim() ? loaded : undefined;
  const shown = open ? current : undefined;
  const options = current?.options ?? [];
  const activeOption = active >= 0 ? options[active] : undefined;

  const close = () => {
    setOpen(false);
    setActive(-1);
    inputRef.current?.blur();
  };

  const pick = (option: SuggestionOption) => {
    close();
    router.push(option.href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (activeOption) {
      pick(activeOption);
      return;
    }
    const text = keyword.trim();
    if (!text) {
      inputRef.current?.focus();
      return;
    }
    suggestLater.cancel();
    close();
    void import('@/lib/shop/listing-query').then(({ searchHref }) => router.push(searchHref(text)));
  };

  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpen(false);
      setActive(-1);
    }
  };

  const keys = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === 'Escape' && open) {
      // The first Escape closes the list and keeps the words (a search field's own Escape would
      // clear them); a second one clears them, as the combobox pattern has it.
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
      return;
    }
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      // Closed, an arrow opens the list again; open, it moves through the options.
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end the active option is none: the field itself, as the pattern has it.
      setActive((current) => {
        const next = current + step;
        if (current === -1 && step === -1) return options.length - 1;
        return next < 0 || next >= options.length ? -1 : next;
      });
    }
  };

  const expanded = Boolean(shown);
  return (
    <form
      role="search"
      // named, so it stays apart from a page's own search form (axe landmark-unique)
      aria-label="Site search"
      className={styles.form}
      onSubmit={submit}
      onBlur={leave}
      onKeyDown={keys}
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
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={activeOption?.id}
          value={keyword}
          onChange={(event) => type(event.target.value)}
          onFocus={() => setOpen(true)}
          placeholder="Search frames, shapes, colours…"
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          data-testid="search-input"
        />
        <button type="submit" className={styles.submit} data-testid="search-submit">
          Search
        </button>
      </div>
      <p role="status" className="visually-hidden" data-testid="search-suggestions-status">
        {open ? announcement : ''}
      </p>
      {shown ? (
        <Suspense fallback={null}>
          <SearchSuggestions loaded={shown} listboxId={listboxId} activeId={activeOption?.id} onPick={pick} />
        </Suspense>
      ) : wanted && keyword.trim().length < SUGGEST_MIN_CHARACTERS ? (
        // Mounted from the first hover, so the words are in by the time the field opens.
        <Suspense fallback={null}>
          <HotSearchWords open={open} listId={listId} onChoose={close} />
        </Suspense>
      ) : null}
    </form>
  );
}

'use client';

import Link from 'next/link';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { callApi } from '@/lib/api';
import { questionSearchAddress } from '@/lib/contract/catalog-addresses';
import type { FaqSummary } from '@/lib/contract/calls/question';
import { useDebouncedCallback } from '@/lib/client/use-debounced-callback';
import { faqArticlePath } from '@/lib/seo/faq-structured-data';
import { withMinimumDelay } from '@/lib/shop/timing';
import searchField from '@/components/ui/search-field.module.css';
import styles from './faq.module.css';

/** Fewer letters than this match almost everything, so the search waits for more. */
const MIN_KEYWORD_LENGTH = 2;
const RESULT_LIMIT = 10;

type SearchState =
  | { kind: 'idle' }
  | { kind: 'searching'; keyword: string }
  | { kind: 'found'; keyword: string; articles: FaqSummary[] }
  | { kind: 'failed' };

function statusText(state: SearchState): string {
  switch (state.kind) {
    case 'idle':
      return '';
    case 'searching':
      return 'Searching…';
    case 'failed':
      return 'Search is not available right now. Please browse the topics below.';
    case 'found': {
      const { length } = state.articles;
      if (length === 0) return `No articles match “${state.keyword}”.`;
      return `${length} ${length === 1 ? 'article matches' : 'articles match'} “${state.keyword}”.`;
    }
  }
}

/**
 * Search as you type over the help articles (/api/question/search). A client island: the page
 * around it is cached, so it cannot read a ?q= from the address; the topics under it need no script.
 * docs/product.md#constants: typing searches once the shopper pauses (debounce 600 ms), and
 * "Searching…" shows for at least the fetch minimum delay (200 ms) rather than flashing.
 */
export function FaqSearch() {
  const id = useId();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<SearchState>({ kind: 'idle' });
  const inFlight = useRef<AbortController | undefined>(undefined);

  useEffect(() => () => inFlight.current?.abort(), []);

  const search = async (text: string) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setState({ kind: 'searching', keyword: text });
    try {
      const { list } = await withMinimumDelay(() =>
        callApi(
          questionSearchAddress,
          { keyword: text, limit: RESULT_LIMIT },
          // the island says itself when search fails; no snackbar on top
          { tip: false, signal: controller.signal },
        ),
      );
      if (!controller.signal.aborted) setState({ kind: 'found', keyword: text, articles: list });
    } catch {
      if (!controller.signal.aborted) setState({ kind: 'failed' });
    }
  };
  const searchLater = useDebouncedCallback((text: string) => void search(text));

  const type = (value: string) => {
    setKeyword(value);
    searchLater.cancel();
    inFlight.current?.abort();
    const text = value.trim();
    if (text.length < MIN_KEYWORD_LENGTH) {
      setState({ kind: 'idle' });
      return;
    }
    searchLater.later(text);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = keyword.trim();
    searchLater.cancel();
    if (text.length >= MIN_KEYWORD_LENGTH) void search(text);
  };

  const articles = state.kind === 'found' ? state.articles : [];

  return (
    <div className={styles.search}>
      <form role="search" onSubmit={submit} aria-label="Help articles" data-testid="faq-search">
        <label htmlFor={`${id}-keyword`} className={styles.searchLabel}>
          Search the help articles
        </label>
        <div className={searchField.field}>
          <input
            id={`${id}-keyword`}
            type="search"
            name="keyword"
            value={keyword}
            onChange={(event) => type(event.target.value)}
            placeholder="e.g. returns, progressive lenses, PD"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={100}
            aria-describedby={`${id}-status`}
            data-testid="faq-search-input"
          />
          <button type="submit" className="button">
            Search
          </button>
        </div>
      </form>
      <p id={`${id}-status`} role="status" className={styles.searchStatus} data-testid="faq-search-status">
        {statusText(state)}
      </p>
      {articles.length > 0 ? (
        <ul className={styles.articleList} aria-label="Matching articles" data-testid="faq-search-results">
          {articles.map((article) => (
            <li key={article.id}>
              <Link href={faqArticlePath(article.slug)} className={styles.articleLink}>
                {article.title}
              </Link>
              <p className={styles.articleSummary}>{article.summary}</p>
            </li>
          ))}
        </ul>
      ) : null}
      {state.kind === 'found' && articles.length === 0 ? (
        <p className={styles.searchHint}>
          Try another word, browse the topics below, or <Link href="/contact-us">ask us directly</Link>.
        </p>
      ) : null}
    </div>
  );
}

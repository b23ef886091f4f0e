'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ConsoleFindAnswer } from '@/lib/contract/calls/admin/find';
import { CONSOLE_SEARCH_MAX, CONSOLE_SEARCH_MIN } from '@/lib/shop/console-search';
import { consoleFind } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { hitsOf, resultsLabel } from './search-words';
import styles from './console-search.module.css';

/** Quiet time after the last key before the header asks. */
const CONSOLE_SEARCH_DEBOUNCE_MS = 250;

/**
 * The console header's search (docs/operating.md#console-search): an ARIA 1.2 combobox whose
 * listbox holds the hits by kind, each a link to the object's page. Arrow keys move through the
 * hits, Enter opens the one chosen, Escape closes the list (and then clears the box). On a phone the
 * box sits behind a search button so the bar keeps its width.
 */
export function ConsoleSearch() {
  const id = useId();
  const listId = `${id}-hits`;
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const asked = useRef(0);
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<ConsoleFindAnswer | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);

  const wanted = text.trim();
  useEffect(() => {
    // a shorter text shows no list (answered below); a late answer to an older text is dropped
    if (wanted.length < CONSOLE_SEARCH_MIN) {
      asked.current += 1;
      return;
    }
    const ask = ++asked.current;
    const timer = window.setTimeout(() => {
      callConsole(consoleFind, { text: wanted }).then(
        (found) => {
          if (ask !== asked.current) return;
          setFailed(false);
          setAnswer(found);
          setActive(-1);
        },
        () => ask === asked.current && setFailed(true),
      );
    }, CONSOLE_SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [wanted]);

  const hits = hitsOf(answer);
  const answered = open && answer !== null && wanted.length >= CONSOLE_SEARCH_MIN;
  const expanded = answered && hits.length > 0;
  const optionId = (index: number) => `${id}-hit-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (href: string) => {
    close();
    setText('');
    setShown(false);
    router.push(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      const last = hits.length - 1;
      if (event.key === 'ArrowDown') setActive((now) => (now >= last ? 0 : now + 1));
      else setActive((now) => (now <= 0 ? last : now - 1));
    } else if (event.key === 'Enter') {
      const hit = hits[active];
      if (expanded && hit) {
        event.preventDefault();
        go(hit.href);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else if (text) setText('');
      else setShown(false);
    }
  };

  let index = -1;
  return (
    <div className={shown ? `${styles.holder} ${styles.shown}` : styles.holder} data-testid="console-search">
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={shown}
        aria-controls={`${id}-box`}
        onClick={() => {
          setShown(!shown);
          if (!shown) window.setTimeout(() => input.current?.focus(), 0);
        }}
        data-testid="console-search-toggle"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className={styles.mark}>
          <circle cx="11" cy="11" r="6" />
          <path d="m16 16 4 4" />
        </svg>
        <span className="visually-hidden">Search the console</span>
      </button>
      <div id={`${id}-box`} className={styles.box} role="search" aria-label="Console">
        <label htmlFor={`${id}-input`} className="visually-hidden">
          Look up orders, shoppers, products and tickets
        </label>
        <input
          ref={input}
          id={`${id}-input`}
          type="text"
          role="combobox"
          className={styles.input}
          placeholder="Find an order, customer, product…"
          autoComplete="off"
          spellCheck={false}
          maxLength={CONSOLE_SEARCH_MAX}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => window.setTimeout(close, 150)}
          onKeyDown={onKeyDown}
          data-testid="console-search-input"
        />
        <div
          id={listId}
          role="listbox"
          aria-label="Found"
          className={styles.list}
          hidden={!expanded}
          data-testid="console-search-list"
        >
          {answer?.groups
            .filter((group) => group.hits.length > 0)
            .map((group) => (
              <div
                key={group.kind}
                role="group"
                aria-labelledby={`${id}-${group.kind}`}
                className={styles.group}
              >
                <div id={`${id}-${group.kind}`} role="presentation" className={styles.groupName}>
                  {group.label}
                </div>
                {group.hits.map((hit) => {
                  index += 1;
                  const mine = index;
                  return (
                    <Link
                      key={hit.href}
                      id={optionId(mine)}
                      href={hit.href}
                      role="option"
                      tabIndex={-1}
                      aria-selected={mine === active}
                      className={styles.hit}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={(event) => {
                        event.preventDefault();
                        go(hit.href);
                      }}
                      data-testid="console-search-hit"
                    >
                      <span className={styles.title}>{hit.title}</span>
                      <span className={styles.detail}>{hit.detail}</span>
                    </Link>
                  );
                })}
              </div>
            ))}
        </div>
        {answered && hits.length === 0 ? (
          <p className={styles.empty} data-testid="console-search-empty">
            Nothing found.
          </p>
        ) : null}
        {/* said when the hits change, never interrupting */}
        <span className="visually-hidden" role="status" data-testid="console-search-status">
          {failed ? 'The search did not answer. Try again.' : answered ? resultsLabel(hits.length) : ''}
        </span>
      </div>
    </div>
  );
}

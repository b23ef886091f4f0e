'use client';

import { useState, type FormEvent } from 'react';
import { contentHotWordAdd, contentHotWordOrder, contentHotWordRemove } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import formStyles from '../ui/console-form.module.css';
import { useConsoleAction } from '../ui/use-console-action';
import styles from './content.module.css';
import { moved } from './send-content-form';

interface Word {
  id: number;
  word: string;
}

/** The words suggested under the search box: add, move, remove. */
export function HotWordsEditor({ words }: { words: Word[] }) {
  const [word, setWord] = useState('');
  const { busy, error, setError, act } = useConsoleAction();
  const ids = words.map((entry) => entry.id);

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!word.trim()) {
      setError('Give the word.');
      return;
    }
    if (await act(() => callConsole(contentHotWordAdd, { word: word.trim() }))) setWord('');
  };

  return (
    <section aria-labelledby="words-title">
      <h2 id="words-title">Suggested search words</h2>
      <p className={styles.muted}>Shown under the search box, in this order.</p>
      <ol className={styles.list} data-testid="hot-word-list">
        {words.map((entry, index) => (
          <li key={entry.id} className={styles.inlineForm}>
            <span>{entry.word}</span>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || index === 0}
              aria-label={`Move “${entry.word}” up`}
              onClick={() => void act(() => callConsole(contentHotWordOrder, { ids: moved(ids, index, -1) }))}
            >
              ↑
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy || index === words.length - 1}
              aria-label={`Move “${entry.word}” down`}
              onClick={() => void act(() => callConsole(contentHotWordOrder, { ids: moved(ids, index, 1) }))}
            >
              ↓
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              aria-label={`Remove “${entry.word}”`}
              onClick={() => void act(() => callConsole(contentHotWordRemove, { id: entry.id }))}
            >
              Remove
            </button>
          </li>
        ))}
      </ol>
      <form className={styles.inlineForm} onSubmit={(event) => void add(event)} noValidate>
        <label>
          New word{' '}
          <input
            type="text"
            maxLength={40}
            value={word}
            onChange={(event) => setWord(event.target.value)}
            data-testid="hot-word-input"
          />
        </label>
        <button type="submit" className="button" disabled={busy} data-testid="hot-word-add">
          Add
        </button>
      </form>
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

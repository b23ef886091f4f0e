'use client';

import { useId, useState, type FormEvent } from 'react';
import styles from '../content/content.module.css';

export interface SynonymDraft {
  words: string;
  means: string[];
}

/** One synonym's words and meanings, as a small form: the console's rows and its "new" line. */
export function SynonymForm({
  initial,
  busy,
  submitLabel,
  onSave,
  onRemove,
  clearOnSave = false,
}: {
  initial: SynonymDraft;
  busy: boolean;
  submitLabel: string;
  onSave: (draft: SynonymDraft) => Promise<boolean>;
  onRemove?: () => void;
  clearOnSave?: boolean;
}) {
  const id = useId();
  const [words, setWords] = useState(initial.words);
  const [means, setMeans] = useState(initial.means.join(', '));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = {
      words: words.trim(),
      means: means
        .split(',')
        .map((phrase) => phrase.trim())
        .filter(Boolean),
    };
    if ((await onSave(draft)) && clearOnSave) {
      setWords('');
      setMeans('');
    }
  };

  return (
    <form className={styles.inlineForm} onSubmit={(event) => void submit(event)} data-testid="synonym-form">
      <label htmlFor={`${id}-words`}>Shoppers type</label>
      <input
        id={`${id}-words`}
        type="text"
        maxLength={60}
        required
        value={words}
        onChange={(event) => setWords(event.target.value)}
        data-testid="synonym-words"
      />
      <label htmlFor={`${id}-means`}>Also find</label>
      <input
        id={`${id}-means`}
        type="text"
        maxLength={400}
        required
        value={means}
        onChange={(event) => setMeans(event.target.value)}
        data-testid="synonym-means"
      />
      <button type="submit" className="button" disabled={busy}>
        {submitLabel}
      </button>
      {onRemove ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          aria-label={`Remove “${initial.words}”`}
          onClick={onRemove}
        >
          Remove
        </button>
      ) : null}
    </form>
  );
}

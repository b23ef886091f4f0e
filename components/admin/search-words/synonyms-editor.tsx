'use client';

import { searchSynonymRemove, searchSynonymSave } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminSynonym } from '@/lib/contract/calls/admin/search';
import formStyles from '../ui/console-form.module.css';
import { useConsoleAction } from '../ui/use-console-action';
import styles from '../content/content.module.css';
import { SynonymForm, type SynonymDraft } from './synonym-form';

/** The search synonyms: each row's words and meanings, changed in place; a new one below. */
export function SynonymsEditor({ synonyms }: { synonyms: AdminSynonym[] }) {
  const { busy, error, act } = useConsoleAction();

  const save = (draft: SynonymDraft, id?: number) =>
    act(() => callConsole(searchSynonymSave, { ...(id === undefined ? {} : { id }), ...draft }));

  return (
    <section aria-labelledby="synonyms-title">
      <h2 id="synonyms-title">Synonyms</h2>
      <p className={styles.muted}>
        A search for the words also finds each meaning (meanings separated by commas). Misspellings the
        shop&apos;s own words are close to are corrected without a synonym.
      </p>
      <ul className={styles.list} data-testid="synonym-list">
        {synonyms.map((synonym) => (
          <li key={synonym.id}>
            <SynonymForm
              initial={{ words: synonym.words, means: synonym.means }}
              busy={busy}
              submitLabel="Save"
              onSave={(draft) => save(draft, synonym.id)}
              onRemove={() => void act(() => callConsole(searchSynonymRemove, { id: synonym.id }))}
            />
          </li>
        ))}
      </ul>
      <h3>New synonym</h3>
      <SynonymForm
        initial={{ words: '', means: [] }}
        busy={busy}
        submitLabel="Add"
        onSave={save}
        clearOnSave
      />
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

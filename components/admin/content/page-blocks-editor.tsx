'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { FormField } from '@/components/content/form-field';
import { contentPageBlockReset, contentPageBlockSave } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminPageBlock } from '@/lib/contract/calls/admin/content';
import formStyles from '../ui/console-form.module.css';
import { formatDateTime } from '../ui/console-format';
import styles from './content.module.css';
import { MarkdownPreview } from './markdown-preview';

const PAGE_TITLES = {
  about: 'About us (/about-us)',
  'why-choose': 'Why choose Oculo (/why-choose-oculo)',
} as const;

/** The about and why-choose pages' blocks: change one, or bring its built-in text back. */
export function PageBlocksEditor({ blocks }: { blocks: AdminPageBlock[] }) {
  return (
    <>
      {(['about', 'why-choose'] as const).map((page) => (
        <section key={page} aria-labelledby={`blocks-${page}`}>
          <h2 id={`blocks-${page}`}>{PAGE_TITLES[page]}</h2>
          <div className={styles.list}>
            {blocks
              .filter((block) => block.page === page)
              .map((block) => (
                <BlockForm key={`${block.page}/${block.key}/${block.updatedAt ?? ''}`} block={block} />
              ))}
          </div>
        </section>
      ))}
    </>
  );
}

const FIELDS = ['heading', 'body'] as const;

function BlockForm({ block }: { block: AdminPageBlock }) {
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountFormState(FIELDS, { heading: block.heading, body: block.body });
  const id = `block-${block.page}-${block.key}`;

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const problems = {
      ...(form.values.heading.trim() ? {} : { heading: 'Give the heading.' }),
      ...(form.values.body.trim() ? {} : { body: 'Give the text.' }),
    };
    void form.submit(problems, async () => {
      await callConsole(contentPageBlockSave, { page: block.page, key: block.key, ...form.values });
      setDone('Saved. The page shows it within seconds.');
      router.refresh();
    });
  };

  const reset = () => {
    setDone(null);
    void form.submit({}, async () => {
      const answer = await callConsole(contentPageBlockReset, { page: block.page, key: block.key });
      form.setValues({ heading: answer.heading, body: answer.body });
      setDone('The built-in text is back.');
      router.refresh();
    });
  };

  return (
    <form className={`${formStyles.form} ${styles.block}`} onSubmit={save} noValidate data-testid={id}>
      <h3 className={styles.itemTitle}>{block.label}</h3>
      <p className={styles.muted}>
        {block.edited ? `Changed ${formatDateTime(block.updatedAt)}` : 'The built-in text'}
      </p>
      <FormField id={`${id}-heading`} label="Heading" error={form.errors.heading}>
        {(control) => (
          <input
            {...control}
            ref={form.register('heading')}
            type="text"
            value={form.values.heading}
            onChange={(event) => form.change('heading', event.target.value)}
          />
        )}
      </FormField>
      <div className={styles.editor}>
        <FormField id={`${id}-body`} label="Text (Markdown)" error={form.errors.body}>
          {(control) => (
            <textarea
              {...control}
              ref={form.register('body')}
              rows={6}
              className={styles.markdown}
              value={form.values.body}
              onChange={(event) => form.change('body', event.target.value)}
            />
          )}
        </FormField>
        <MarkdownPreview markdown={form.values.body} />
      </div>
      {form.message ? (
        <p className={formStyles.formError} role="alert">
          {form.message}
        </p>
      ) : null}
      {done ? (
        <p className={formStyles.done} role="status">
          {done}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.sending}>
          Save
        </button>
        {block.edited ? (
          <button type="button" className="button button-secondary" disabled={form.sending} onClick={reset}>
            Bring back the built-in text
          </button>
        ) : null}
      </div>
    </form>
  );
}

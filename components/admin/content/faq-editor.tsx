'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { FormField } from '@/components/content/form-field';
import { faqTopicLabel } from '@/components/content/faq-topics';
import { contentFaqDelete, contentFaqSave } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminFaqArticle } from '@/lib/contract/calls/admin/content';
import { FAQ_BODY_MAX } from '@/lib/contract/calls/admin/content';
import { FAQ_TOPICS } from '@/lib/contract/formats';
import formStyles from '../ui/console-form.module.css';
import styles from './content.module.css';
import { MarkdownPreview } from './markdown-preview';

const FIELDS = ['slug', 'topic', 'title', 'summary', 'body'] as const;

const MARKDOWN_HINT =
  'Markdown: a blank line starts a paragraph; **bold**, *italic*, - lists, ## headings, [link text](/faq/free-shipping). HTML is shown as text.';

/** The help articles: the list, and the chosen one's Markdown with a preview. */
export function FaqEditor({
  articles,
  chosen,
}: {
  articles: AdminFaqArticle[];
  chosen: AdminFaqArticle | 'new' | null;
}) {
  return (
    <section aria-labelledby="faq-title">
      <h2 id="faq-title">Help articles</h2>
      {chosen ? (
        <ArticleForm key={chosen === 'new' ? 'new' : chosen.id} article={chosen === 'new' ? null : chosen} />
      ) : null}
      <p>
        <Link href="/admin/content?tab=faq&article=new" className="button" data-testid="faq-new">
          New article
        </Link>
      </p>
      <ul className={styles.list} data-testid="faq-list">
        {articles.map((article) => (
          <li key={article.id} className={styles.itemText}>
            <Link href={`/admin/content?tab=faq&article=${article.id}`}>{article.title}</Link>
            <span className={styles.muted}>
              {faqTopicLabel(article.topic)} · /faq/{article.slug}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleForm({ article }: { article: AdminFaqArticle | null }) {
  const router = useRouter();
  const [done, setDone] = useState<string | null>(null);
  const form = useAccountFormState(FIELDS, {
    slug: article?.slug ?? '',
    topic: article?.topic ?? 'shipping',
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    body: article?.body ?? '',
  });

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(null);
    const problems = Object.fromEntries(
      FIELDS.filter((field) => !form.values[field].trim()).map((field) => [field, 'Fill this in.']),
    );
    void form.submit(problems, async () => {
      const saved = await callConsole(contentFaqSave, {
        ...(article ? { id: article.id } : {}),
        ...form.values,
        topic: form.values.topic as (typeof FAQ_TOPICS)[number],
      });
      setDone(`Saved. /faq/${saved.slug} shows it within seconds.`);
      if (article) router.refresh();
      else router.push(`/admin/content?tab=faq&article=${saved.id}`);
    });
  };

  const remove = async () => {
    if (!article || !window.confirm(`Delete “${article.title}”? Its address will answer “not found”.`))
      return;
    try {
      await callConsole(contentFaqDelete, { id: article.id });
      router.push('/admin/content?tab=faq');
    } catch (failure) {
      form.setMessage(failure instanceof Error ? failure.message : 'The article could not be deleted.');
    }
  };

  const input = (field: 'slug' | 'title' | 'summary', label: string, hint?: string) => (
    <FormField id={`faq-${field}`} label={label} hint={hint} error={form.errors[field]}>
      {(control) => (
        <input
          {...control}
          ref={form.register(field)}
          type="text"
          value={form.values[field]}
          onChange={(event) => form.change(field, event.target.value)}
          data-testid={`faq-${field}`}
        />
      )}
    </FormField>
  );

  return (
    <form
      className={`${formStyles.form} ${styles.block}`}
      onSubmit={save}
      noValidate
      aria-busy={form.sending}
    >
      <h3 className={styles.itemTitle}>{article ? `Edit “${article.title}”` : 'New article'}</h3>
      {input('title', 'Question (title)')}
      {input('slug', 'Address', 'Lower-case letters, digits and hyphens: /faq/<address>.')}
      <FormField id="faq-topic" label="Topic" error={form.errors.topic}>
        {(control) => (
          <select
            {...control}
            ref={form.register('topic')}
            value={form.values.topic}
            onChange={(event) => form.change('topic', event.target.value)}
          >
            {FAQ_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {faqTopicLabel(topic)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {input('summary', 'Summary (shown in lists and search results)')}
      <div className={styles.editor}>
        <FormField id="faq-body" label="Answer" hint={MARKDOWN_HINT} error={form.errors.body}>
          {(control) => (
            <textarea
              {...control}
              ref={form.register('body')}
              className={styles.markdown}
              maxLength={FAQ_BODY_MAX}
              value={form.values.body}
              onChange={(event) => form.change('body', event.target.value)}
              data-testid="faq-body"
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
        <button type="submit" className="button" disabled={form.sending} data-testid="faq-save">
          {form.sending ? 'Saving…' : 'Save the article'}
        </button>
        {article ? (
          <button type="button" className={`button ${formStyles.danger}`} onClick={() => void remove()}>
            Delete
          </button>
        ) : null}
      </div>
    </form>
  );
}

'use client';

import { useState } from 'react';
import { contentMarkdownPreview } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import formStyles from '../ui/console-form.module.css';
import faqStyles from '@/components/content/faq.module.css';
import styles from './content.module.css';

/**
 * The editor's preview of Markdown: the server renders it exactly as the storefront does
 * (lib/shop/markdown.ts: no raw HTML, unsafe links as text), so the HTML shown here is the shop's
 * own and safe to insert.
 */
export function MarkdownPreview({ markdown }: { markdown: string }) {
  const [html, setHtml] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const preview = async () => {
    setBusy(true);
    setError(null);
    try {
      setHtml((await callConsole(contentMarkdownPreview, { markdown })).html);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The preview could not be made.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.editor}>
      <div>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void preview()}
          disabled={busy}
          data-testid="markdown-preview-button"
        >
          {busy ? 'Rendering…' : html === null ? 'Preview' : 'Refresh the preview'}
        </button>
      </div>
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
      {html !== null ? (
        <div
          className={`${styles.preview} ${faqStyles.body}`}
          data-testid="markdown-preview"
          aria-label="Preview"
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : null}
    </div>
  );
}

import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './error-view.module.css';

const DEFAULT_MESSAGES: Readonly<Record<number, string>> = {
  404: 'This page could not be found',
  500: 'An error occurred',
  504: 'The shop took too long to answer',
};

export interface ErrorViewProps {
  status: number;
  /** The headline; defaults to a message that fits the status. */
  message?: string;
  /** A sentence of advice under the headline. */
  detail?: string;
  /** Extra actions shown before the link home (e.g. a "Try again" button). */
  actions?: ReactNode;
}

/** The shop's error page body: a status code, a message a shopper understands and a way home. */
export function ErrorView({ status, message, detail, actions }: ErrorViewProps) {
  const headline = message ?? DEFAULT_MESSAGES[status] ?? 'An error occurred';
  return (
    <section className={styles.view} aria-labelledby="error-view-title" data-testid="error-view">
      <p className={styles.status} data-testid="error-status">
        {status}
      </p>
      <h1 id="error-view-title" className={styles.title}>
        {headline}
      </h1>
      <p className={styles.detail}>
        {detail ?? 'Let’s get you back to finding your next favourite pair of frames.'}
      </p>
      <div className={styles.actions}>
        {actions}
        <Link href="/" className="button" data-testid="error-home-link">
          Back to home
        </Link>
      </div>
    </section>
  );
}

'use client';

import { useId, useRef, useState } from 'react';
import { STAFF_LINK_DAYS } from '@/lib/shop/staff-roles';
import styles from './staff.module.css';

/**
 * A member's one-time set-password link, to hand over if the mail does not arrive: shown once,
 * with a button that copies it (or selects it, where the browser may not write the clipboard).
 */
export function OneTimeLink({ email, link }: { email: string; link: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'select' | null>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      input.current?.select();
      setCopied('select');
    }
  };

  return (
    <div className={styles.link} data-testid="one-time-link">
      <label htmlFor={id}>
        One-time link for <strong>{email}</strong> (also sent by mail; it works once, for {STAFF_LINK_DAYS}{' '}
        days):
      </label>
      <div className={styles.linkRow}>
        <input
          id={id}
          ref={input}
          type="text"
          value={link}
          readOnly
          onFocus={(event) => event.target.select()}
          data-testid="one-time-link-value"
        />
        <button type="button" className="button button-secondary" onClick={() => void copy()}>
          Copy link
        </button>
      </div>
      <p className={styles.copyStatus} role="status">
        {copied === 'copied' ? 'Copied.' : copied === 'select' ? 'Selected: press Ctrl+C (⌘C) to copy.' : ''}
      </p>
    </div>
  );
}

'use client';

import { useState, type Ref } from 'react';
import type { FieldControlProps } from '@/components/content/form-field';
import styles from './account-form.module.css';

interface Props {
  control: FieldControlProps;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  testId: string;
  inputRef?: Ref<HTMLInputElement>;
  autoFocus?: boolean;
}

/** A password field with a show/hide switch, so a shopper on a phone can check what they typed. */
export function AccountPasswordInput({
  control,
  value,
  onChange,
  autoComplete,
  testId,
  inputRef,
  autoFocus,
}: Props) {
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.password}>
      <input
        {...control}
        ref={inputRef}
        type={shown ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={128}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
        data-autofocus={autoFocus ? '' : undefined}
      />
      <button
        type="button"
        className={styles.reveal}
        aria-pressed={shown}
        aria-controls={control.id}
        onClick={() => setShown((current) => !current)}
        data-testid={`${testId}-toggle`}
      >
        {shown ? 'Hide' : 'Show'}
        <span className="visually-hidden"> password</span>
      </button>
    </div>
  );
}

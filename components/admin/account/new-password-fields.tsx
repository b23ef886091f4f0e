'use client';

import type { FieldControlProps } from '@/components/content/form-field';
import { FormField } from '@/components/content/form-field';
import { AccountPasswordInput } from '@/components/account/ui/account-password-input';

// The new password and its repetition, as the set-password and account pages ask for them.

export const PASSWORDS_DIFFER = 'The two passwords do not match.';

/** What is wrong with a new password and its repetition, before anything is sent. */
export function newPasswordProblems(password: string, repeat: string, minLength: number) {
  const problems: { password?: string; repeat?: string } = {};
  if (password.length < minLength)
    problems.password = `Choose a password of at least ${minLength} characters.`;
  else if (repeat !== password) problems.repeat = PASSWORDS_DIFFER;
  return problems;
}

interface Props {
  id: string;
  minLength: number;
  values: { password: string; repeat: string };
  errors: { password?: string; repeat?: string };
  onChange: (field: 'password' | 'repeat', value: string) => void;
  register: (field: 'password' | 'repeat') => (element: HTMLInputElement | null) => void;
}

export function NewPasswordFields({ id, minLength, values, errors, onChange, register }: Props) {
  const field = (name: 'password' | 'repeat', label: string, hint?: string) => (
    <FormField id={`${id}-${name}`} label={label} hint={hint} error={errors[name]}>
      {(control: FieldControlProps) => (
        <AccountPasswordInput
          control={control}
          inputRef={register(name)}
          value={values[name]}
          onChange={(value) => onChange(name, value)}
          autoComplete="new-password"
          testId={`new-password-${name}`}
        />
      )}
    </FormField>
  );
  return (
    <>
      {field(
        'password',
        'New password',
        `At least ${minLength} characters. A passphrase of a few words is easy to remember and hard to guess.`,
      )}
      {field('repeat', 'Repeat the new password')}
    </>
  );
}

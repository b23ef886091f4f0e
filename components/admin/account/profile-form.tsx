'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { FormField } from '@/components/content/form-field';
import { operatorProfileUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import styles from '../ui/console-form.module.css';

const FIELDS = ['name', 'licenceNumber'] as const;

/**
 * The member's own name and optician's licence number: a prescription they confirm records both
 * (docs/operating.md#optician-check).
 */
export function ProfileForm({ name, licenceNumber }: { name: string; licenceNumber: string }) {
  const id = useId();
  const router = useRouter();
  const form = useAccountFormState(FIELDS, { name, licenceNumber });
  const [done, setDone] = useState(false);
  const { values, errors } = form;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    void form.submit({}, async () => {
      const saved = await callConsole(operatorProfileUpdate, {
        name: values.name,
        licenceNumber: values.licenceNumber,
      });
      form.setValues(saved);
      setDone(true);
      router.refresh();
    });
  };

  return (
    <form
      className={styles.form}
      onSubmit={send}
      noValidate
      aria-busy={form.sending}
      data-testid="profile-form"
    >
      <FormField id={`${id}-name`} label="Name" error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={form.register('name')}
            autoComplete="name"
            maxLength={80}
            value={values.name}
            onChange={(event) => form.change('name', event.target.value)}
            data-testid="profile-name"
          />
        )}
      </FormField>
      <FormField
        id={`${id}-licence`}
        label="Optician’s licence number"
        hint="Recorded on every prescription you confirm. Leave it empty if you are not a licensed optician."
        error={errors.licenceNumber}
      >
        {(control) => (
          <input
            {...control}
            ref={form.register('licenceNumber')}
            maxLength={40}
            value={values.licenceNumber}
            onChange={(event) => form.change('licenceNumber', event.target.value)}
            data-testid="profile-licence"
          />
        )}
      </FormField>
      {form.message ? (
        <p className={styles.formError} role="alert">
          {form.message}
        </p>
      ) : null}
      {done ? (
        <p className={styles.done} role="status" data-testid="profile-done">
          Saved.
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="profile-submit">
          {form.sending ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

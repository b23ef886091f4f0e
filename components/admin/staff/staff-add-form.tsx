'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { FormField } from '@/components/content/form-field';
import { staffAdd } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ROLE_DESCRIPTIONS, STAFF_ROLES, type StaffRole } from '@/lib/shop/staff-roles';
import { OneTimeLink } from './one-time-link';
import formStyles from '../ui/console-form.module.css';

const FIELDS = ['email', 'name', 'role'] as const;
const EMPTY = { email: '', name: '', role: 'staff' };

/** An owner adds a member; the member gets a mail with a one-time link, shown here too. */
export function StaffAddForm() {
  const id = useId();
  const router = useRouter();
  const form = useAccountFormState(FIELDS, EMPTY);
  const [added, setAdded] = useState<{ email: string; link: string } | null>(null);
  const { values, errors } = form;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(null);
    const problems = values.email.trim() ? {} : { email: 'Enter the new member’s e-mail address.' };
    void form.submit(problems, async () => {
      const answer = await callConsole(staffAdd, {
        email: values.email.trim(),
        name: values.name.trim(),
        role: values.role as StaffRole,
      });
      setAdded({ email: answer.member.email, link: answer.link });
      form.setValues(EMPTY);
      router.refresh();
    });
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={send}
      noValidate
      aria-busy={form.sending}
      data-testid="staff-add-form"
    >
      <FormField id={`${id}-email`} label="E-mail" error={errors.email}>
        {(control) => (
          <input
            {...control}
            ref={form.register('email')}
            type="email"
            autoComplete="off"
            maxLength={254}
            value={values.email}
            onChange={(event) => form.change('email', event.target.value)}
            data-testid="staff-add-email"
          />
        )}
      </FormField>
      <FormField id={`${id}-name`} label="Name" labelNote="(optional)" error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={form.register('name')}
            type="text"
            autoComplete="off"
            maxLength={80}
            value={values.name}
            onChange={(event) => form.change('name', event.target.value)}
            data-testid="staff-add-name"
          />
        )}
      </FormField>
      <FormField
        id={`${id}-role`}
        label="Role"
        hint={ROLE_DESCRIPTIONS[values.role as StaffRole]}
        error={errors.role}
      >
        {(control) => (
          <select
            {...control}
            ref={form.register('role')}
            value={values.role}
            onChange={(event) => form.change('role', event.target.value)}
            data-testid="staff-add-role"
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {role}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {form.message ? (
        <p className={formStyles.formError} role="alert" data-testid="staff-add-error">
          {form.message}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="staff-add-submit">
          {form.sending ? 'Adding…' : 'Add member'}
        </button>
      </div>
      {added ? <OneTimeLink email={added.email} link={added.link} /> : null}
    </form>
  );
}

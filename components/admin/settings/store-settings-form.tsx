'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { useAccountFormState } from '@/components/account/ui/account-form-state';
import { FormField } from '@/components/content/form-field';
import { storeSettingsUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { isTimeZone, publicUrlProblem, type StoreSettings } from '@/lib/shop/store-settings';
import formStyles from '../ui/console-form.module.css';

const FIELDS = [
  'shopName',
  'supportEmail',
  'supportPhone',
  'mailSenderName',
  'mailSenderAddress',
  'timeZone',
  'publicUrl',
  'postalAddress',
] as const;
type Field = (typeof FIELDS)[number];

interface Props {
  /** The settings in use, the public URL as the owner set it ('' when unset). */
  initial: StoreSettings;
  /** What an empty public URL means now: SITE_URL's address, or the development machine's. */
  publicUrlFallback: string;
}

interface Line {
  field: Field;
  label: string;
  type: 'text' | 'email' | 'tel' | 'url' | 'textarea';
  hint?: string;
  optional?: boolean;
  autoComplete: string;
  maxLength: number;
}

/** The form's fields, in the words docs/operating.md#store-settings uses. */
function linesOf(publicUrlFallback: string): Line[] {
  return [
    {
      field: 'shopName',
      label: 'Shop name',
      type: 'text',
      autoComplete: 'organization',
      maxLength: 80,
      hint: 'In every page’s title, the header (when no logo is set), every mail and the invoices.',
    },
    {
      field: 'supportEmail',
      label: 'Support e-mail',
      type: 'email',
      autoComplete: 'email',
      maxLength: 254,
      hint: 'On the contact page, under every mail and on the invoices.',
    },
    {
      field: 'supportPhone',
      label: 'Support phone',
      type: 'tel',
      autoComplete: 'tel',
      maxLength: 30,
      optional: true,
      hint: 'On the contact page and under every mail; left empty, no phone is shown.',
    },
    {
      field: 'mailSenderName',
      label: 'Mail sender name',
      type: 'text',
      autoComplete: 'off',
      maxLength: 80,
      hint: 'The “From” name of every mail the shop sends.',
    },
    {
      field: 'mailSenderAddress',
      label: 'Mail sender address',
      type: 'email',
      autoComplete: 'off',
      maxLength: 254,
      hint: 'Your mail server must accept mail from this address.',
    },
    {
      field: 'timeZone',
      label: 'Time zone',
      type: 'text',
      autoComplete: 'off',
      maxLength: 64,
      hint: 'A name such as Europe/Berlin or America/New_York.',
    },
    {
      field: 'publicUrl',
      label: 'Public URL',
      type: 'url',
      autoComplete: 'url',
      maxLength: 200,
      optional: true,
      hint: `The shop’s address, such as https://shop.example.com: every link in mail starts with it. Empty: ${publicUrlFallback}.`,
    },
    {
      field: 'postalAddress',
      label: 'Postal address',
      type: 'textarea',
      autoComplete: 'street-address',
      maxLength: 300,
      optional: true,
      hint: 'A line each, up to 6 lines: it heads the printed invoices and the return label sends parcels back to it.',
    },
  ];
}

/** The checks the server makes too, so a slip is shown before anything is sent. */
function problemsOf(values: Record<Field, string>): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (!values.shopName.trim()) problems.shopName = 'Enter the shop’s name.';
  if (!values.supportEmail.trim()) problems.supportEmail = 'Please enter a valid e-mail address.';
  if (!values.mailSenderName.trim()) problems.mailSenderName = 'Enter the sender’s name.';
  if (!values.mailSenderAddress.trim()) problems.mailSenderAddress = 'Please enter a valid e-mail address.';
  if (!isTimeZone(values.timeZone.trim()))
    problems.timeZone = 'Choose a time zone such as Europe/Berlin or America/New_York.';
  const url = values.publicUrl.trim();
  const urlProblem = url ? publicUrlProblem(url) : null;
  if (urlProblem) problems.publicUrl = urlProblem;
  return problems;
}

/** An owner edits the shop's settings (docs/operating.md#store-settings). */
export function StoreSettingsForm({ initial, publicUrlFallback }: Props) {
  const id = useId();
  const router = useRouter();
  const form = useAccountFormState(FIELDS, initial);
  const [saved, setSaved] = useState(false);
  const { values, errors } = form;

  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved(false);
    void form.submit(problemsOf(values), async () => {
      const trimmed = Object.fromEntries(FIELDS.map((field) => [field, values[field].trim()])) as Record<
        Field,
        string
      >;
      const answer = await callConsole(storeSettingsUpdate, trimmed);
      form.setValues({ ...answer.settings, publicUrl: answer.publicUrlSetting });
      setSaved(true);
      // the console's banner follows the public URL
      router.refresh();
    });
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={send}
      noValidate
      aria-busy={form.sending}
      data-testid="settings-form"
    >
      {linesOf(publicUrlFallback).map((line) => (
        <FormField
          key={line.field}
          id={`${id}-${line.field}`}
          label={line.label}
          labelNote={line.optional ? '(optional)' : undefined}
          hint={line.hint}
          error={errors[line.field]}
        >
          {(control) =>
            line.type === 'textarea' ? (
              <textarea
                {...control}
                ref={form.register(line.field)}
                rows={4}
                autoComplete={line.autoComplete}
                maxLength={line.maxLength}
                value={values[line.field]}
                onChange={(event) => {
                  setSaved(false);
                  form.change(line.field, event.target.value);
                }}
                data-testid={`settings-${line.field}`}
              />
            ) : (
              <input
                {...control}
                ref={form.register(line.field)}
                type={line.type}
                autoComplete={line.autoComplete}
                maxLength={line.maxLength}
                value={values[line.field]}
                onChange={(event) => {
                  setSaved(false);
                  form.change(line.field, event.target.value);
                }}
                data-testid={`settings-${line.field}`}
              />
            )
          }
        </FormField>
      ))}
      {form.message ? (
        <p className={formStyles.formError} role="alert" data-testid="settings-error">
          {form.message}
        </p>
      ) : null}
      {saved ? (
        <p className={formStyles.done} role="status" data-testid="settings-saved">
          Settings saved. The shop’s pages, mails and links use them from now on.
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="settings-submit">
          {form.sending ? 'Saving…' : 'Save settings'}
        </button>
      </div>
    </form>
  );
}

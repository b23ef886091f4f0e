'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormField, type FieldControlProps } from '@/components/content/form-field';
import { useHydrated } from '@/components/content/use-hydrated';
import { couponCreate, couponUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { fieldErrorsOf } from '@/lib/api/api-error';
import type { AdminCoupon, CouponScopeChoices } from '@/lib/contract/calls/admin/coupons';
import formStyles from '../ui/console-form.module.css';
import { couponPath } from './coupon-paths';
import {
  couponDraftOf,
  couponFieldsOf,
  EMPTY_COUPON,
  newCouponFields,
  type CouponFields,
  type CouponKindField,
} from './coupon-form-values';
import { CouponScopeFields } from './coupon-scope-fields';
import styles from './coupons.module.css';

type Errors = Record<string, string>;

const inputId = (field: string) => `coupon-${field}`;

/** The order the fields appear in: the first one with a message gets the focus. */
const FIELD_ORDER = [
  'code',
  'title',
  'kind',
  'value',
  'minSpendCents',
  'scope',
  'scopeIds',
  'scopeCategories',
  'offerRule',
  'freeShipping',
  'startsAt',
  'endsAt',
  'claimable',
  'validDays',
  'totalLimit',
  'perCustomerLimit',
  'firstOrderOnly',
];

/**
 * A coupon's form, new or saved. A saved coupon's start and end are shown in the operator's own
 * time zone, which only the browser knows: the server's HTML leaves them empty and the form starts
 * again with them once it runs in the browser, before anyone can type. A new coupon starts then
 * too, from now for 30 days.
 */
export function CouponForm({ coupon, choices }: { coupon?: AdminCoupon; choices: CouponScopeChoices }) {
  const hydrated = useHydrated();
  return (
    <CouponFormBody
      key={hydrated ? 'browser' : 'server'}
      id={coupon?.id}
      choices={choices}
      initial={
        coupon ? couponFieldsOf(coupon, hydrated) : hydrated ? newCouponFields(new Date()) : EMPTY_COUPON
      }
      ready={hydrated}
    />
  );
}

interface BodyProps {
  /** The saved coupon's id; none for a new coupon. */
  id?: number;
  initial: CouponFields;
  ready: boolean;
  choices: CouponScopeChoices;
}

function CouponFormBody({ id, initial, ready, choices }: BodyProps) {
  const router = useRouter();
  const [fields, setFields] = useState<CouponFields>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // after a refusal, focus the first field named, so its message is read with it
  useEffect(() => {
    const named = Object.keys(errors);
    if (named.length === 0) return;
    const first = FIELD_ORDER.find((field) => named.includes(field)) ?? named[0] ?? '';
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(inputId(first))}`)?.focus();
  }, [errors]);

  const set = <K extends keyof CouponFields>(key: K, value: CouponFields[K]) =>
    setFields((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setMessage(null);
    setDone(null);
    const { draft, problems } = couponDraftOf(fields);
    if (problems) {
      setErrors(problems as Errors);
      setMessage('Check the fields marked below.');
      return;
    }
    setErrors({});
    setSending(true);
    try {
      // whole numbers typed by hand go as text; the call reads them and names a bad one
      if (id === undefined) {
        const saved = await callConsole(couponCreate, { ...draft, code: fields.code });
        router.push(couponPath(saved.id));
      } else {
        setFields(couponFieldsOf(await callConsole(couponUpdate, { ...draft, id })));
        setDone('Saved. Shoppers see the new terms within seconds.');
        router.refresh();
      }
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      setMessage(error instanceof Error ? error.message : 'The coupon could not be saved.');
    } finally {
      setSending(false);
    }
  };

  const field = (
    name: string,
    label: string,
    control: (props: FieldControlProps) => ReactNode,
    extra: { hint?: ReactNode; note?: string; wide?: boolean } = {},
  ) => (
    <div className={extra.wide ? styles.wide : undefined}>
      <FormField
        id={inputId(name)}
        label={label}
        labelNote={extra.note}
        hint={extra.hint}
        error={errors[name]}
      >
        {control}
      </FormField>
    </div>
  );
  const text = (key: keyof CouponFields, more: { inputMode?: 'decimal' | 'numeric' } = {}) =>
    function Text(props: FieldControlProps) {
      return (
        <input
          {...props}
          inputMode={more.inputMode}
          autoComplete="off"
          value={String(fields[key])}
          onChange={(event) => set(key, event.target.value as never)}
        />
      );
    };
  const check = (name: 'claimable' | 'firstOrderOnly', label: string, hint: string) => (
    <div>
      <label className={styles.check}>
        <input
          id={inputId(name)}
          type="checkbox"
          checked={fields[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${inputId(name)}-error` : undefined}
          onChange={(event) => set(name, event.target.checked)}
        />
        <span>
          {label}
          <span className={styles.checkHint}>{hint}</span>
        </span>
      </label>
      {errors[name] ? (
        <p id={`${inputId(name)}-error`} className={formStyles.formError}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  const percent = fields.kind === 'percent';
  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-busy={sending}
      data-testid="coupon-form"
    >
      <fieldset className={styles.section}>
        <legend>Coupon</legend>
        <div className={styles.grid}>
          {id === undefined
            ? field(
                'code',
                'Code',
                (props) => (
                  <input
                    {...props}
                    autoComplete="off"
                    spellCheck={false}
                    value={fields.code}
                    onChange={(event) => set('code', event.target.value.toUpperCase())}
                  />
                ),
                { hint: 'What shoppers type: 3 to 32 capitals, digits or dashes. It cannot change later.' },
              )
            : null}
          {field('title', 'Title', text('title'), {
            hint: 'Shown to shoppers in their coupon list.',
            wide: id !== undefined,
          })}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Discount</legend>
        <div className={styles.grid}>
          {field('kind', 'Type', (props) => (
            <select
              {...props}
              value={fields.kind}
              onChange={(event) => set('kind', event.target.value as CouponKindField)}
            >
              <option value="percent">Percent off</option>
              <option value="amount">Amount off (US$)</option>
            </select>
          ))}
          {field(
            'value',
            percent ? 'Percent off' : 'Amount off (US$)',
            text('value', { inputMode: percent ? 'numeric' : 'decimal' }),
            {
              hint: `${percent ? 'A whole number from 1 to 100.' : 'In dollars, like 15 or 12.50.'} Empty with free shipping: no discount.`,
            },
          )}
          {field('minSpendCents', 'Minimum spend (US$)', text('minSpend', { inputMode: 'decimal' }), {
            note: '(optional)',
            hint: 'The frames and lenses in the cart, before shipping. Empty: any order.',
          })}
        </div>
      </fieldset>

      <CouponScopeFields fields={fields} set={set} errors={errors} choices={choices} inputId={inputId} />

      <fieldset className={styles.section}>
        <legend>Dates</legend>
        <div className={styles.grid}>
          {(['startsAt', 'endsAt'] as const).map((key) => (
            <div key={key}>
              {field(
                key,
                key === 'startsAt' ? 'Starts' : 'Ends',
                (props) => (
                  <input
                    {...props}
                    type="datetime-local"
                    disabled={!ready}
                    value={fields[key]}
                    onChange={(event) => set(key, event.target.value)}
                  />
                ),
                { note: '(your local time)' },
              )}
            </div>
          ))}
          {field(
            'validDays',
            'Valid for (days after claiming)',
            text('validDays', { inputMode: 'numeric' }),
            {
              note: '(optional)',
              hint: 'Never past the end. Empty: until the coupon ends.',
            },
          )}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend>Who may take it</legend>
        <div className={styles.grid}>
          {field('totalLimit', 'Total limit', text('totalLimit', { inputMode: 'numeric' }), {
            note: '(optional)',
            hint: 'Claims by all shoppers together. Empty: no limit.',
          })}
          {field(
            'perCustomerLimit',
            'Per-customer limit',
            text('perCustomerLimit', { inputMode: 'numeric' }),
            {
              hint: 'Times one shopper may claim it.',
            },
          )}
        </div>
        <div className={styles.checks}>
          {check(
            'claimable',
            'Shoppers can claim it',
            'Listed on the coupons page. Otherwise only the shop hands it out.',
          )}
          {check('firstOrderOnly', 'First order only', 'Only for shoppers with no paid order yet.')}
        </div>
      </fieldset>

      {message ? (
        <p className={formStyles.formError} role="alert" data-testid="coupon-form-error">
          {message}
        </p>
      ) : null}
      <p className={done ? formStyles.done : 'visually-hidden'} role="status" data-testid="coupon-form-done">
        {done ?? ''}
      </p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={sending || !ready} data-testid="coupon-save">
          {sending ? 'Saving…' : id === undefined ? 'Create the coupon' : 'Save'}
        </button>
      </div>
    </form>
  );
}

'use client';

import Link from 'next/link';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { storeSettingsPolicySave } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { fieldErrorsOf } from '@/lib/api/api-error';
import {
  POLICY_KINDS,
  POLICY_MAX_CHARACTERS,
  POLICY_TITLES,
  policyPath,
  type PolicyKind,
} from '@/lib/shop/store-policies';
import formStyles from '../ui/console-form.module.css';
import styles from './store-settings.module.css';

type Policies = Record<PolicyKind, { markdown: string; isDefault: boolean }>;

/**
 * An owner edits the shop's policy pages in Markdown (docs/operating.md#store-policies): one at a
 * time, chosen from the list; an emptied text gives the page its default back.
 */
export function StorePolicyForm({ initial }: { initial: Policies }) {
  const id = useId();
  const text = useRef<HTMLTextAreaElement>(null);
  const [policies, setPolicies] = useState(initial);
  const [kind, setKind] = useState<PolicyKind>('terms');
  const [draft, setDraft] = useState(initial.terms.markdown);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const current = policies[kind];

  const choose = (next: PolicyKind) => {
    setKind(next);
    setDraft(policies[next].markdown);
    setError(null);
    setDone(false);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.length > POLICY_MAX_CHARACTERS) {
      setError(`Keep the policy under ${POLICY_MAX_CHARACTERS.toLocaleString('en-US')} characters.`);
      text.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    setDone(false);
    try {
      const answer = await callConsole(storeSettingsPolicySave, { kind, markdown: draft });
      setPolicies(answer.policies);
      setDraft(answer.policies[kind].markdown);
      setDone(true);
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setError(
        fields?.markdown ??
          fields?.kind ??
          (failure instanceof Error ? failure.message : 'It could not be saved.'),
      );
      text.current?.focus();
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className={formStyles.form}
      onSubmit={save}
      noValidate
      aria-busy={sending}
      data-testid="policy-form"
    >
      <FormField id={`${id}-kind`} label="Policy page">
        {(control) => (
          <select
            {...control}
            value={kind}
            onChange={(event) => choose(event.target.value as PolicyKind)}
            data-testid="policy-kind"
          >
            {POLICY_KINDS.map((each) => (
              <option key={each} value={each}>
                {POLICY_TITLES[each]}
                {policies[each].isDefault ? ' (default text)' : ''}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id={`${id}-text`}
        label="Text (Markdown)"
        hint={
          <>
            Headings (##), lists and links; no HTML or pictures. Shown at{' '}
            <Link href={policyPath(kind)} target="_blank" prefetch={false}>
              {policyPath(kind)}
            </Link>
            . {current.isDefault ? 'This is the default text: review it and make it yours. ' : ''}Empty it and
            save to give the page its default text back.
          </>
        }
        error={error ?? undefined}
      >
        {(control) => (
          <textarea
            {...control}
            ref={text}
            rows={16}
            className={styles.markdown}
            value={draft}
            onChange={(event) => {
              setDone(false);
              setDraft(event.target.value);
            }}
            data-testid="policy-text"
          />
        )}
      </FormField>
      {done ? (
        <p className={formStyles.done} role="status" data-testid="policy-saved">
          {POLICY_TITLES[kind]} saved. Shoppers read it now.
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={sending} data-testid="policy-submit">
          {sending ? 'Saving…' : 'Save the policy'}
        </button>
      </div>
    </form>
  );
}

'use client';

import { useId, useState, type FormEvent } from 'react';
import { lensOptionCheck, lensOptionUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminLensOption, LensOptionReachAnswer } from '@/lib/contract/calls/admin/lens-options';
import { ConsoleDialog } from '../ui/console-dialog';
import formStyles from '../ui/console-form.module.css';
import { LensOptionFields, type LensUseChoice } from './lens-option-fields';
import { LensOptionReach } from './lens-option-reach';
import { valuesOfOption } from './lens-option-values';
import { useLensOptionForm } from './use-lens-option-form';

interface Props {
  option: AdminLensOption;
  lensUses: readonly LensUseChoice[];
  onClose: () => void;
  /** The option as saved: the list shows it (docs/operating.md#lens-options). */
  onSaved: (saved: AdminLensOption) => void;
}

/**
 * An option's edit dialog (docs/operating.md#lens-options): its fields, and the check of which
 * frames and prescriptions the rules as typed apply to, before anything is saved.
 */
export function LensOptionDialog({ option, lensUses, onClose, onSaved }: Props) {
  const form = `lens-edit-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { values, set, errors, message, sending, submit } = useLensOptionForm(
    form,
    option.step,
    valuesOfOption(option),
  );
  const [reach, setReach] = useState<LensOptionReachAnswer | null>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    void submit(async (draft) => {
      onSaved(await callConsole(lensOptionUpdate, { id: option.id, ...draft }));
    });
  };

  const check = () =>
    void submit(async (draft) => {
      setReach(
        await callConsole(lensOptionCheck, { id: option.id, rules: draft.rules, forUses: draft.forUses }),
      );
    });

  return (
    <ConsoleDialog
      title={`Edit ${option.name}`}
      intro={`Code ${option.code}. A new price reaches the wizard at once; a pair already in a cart keeps its price.`}
      onClose={onClose}
      testId="lens-option-dialog"
    >
      <form className={formStyles.form} onSubmit={save} noValidate aria-busy={sending}>
        <LensOptionFields
          form={form}
          step={option.step}
          values={values}
          errors={errors}
          set={set}
          lensUses={lensUses}
          focusName
        />
        {message ? (
          <p role="alert" className={formStyles.formError} data-testid="lens-option-dialog-error">
            {message}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={sending}>
            {sending ? 'Saving…' : 'Save'}
          </button>
          <button type="button" className="button button-secondary" onClick={check} disabled={sending}>
            Check where it applies
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
      {reach ? <LensOptionReach reach={reach} /> : null}
    </ConsoleDialog>
  );
}

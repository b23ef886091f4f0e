'use client';

import { useId, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { lensOptionCreate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { AdminLensOption, AdminLensStep } from '@/lib/contract/calls/admin/lens-options';
import { ConsoleDialog } from '../ui/console-dialog';
import formStyles from '../ui/console-form.module.css';
import { LensOptionFields, lensFieldId, type LensUseChoice } from './lens-option-fields';
import { EMPTY_LENS_OPTION } from './lens-option-values';
import styles from './lens-options.module.css';
import { useLensOptionForm } from './use-lens-option-form';

interface Props {
  step: Pick<AdminLensStep, 'key' | 'title'>;
  lensUses: readonly LensUseChoice[];
  onClose: () => void;
  /** The option as added, last in its step (docs/operating.md#lens-options). */
  onAdded: (added: AdminLensOption) => void;
}

/**
 * "Add an option" to one lens step (docs/operating.md#lens-options): the code it is known by for
 * good, the fields every option has, and whether it goes on sale at once. The shop names a code in
 * use, or rules that do not hold together, on their fields.
 */
export function LensOptionAddDialog({ step, lensUses, onClose, onAdded }: Props) {
  const form = `lens-add-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { values, set, errors, message, sending, submit } = useLensOptionForm(
    form,
    step.key,
    EMPTY_LENS_OPTION,
  );

  const add = (event: FormEvent) => {
    event.preventDefault();
    void submit(async (draft) => {
      onAdded(
        await callConsole(lensOptionCreate, {
          step: step.key,
          code: values.code.trim(),
          active: values.active,
          ...draft,
        }),
      );
    });
  };

  return (
    <ConsoleDialog
      title={`Add an option to ${step.title}`}
      intro="It is added last in the step; move it up once it is there."
      onClose={onClose}
      testId="lens-option-add-dialog"
    >
      <form className={formStyles.form} onSubmit={add} noValidate aria-busy={sending}>
        <FormField
          id={lensFieldId(form, 'code')}
          label="Code"
          hint="The option’s name for good (carts and orders keep it): 2 to 40 small letters, digits or underscores, like index_174."
          error={errors.code}
        >
          {(props) => (
            <input
              {...props}
              data-autofocus
              autoComplete="off"
              spellCheck={false}
              value={values.code}
              onChange={(event) => set('code', event.target.value)}
            />
          )}
        </FormField>
        <LensOptionFields
          form={form}
          step={step.key}
          values={values}
          errors={errors}
          set={set}
          lensUses={lensUses}
        />
        <label className={styles.check}>
          <input
            id={lensFieldId(form, 'active')}
            type="checkbox"
            checked={values.active}
            onChange={(event) => set('active', event.target.checked)}
          />
          <span>
            On sale at once
            <span className={styles.checkHint}>Otherwise it waits out of sale until you put it on sale.</span>
          </span>
        </label>
        {message ? (
          <p role="alert" className={formStyles.formError} data-testid="lens-option-add-dialog-error">
            {message}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="submit" className="button" disabled={sending} data-testid="lens-option-add-submit">
            {sending ? 'Adding…' : 'Add the option'}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ConsoleDialog>
  );
}

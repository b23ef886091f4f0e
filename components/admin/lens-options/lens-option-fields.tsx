'use client';

import type { ReactNode } from 'react';
import { FormField, type FieldControlProps } from '@/components/content/form-field';
import { FRAME_RIMS } from '@/lib/shop/frame-attributes';
import type { LensFlowStep } from '@/lib/shop/lens-names';
import styles from './lens-options.module.css';
import {
  FRAME_TYPES,
  STEPS_AFTER_USE,
  type FieldMessages,
  type LensOptionValues,
} from './lens-option-values';

/** A lens use the options of later steps may be limited to. */
export interface LensUseChoice {
  code: string;
  name: string;
}

/** The steps' names in the path's choices. */
const STEP_NAMES: Readonly<Record<LensFlowStep, string>> = {
  lens_use: 'Lens use',
  prescription: 'Prescription',
  magnification: 'Reading strength',
  add_ones: 'Coatings',
  lens_index: 'Thickness',
  lens_type: 'Lens type',
};

/** The id of a field's control: a refusal moves the focus to it (the first box of a group). */
export const lensFieldId = (form: string, field: string) => `${form}-${field.replace(/\./g, '-')}`;

interface Props {
  /** The dialog's own prefix for its controls' ids. */
  form: string;
  step: LensFlowStep;
  values: LensOptionValues;
  errors: FieldMessages;
  set: <K extends keyof LensOptionValues>(key: K, value: LensOptionValues[K]) => void;
  lensUses: readonly LensUseChoice[];
  /** The dialog opens on the name (the edit dialog: the code is fixed). */
  focusName?: boolean;
}

/**
 * What the add and edit dialogs share (docs/operating.md#lens-options): the name, description,
 * price and recommendation, the lens uses an option is offered under (or a lens use's steps), and
 * the rules; each field with the shop's refusal under it.
 */
export function LensOptionFields({ form, step, values, errors, set, lensUses, focusName = false }: Props) {
  const id = (field: string) => lensFieldId(form, field);
  const field = (
    name: string,
    label: string,
    control: (props: FieldControlProps) => ReactNode,
    extra: { hint?: string; note?: string } = {},
  ) => (
    <FormField id={id(name)} label={label} labelNote={extra.note} hint={extra.hint} error={errors[name]}>
      {control}
    </FormField>
  );
  const text = (key: 'name' | 'price' | 'maxSphere' | 'maxCylinder', inputMode?: 'decimal') =>
    function Text(props: FieldControlProps) {
      return (
        <input
          {...props}
          data-autofocus={key === 'name' && focusName ? true : undefined}
          inputMode={inputMode}
          autoComplete="off"
          value={values[key]}
          onChange={(event) => set(key, event.target.value)}
        />
      );
    };
  const check = (name: string, key: 'isDefault' | 'multifocal', label: string, hint: string) => (
    <div>
      <label className={styles.check}>
        <input
          id={id(name)}
          type="checkbox"
          checked={values[key]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id(name)}-error` : undefined}
          onChange={(event) => set(key, event.target.checked)}
        />
        <span>
          {label}
          <span className={styles.checkHint}>{hint}</span>
        </span>
      </label>
      {errors[name] ? (
        <p id={`${id(name)}-error`} className={styles.error} data-testid={`${id(name)}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );
  /** Boxes for a list: none ticked means "any" (or, for a lens use's steps, an error). */
  const group = <T extends string>(
    name: string,
    legend: string,
    choices: readonly { value: T; label: string }[],
    chosen: readonly T[],
    change: (next: T[]) => void,
  ) => {
    const errorId = `${id(name)}-error`;
    return (
      <fieldset className={styles.group} aria-describedby={errors[name] ? errorId : undefined}>
        <legend>{legend}</legend>
        <div className={styles.boxes}>
          {choices.map((choice, index) => (
            <label key={choice.value} className={styles.check}>
              <input
                id={index === 0 ? id(name) : undefined}
                type="checkbox"
                checked={chosen.includes(choice.value)}
                onChange={() =>
                  change(
                    chosen.includes(choice.value)
                      ? chosen.filter((item) => item !== choice.value)
                      : [...chosen, choice.value],
                  )
                }
              />
              <span>{choice.label}</span>
            </label>
          ))}
        </div>
        {errors[name] ? (
          <p id={errorId} className={styles.error} data-testid={`${id(name)}-error`}>
            {errors[name]}
          </p>
        ) : null}
      </fieldset>
    );
  };

  const isUse = step === 'lens_use';
  return (
    <>
      {field('name', 'Name', text('name'), { hint: 'What the wizard shows, up to 60 characters.' })}
      {field(
        'description',
        'Description',
        (props) => (
          <textarea
            {...props}
            rows={3}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
          />
        ),
        { note: '(optional)' },
      )}
      {field('priceCents', 'Price (US$)', text('price', 'decimal'), {
        hint: 'Added to the frame’s price; 0 for included.',
      })}
      {check(
        'isDefault',
        'isDefault',
        'Recommended when the step opens',
        'The wizard chooses it for the shopper, who may change it.',
      )}
      {isUse
        ? group(
            'path',
            'Steps after this lens use',
            STEPS_AFTER_USE.map((key) => ({ value: key, label: STEP_NAMES[key] })),
            values.path,
            (next) => set('path', next),
          )
        : group(
            'forUses',
            'Offered under these lens uses (none ticked: all)',
            lensUses.map((use) => ({ value: use.code, label: use.name })),
            values.forUses,
            (next) => set('forUses', next),
          )}
      {group(
        'rules.frameTypes',
        'Frame types (none ticked: any)',
        FRAME_TYPES.map((type) => ({ value: type, label: type })),
        values.frameTypes,
        (next) => set('frameTypes', next),
      )}
      {group(
        'rules.rims',
        'Rims (none ticked: any)',
        FRAME_RIMS.map((rim) => ({ value: rim, label: rim })),
        values.rims,
        (next) => set('rims', next),
      )}
      {check(
        'rules.multifocalFrame',
        'multifocal',
        'Needs a frame tall enough for a reading zone',
        'As progressive and bifocal lenses do (the lens rules’ lens height).',
      )}
      <div className={styles.pair}>
        {field('rules.maxSphere', 'Strongest sphere, ± dioptres', text('maxSphere', 'decimal'), {
          note: '(empty: any)',
        })}
        {field('rules.maxCylinder', 'Strongest cylinder, dioptres', text('maxCylinder', 'decimal'), {
          note: '(empty: any)',
        })}
      </div>
      {isUse
        ? field('rules.addition', 'ADD (reading addition)', (props) => (
            <select
              {...props}
              value={values.addition}
              onChange={(event) => set('addition', event.target.value as LensOptionValues['addition'])}
            >
              <option value="">Either</option>
              <option value="required">Required</option>
              <option value="refused">Refused</option>
            </select>
          ))
        : null}
    </>
  );
}

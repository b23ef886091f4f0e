import type { ReactNode } from 'react';
import { FormField } from '@/components/content/form-field';
import type { PD_FIELDS } from '@/lib/shop/prescription-record';
import { PD_EYE_OPTIONS, PD_SINGLE_OPTIONS } from '@/lib/shop/prescription-values';
import type { PdMode } from './prescription-draft';
import { PrescriptionValueSelect, type PrescriptionInputs } from './prescription-value-select';
import styles from './prescription-fields.module.css';

type PdField = (typeof PD_FIELDS)[number];

interface Props {
  legend: ReactNode;
  pdMode: PdMode;
  onPdMode: (mode: PdMode) => void;
  /** The empty choice of the single PD: the book may keep it unknown, the lens step needs one. */
  singleEmpty: string;
  inputs: PrescriptionInputs<PdField>;
  /** Shown under the legend, before the choice of one PD or one per eye. */
  children?: ReactNode;
  /** False while the PD is read from elsewhere (a photo), so nothing is asked here. */
  asked?: boolean;
}

/**
 * The pupillary distance: one PD (50–80 mm) or one per eye (25–40 mm), in 0.5 mm steps; the same
 * fields in the prescription book and the lens wizard.
 */
export function PrescriptionPdFields({
  legend,
  pdMode,
  onPdMode,
  singleEmpty,
  inputs,
  children,
  asked = true,
}: Props) {
  const id = (field: PdField) => `${inputs.idPrefix}-${field}`;
  const modeName = `${inputs.idPrefix}-pd-mode`;
  const testId = (name: string) => `${inputs.testIdPrefix}-${name}`;
  return (
    <fieldset className={styles.group} data-testid={testId('pd-fields')}>
      <legend className={styles.legend}>{legend}</legend>
      {children}
      {asked ? (
        <>
          <div className={styles.choices} role="radiogroup" aria-label="Kind of PD">
            <label className={styles.choice}>
              <input
                type="radio"
                name={modeName}
                checked={pdMode === 'single'}
                onChange={() => onPdMode('single')}
                data-testid={testId('pd-single')}
              />
              One number
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name={modeName}
                checked={pdMode === 'dual'}
                onChange={() => onPdMode('dual')}
                data-testid={testId('pd-dual')}
              />
              One per eye
            </label>
          </div>
          {pdMode === 'single' ? (
            <FormField id={id('pd')} label="PD (mm)" hint={inputs.hints?.pd} error={inputs.errors.pd}>
              {(control) => (
                <PrescriptionValueSelect
                  field="pd"
                  options={PD_SINGLE_OPTIONS}
                  empty={singleEmpty}
                  control={control}
                  inputs={inputs}
                />
              )}
            </FormField>
          ) : (
            <div className={styles.pair}>
              <FormField
                id={id('pd_right')}
                label="Right PD (mm)"
                hint={inputs.hints?.pd_right}
                error={inputs.errors.pd_right}
              >
                {(control) => (
                  <PrescriptionValueSelect
                    field="pd_right"
                    options={PD_EYE_OPTIONS}
                    empty="Choose"
                    control={control}
                    inputs={inputs}
                  />
                )}
              </FormField>
              <FormField
                id={id('pd_left')}
                label="Left PD (mm)"
                hint={inputs.hints?.pd_left}
                error={inputs.errors.pd_left}
              >
                {(control) => (
                  <PrescriptionValueSelect
                    field="pd_left"
                    options={PD_EYE_OPTIONS}
                    empty="Choose"
                    control={control}
                    inputs={inputs}
                  />
                )}
              </FormField>
            </div>
          )}
        </>
      ) : null}
    </fieldset>
  );
}

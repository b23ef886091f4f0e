import { FormField } from '@/components/content/form-field';
import type { EYE_FIELDS } from '@/lib/shop/prescription-record';
import { ADD_OPTIONS, AXIS_RANGE, CYL_OPTIONS, SPH_OPTIONS } from '@/lib/shop/prescription-values';
import type { PrescriptionFormField } from './prescription-draft';
import { PrescriptionValueSelect, type PrescriptionInputs } from './prescription-value-select';
import styles from './prescription-fields.module.css';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type EyeField = (typeof EYE_FIELDS)[number];

export interface PrescriptionFieldProps extends PrescriptionInputs<PrescriptionFormField> {
  register: (field: PrescriptionFormField) => (element: FieldElement | null) => void;
}

interface Props {
  eye: 'od' | 'os';
  inputs: PrescriptionInputs<EyeField>;
  /**
   * The near addition: optional in the book (a saved prescription may be for any lenses); required
   * or left out by the lenses the wizard is ordering (progressive and bifocal need it).
   */
  addition: 'optional' | 'required' | 'refused';
  /** True while the eye has no cylinder, in a form that takes an AXIS only with one. */
  axisOff?: boolean;
}

/**
 * One eye's row of the optician's form, the same in the prescription book and the lens wizard:
 * SPH and CYL in 0.25 steps, AXIS 1–180 (needed with a cylinder), and ADD for progressive, bifocal
 * and reading lenses.
 */
export function PrescriptionEyeFields({ eye, inputs, addition, axisOff = false }: Props) {
  const name = eye === 'od' ? 'Right eye (OD)' : 'Left eye (OS)';
  const id = (field: EyeField) => `${inputs.idPrefix}-${field}`;
  const sph = `${eye}_sph` as const;
  const cyl = `${eye}_cyl` as const;
  const axis = `${eye}_axis` as const;
  const add = `${eye}_add` as const;
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{name}</legend>
      <div className={styles.eyeFields}>
        <FormField id={id(sph)} label="SPH" hint={inputs.hints?.[sph]} error={inputs.errors[sph]}>
          {(control) => (
            <PrescriptionValueSelect
              field={sph}
              options={SPH_OPTIONS}
              empty="Choose"
              control={control}
              inputs={inputs}
            />
          )}
        </FormField>
        <FormField id={id(cyl)} label="CYL" hint={inputs.hints?.[cyl]} error={inputs.errors[cyl]}>
          {(control) => (
            <PrescriptionValueSelect
              field={cyl}
              options={CYL_OPTIONS}
              empty="None"
              control={control}
              inputs={inputs}
            />
          )}
        </FormField>
        <FormField
          id={id(axis)}
          label="AXIS"
          hint={axisOff ? 'With a CYL only' : inputs.hints?.[axis]}
          error={inputs.errors[axis]}
        >
          {(control) => (
            <input
              {...control}
              ref={inputs.register?.(axis)}
              type="number"
              name={axis}
              inputMode="numeric"
              min={AXIS_RANGE.min}
              max={AXIS_RANGE.max}
              step={1}
              placeholder={`${AXIS_RANGE.min}–${AXIS_RANGE.max}`}
              disabled={axisOff}
              value={inputs.values[axis]}
              onChange={(event) => inputs.change(axis, event.target.value)}
              data-testid={`${inputs.testIdPrefix}-${axis}`}
            />
          )}
        </FormField>
        {addition === 'refused' ? null : (
          <FormField id={id(add)} label="ADD" hint={inputs.hints?.[add]} error={inputs.errors[add]}>
            {(control) => (
              <PrescriptionValueSelect
                field={add}
                options={ADD_OPTIONS}
                empty={addition === 'required' ? 'Choose' : 'None'}
                control={control}
                inputs={inputs}
              />
            )}
          </FormField>
        )}
      </div>
    </fieldset>
  );
}

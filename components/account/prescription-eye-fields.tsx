import { FormField } from '@/components/content/form-field';
import { ADD_OPTIONS, AXIS_RANGE, CYL_OPTIONS, SPH_OPTIONS } from '@/lib/shop/prescription-values';
import type { PrescriptionFormField } from './prescription-draft';
import { PrescriptionValueSelect, type PrescriptionInputs } from './prescription-value-select';
import styles from './prescription-book.module.css';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface PrescriptionFieldProps extends PrescriptionInputs<PrescriptionFormField> {
  register: (field: PrescriptionFormField) => (element: FieldElement | null) => void;
}

/**
 * One eye's row of the optician's form (DESIGN §4): SPH and CYL from +12.00/+6.00 down in 0.25
 * steps, AXIS 1–180 (only with a cylinder), ADD for progressive, bifocal and reading lenses.
 */
export function PrescriptionEyeFields({ eye, props }: { eye: 'od' | 'os'; props: PrescriptionFieldProps }) {
  const name = eye === 'od' ? 'Right eye (OD)' : 'Left eye (OS)';
  const id = (field: PrescriptionFormField) => `${props.idPrefix}-${field}`;
  const sph = `${eye}_sph` as const;
  const cyl = `${eye}_cyl` as const;
  const axis = `${eye}_axis` as const;
  const add = `${eye}_add` as const;
  return (
    <fieldset className={styles.eye}>
      <legend className={styles.eyeName}>{name}</legend>
      <div className={styles.eyeFields}>
        <FormField id={id(sph)} label="SPH" error={props.errors[sph]}>
          {(control) => (
            <PrescriptionValueSelect
              field={sph}
              options={SPH_OPTIONS}
              empty="Choose"
              control={control}
              inputs={props}
            />
          )}
        </FormField>
        <FormField id={id(cyl)} label="CYL" error={props.errors[cyl]}>
          {(control) => (
            <PrescriptionValueSelect
              field={cyl}
              options={CYL_OPTIONS}
              empty="None"
              control={control}
              inputs={props}
            />
          )}
        </FormField>
        <FormField id={id(axis)} label="AXIS" error={props.errors[axis]}>
          {(control) => (
            <input
              {...control}
              ref={props.register(axis)}
              type="number"
              name={axis}
              inputMode="numeric"
              min={AXIS_RANGE.min}
              max={AXIS_RANGE.max}
              step={1}
              placeholder="1–180"
              value={props.values[axis]}
              onChange={(event) => props.change(axis, event.target.value)}
              data-testid={`prescription-${axis}`}
            />
          )}
        </FormField>
        <FormField id={id(add)} label="ADD" error={props.errors[add]}>
          {(control) => (
            <PrescriptionValueSelect
              field={add}
              options={ADD_OPTIONS}
              empty="None"
              control={control}
              inputs={props}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}

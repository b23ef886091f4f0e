import {
  PrescriptionValueSelect,
  type PrescriptionInputs,
} from '@/components/account/prescription-value-select';
import { FormField } from '@/components/content/form-field';
import type { PrescriptionField } from '@/lib/shop/prescription-record';
import { ADD_OPTIONS, AXIS_RANGE, CYL_OPTIONS, SPH_OPTIONS } from '@/lib/shop/prescription-values';
import { hasCylinder, type Addition, type PdMode, type TypedDraft } from './prescription-choice';
import { PrescriptionPd } from './prescription-pd';
import styles from './prescription-step.module.css';

export interface PrescriptionTypedProps {
  idPrefix: string;
  draft: TypedDraft;
  pdMode: PdMode;
  addition: Addition;
  /** The message shown at each field (the shop's check once touched, or the server's 422). */
  errors: Partial<Record<PrescriptionField, string>>;
  onField: (field: PrescriptionField, value: string) => void;
  onPdMode: (mode: PdMode) => void;
}

/**
 * One eye's row of the optician's form (DESIGN §4): SPH and CYL in 0.25 steps, AXIS 1–180 only with
 * a cylinder, ADD only when the lens use is multifocal (progressive, bifocal).
 */
function EyeFields({ eye, props }: { eye: 'od' | 'os'; props: PrescriptionTypedProps }) {
  const id = (field: PrescriptionField) => `${props.idPrefix}-${field}`;
  const sph = `${eye}_sph` as const;
  const cyl = `${eye}_cyl` as const;
  const axis = `${eye}_axis` as const;
  const add = `${eye}_add` as const;
  const cylinder = hasCylinder(props.draft[cyl]);
  const inputs: PrescriptionInputs<PrescriptionField> = {
    idPrefix: props.idPrefix,
    testIdPrefix: 'rx',
    values: props.draft,
    errors: props.errors,
    change: props.onField,
  };
  return (
    <fieldset className={styles.eye}>
      <legend className={styles.eyeName}>{eye === 'od' ? 'Right eye (OD)' : 'Left eye (OS)'}</legend>
      <div className={styles.eyeFields}>
        <FormField id={id(sph)} label="SPH" error={props.errors[sph]}>
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
        <FormField id={id(cyl)} label="CYL" error={props.errors[cyl]}>
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
          hint={cylinder ? undefined : 'With a CYL only'}
          error={props.errors[axis]}
        >
          {(control) => (
            <input
              {...control}
              type="number"
              name={axis}
              inputMode="numeric"
              min={AXIS_RANGE.min}
              max={AXIS_RANGE.max}
              step={1}
              placeholder={`${AXIS_RANGE.min}–${AXIS_RANGE.max}`}
              disabled={!cylinder}
              value={props.draft[axis]}
              onChange={(event) => props.onField(axis, event.target.value)}
              data-testid={`rx-${axis}`}
            />
          )}
        </FormField>
        {props.addition === 'required' ? (
          <FormField id={id(add)} label="ADD" error={props.errors[add]}>
            {(control) => (
              <PrescriptionValueSelect
                field={add}
                options={ADD_OPTIONS}
                empty="Choose"
                control={control}
                inputs={inputs}
              />
            )}
          </FormField>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The typed prescription: both eyes' rows, then the PD. */
export function PrescriptionTyped(props: PrescriptionTypedProps) {
  return (
    <div className={styles.typed}>
      <EyeFields eye="od" props={props} />
      <EyeFields eye="os" props={props} />
      <PrescriptionPd
        idPrefix={props.idPrefix}
        draft={props.draft}
        pdMode={props.pdMode}
        errors={props.errors}
        onField={props.onField}
        onPdMode={props.onPdMode}
      />
    </div>
  );
}

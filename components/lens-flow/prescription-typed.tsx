import { FormField, type FieldControlProps } from '@/components/content/form-field';
import type { PrescriptionField } from '@/lib/shop/prescription-record';
import {
  ADD_OPTIONS,
  AXIS_RANGE,
  CYL_OPTIONS,
  PD_EYE_OPTIONS,
  PD_SINGLE_OPTIONS,
  SPH_OPTIONS,
  type ValueOption,
} from '@/lib/shop/prescription-values';
import { hasCylinder, type Addition, type PdMode, type TypedDraft } from './prescription-choice';
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

/** A select of the shop's steps (lib/shop/prescription-values.ts), with an empty first choice. */
function ValueSelect({
  field,
  options,
  empty,
  control,
  props,
}: {
  field: PrescriptionField;
  options: readonly ValueOption[];
  empty: string;
  control: FieldControlProps;
  props: PrescriptionTypedProps;
}) {
  return (
    <select
      {...control}
      name={field}
      value={props.draft[field]}
      onChange={(event) => props.onField(field, event.target.value)}
      data-testid={`rx-${field}`}
    >
      <option value="">{empty}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
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
  return (
    <fieldset className={styles.eye}>
      <legend className={styles.eyeName}>{eye === 'od' ? 'Right eye (OD)' : 'Left eye (OS)'}</legend>
      <div className={styles.eyeFields}>
        <FormField id={id(sph)} label="SPH" error={props.errors[sph]}>
          {(control) => (
            <ValueSelect field={sph} options={SPH_OPTIONS} empty="Choose" control={control} props={props} />
          )}
        </FormField>
        <FormField id={id(cyl)} label="CYL" error={props.errors[cyl]}>
          {(control) => (
            <ValueSelect field={cyl} options={CYL_OPTIONS} empty="None" control={control} props={props} />
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
              <ValueSelect field={add} options={ADD_OPTIONS} empty="Choose" control={control} props={props} />
            )}
          </FormField>
        ) : null}
      </div>
    </fieldset>
  );
}

/** The pupillary distance (DESIGN §4): one PD (50–80 mm) or one per eye (25–40 mm), in 0.5 mm steps. */
function PdFields({ props }: { props: PrescriptionTypedProps }) {
  const id = (field: 'pd' | 'pd_right' | 'pd_left') => `${props.idPrefix}-${field}`;
  const modeName = `${props.idPrefix}-pd-mode`;
  return (
    <fieldset className={styles.eye}>
      <legend className={styles.eyeName}>Pupillary distance (PD)</legend>
      <div className={styles.choices} role="radiogroup" aria-label="Kind of PD">
        <label className={styles.choice}>
          <input
            type="radio"
            name={modeName}
            checked={props.pdMode === 'single'}
            onChange={() => props.onPdMode('single')}
            data-testid="rx-pd-single"
          />
          One number
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={modeName}
            checked={props.pdMode === 'dual'}
            onChange={() => props.onPdMode('dual')}
            data-testid="rx-pd-dual"
          />
          One per eye
        </label>
      </div>
      {props.pdMode === 'single' ? (
        <FormField id={id('pd')} label="PD (mm)" error={props.errors.pd}>
          {(control) => (
            <ValueSelect
              field="pd"
              options={PD_SINGLE_OPTIONS}
              empty="Choose"
              control={control}
              props={props}
            />
          )}
        </FormField>
      ) : (
        <div className={styles.pdPair}>
          <FormField id={id('pd_right')} label="Right PD (mm)" error={props.errors.pd_right}>
            {(control) => (
              <ValueSelect
                field="pd_right"
                options={PD_EYE_OPTIONS}
                empty="Choose"
                control={control}
                props={props}
              />
            )}
          </FormField>
          <FormField id={id('pd_left')} label="Left PD (mm)" error={props.errors.pd_left}>
            {(control) => (
              <ValueSelect
                field="pd_left"
                options={PD_EYE_OPTIONS}
                empty="Choose"
                control={control}
                props={props}
              />
            )}
          </FormField>
        </div>
      )}
    </fieldset>
  );
}

/** The typed prescription: both eyes' rows, then the PD. */
export function PrescriptionTyped(props: PrescriptionTypedProps) {
  return (
    <div className={styles.typed}>
      <EyeFields eye="od" props={props} />
      <EyeFields eye="os" props={props} />
      <PdFields props={props} />
    </div>
  );
}

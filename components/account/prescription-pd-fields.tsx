import { FormField } from '@/components/content/form-field';
import { PD_EYE_OPTIONS, PD_SINGLE_OPTIONS } from '@/lib/shop/prescription-values';
import type { PdMode } from './prescription-draft';
import { ValueSelect, type PrescriptionFieldProps } from './prescription-eye-fields';
import styles from './prescription-book.module.css';

/** The pupillary distance: one PD (50–80 mm) or one per eye (25–40 mm), in 0.5 mm steps. */
export function PrescriptionPdFields({
  pdMode,
  onPdMode,
  props,
}: {
  pdMode: PdMode;
  onPdMode: (mode: PdMode) => void;
  props: PrescriptionFieldProps;
}) {
  const id = (field: 'pd' | 'pd_right' | 'pd_left') => `${props.idPrefix}-${field}`;
  return (
    <fieldset className={styles.eye}>
      <legend className={styles.eyeName}>
        Pupillary distance (PD) <span className={styles.optional}>(optional)</span>
      </legend>
      <div className={styles.choices} role="radiogroup" aria-label="Kind of PD">
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${props.idPrefix}-pd-mode`}
            checked={pdMode === 'single'}
            onChange={() => onPdMode('single')}
            data-testid="prescription-pd-single"
          />
          One number
        </label>
        <label className={styles.choice}>
          <input
            type="radio"
            name={`${props.idPrefix}-pd-mode`}
            checked={pdMode === 'dual'}
            onChange={() => onPdMode('dual')}
            data-testid="prescription-pd-dual"
          />
          One per eye
        </label>
      </div>
      {pdMode === 'single' ? (
        <FormField id={id('pd')} label="PD (mm)" error={props.errors.pd}>
          {(control) => (
            <ValueSelect
              field="pd"
              options={PD_SINGLE_OPTIONS}
              empty="Not known"
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

import { FormField } from '@/components/content/form-field';
import type { PrescriptionField } from '@/lib/shop/prescription-record';
import { PD_EYE_OPTIONS, PD_SINGLE_OPTIONS } from '@/lib/shop/prescription-values';
import { MEASURE_PD_ADDRESS, type PdMode } from './prescription-choice';
import { ValueSelect, type ValueSelectProps } from './prescription-value-select';
import styles from './prescription-step.module.css';

export interface PrescriptionPdProps extends ValueSelectProps {
  idPrefix: string;
  pdMode: PdMode;
  errors: Partial<Record<PrescriptionField, string>>;
  onPdMode: (mode: PdMode) => void;
  /** Beside a photo: the shopper may say the PD is written on it instead of choosing it here. */
  onPhoto?: { checked: boolean; onChange: (checked: boolean) => void };
}

/**
 * The pupillary distance: one PD (50–80 mm) or one per eye (25–40 mm), in 0.5 mm steps,
 * with the shop's help on measuring it (docs/product.md#photo-prescription-pd).
 */
export function PrescriptionPd(props: PrescriptionPdProps) {
  const { idPrefix, pdMode, errors, onPdMode, onPhoto } = props;
  const select = { draft: props.draft, onField: props.onField };
  const id = (field: 'pd' | 'pd_right' | 'pd_left') => `${idPrefix}-${field}`;
  const modeName = `${idPrefix}-pd-mode`;
  const fromPhoto = onPhoto?.checked === true;
  return (
    <fieldset className={styles.eye} data-testid="rx-pd-fields">
      <legend className={styles.eyeName}>Pupillary distance (PD)</legend>
      <p className={styles.pdHelp}>
        <a href={MEASURE_PD_ADDRESS} target="_blank" rel="noopener" data-testid="rx-pd-help">
          How to measure your PD<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {onPhoto ? (
        <label className={styles.choice}>
          <input
            type="checkbox"
            checked={fromPhoto}
            onChange={(event) => onPhoto.onChange(event.target.checked)}
            data-testid="rx-pd-on-photo"
          />
          My PD is on the photo
        </label>
      ) : null}
      {fromPhoto ? null : (
        <>
          <div className={styles.choices} role="radiogroup" aria-label="Kind of PD">
            <label className={styles.choice}>
              <input
                type="radio"
                name={modeName}
                checked={pdMode === 'single'}
                onChange={() => onPdMode('single')}
                data-testid="rx-pd-single"
              />
              One number
            </label>
            <label className={styles.choice}>
              <input
                type="radio"
                name={modeName}
                checked={pdMode === 'dual'}
                onChange={() => onPdMode('dual')}
                data-testid="rx-pd-dual"
              />
              One per eye
            </label>
          </div>
          {pdMode === 'single' ? (
            <FormField id={id('pd')} label="PD (mm)" error={errors.pd}>
              {(control) => (
                <ValueSelect
                  field="pd"
                  options={PD_SINGLE_OPTIONS}
                  empty="Choose"
                  control={control}
                  {...select}
                />
              )}
            </FormField>
          ) : (
            <div className={styles.pdPair}>
              <FormField id={id('pd_right')} label="Right PD (mm)" error={errors.pd_right}>
                {(control) => (
                  <ValueSelect
                    field="pd_right"
                    options={PD_EYE_OPTIONS}
                    empty="Choose"
                    control={control}
                    {...select}
                  />
                )}
              </FormField>
              <FormField id={id('pd_left')} label="Left PD (mm)" error={errors.pd_left}>
                {(control) => (
                  <ValueSelect
                    field="pd_left"
                    options={PD_EYE_OPTIONS}
                    empty="Choose"
                    control={control}
                    {...select}
                  />
                )}
              </FormField>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

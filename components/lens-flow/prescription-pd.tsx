import { MeasurePdButton } from '@/components/fit/pd-tool/measure-pd-button';
import { measuredPdFields } from '@/components/fit/pd-tool/measured-pd';
import { PrescriptionPdFields } from '@/components/prescription/prescription-pd-fields';
import type { RulePrescription } from '@/lib/shop/lens-rules';
import type { PrescriptionField } from '@/lib/shop/prescription-record';
import { MEASURE_PD_ADDRESS, type PdMode, type TypedDraft } from './prescription-choice';
import fields from '@/components/prescription/prescription-fields.module.css';
import styles from './prescription-step.module.css';

export interface PrescriptionPdProps {
  idPrefix: string;
  draft: TypedDraft;
  pdMode: PdMode;
  errors: Partial<Record<PrescriptionField, string>>;
  /** Notes under the fields (values read from a photo, to check). */
  hints?: Partial<Record<PrescriptionField, string>>;
  onField: (field: PrescriptionField, value: string) => void;
  onPdMode: (mode: PdMode) => void;
  /** Beside a photo: the shopper may say the PD is written on it instead of choosing it here. */
  onPhoto?: { checked: boolean; onChange: (checked: boolean) => void };
  /** The lens use chosen and the prescription typed: the PD tool says when the optician confirms. */
  lensUse?: string;
  prescription?: RulePrescription | null;
}

/**
 * The prescription book's PD fields, with the shop's help on measuring it, the PD tool whose "Use
 * this PD" fills them (docs/product.md#pd-measure) and, beside a photo, the choice of reading it
 * from the photo (docs/product.md#photo-prescription-pd).
 */
export function PrescriptionPd(props: PrescriptionPdProps) {
  const { idPrefix, pdMode, errors, onPdMode, onPhoto } = props;
  const fromPhoto = onPhoto?.checked === true;
  return (
    <PrescriptionPdFields
      legend="Pupillary distance (PD)"
      pdMode={pdMode}
      onPdMode={onPdMode}
      singleEmpty="Choose"
      inputs={{
        idPrefix,
        testIdPrefix: 'rx',
        values: props.draft,
        errors,
        hints: props.hints,
        change: props.onField,
      }}
      asked={!fromPhoto}
    >
      <p className={styles.pdHelp}>
        <a href={MEASURE_PD_ADDRESS} target="_blank" rel="noopener" data-testid="rx-pd-help">
          How to measure your PD<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
      {fromPhoto ? null : (
        <MeasurePdButton
          lensUse={props.lensUse}
          prescription={props.prescription}
          onUse={(pd) => {
            for (const [field, value] of Object.entries(measuredPdFields(pd, pdMode)))
              props.onField(field as PrescriptionField, value);
          }}
        />
      )}
      {onPhoto ? (
        <label className={fields.choice}>
          <input
            type="checkbox"
            checked={fromPhoto}
            onChange={(event) => onPhoto.onChange(event.target.checked)}
            data-testid="rx-pd-on-photo"
          />
          My PD is on the photo
        </label>
      ) : null}
    </PrescriptionPdFields>
  );
}

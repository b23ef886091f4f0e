import type { ReactNode } from 'react';
import { PrescriptionEyeFields } from '@/components/prescription/prescription-eye-fields';
import type { PrescriptionInputs } from '@/components/prescription/prescription-value-select';
import type { RulePrescription } from '@/lib/shop/lens-rules';
import type { PrescriptionField } from '@/lib/shop/prescription-record';
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
  /** Notes under the fields: "Read from your photo: please check" on the values a photo gave. */
  hints?: Partial<Record<PrescriptionField, string>>;
  /** Shown above the eyes' rows (the notice about values read from a photo). */
  children?: ReactNode;
  onField: (field: PrescriptionField, value: string) => void;
  onPdMode: (mode: PdMode) => void;
  /** Shown after the PD: the prescription's other details (docs/product.md#prescription-details). */
  more?: ReactNode;
  /** For the PD tool: the lens use chosen and the prescription as the lens rules read it. */
  lensUse?: string;
  prescription?: RulePrescription | null;
}

/** The typed prescription: both eyes' rows, then the PD, then any more details. */
export function PrescriptionTyped(props: PrescriptionTypedProps) {
  const inputs: PrescriptionInputs<PrescriptionField> = {
    idPrefix: props.idPrefix,
    testIdPrefix: 'rx',
    values: props.draft,
    errors: props.errors,
    hints: props.hints,
    change: props.onField,
  };
  return (
    <div className={styles.typed}>
      {props.children}
      {(['od', 'os'] as const).map((eye) => (
        <PrescriptionEyeFields
          key={eye}
          eye={eye}
          inputs={inputs}
          addition={props.addition}
          axisOff={!hasCylinder(props.draft[`${eye}_cyl`])}
        />
      ))}
      <PrescriptionPd
        idPrefix={props.idPrefix}
        draft={props.draft}
        pdMode={props.pdMode}
        errors={props.errors}
        hints={props.hints}
        onField={props.onField}
        onPdMode={props.onPdMode}
        lensUse={props.lensUse}
        prescription={props.prescription}
      />
      {props.more}
    </div>
  );
}

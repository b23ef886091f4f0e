import { FormField, type FieldControlProps } from '@/components/content/form-field';
import type { PrescriptionInputs } from '@/components/prescription/prescription-value-select';
import {
  PRESCRIBER_LICENCE_MAX,
  PRESCRIBER_NAME_MAX,
  WEARER_NAME_MAX,
} from '@/lib/shop/prescription-details';
import styles from '@/components/prescription/prescription-fields.module.css';

type AboutField = 'exam_date' | 'expiry_date' | 'prescriber_name' | 'prescriber_licence' | 'wearer_name';

interface Props {
  inputs: PrescriptionInputs<AboutField>;
  /** The expiry the shop worked out for the saved prescription's exam date, YYYY-MM-DD, if known. */
  defaultExpiry: string | null;
}

const TEXTS = [
  {
    field: 'prescriber_name',
    label: 'Prescriber',
    hint: 'The optician or doctor.',
    max: PRESCRIBER_NAME_MAX,
  },
  {
    field: 'prescriber_licence',
    label: 'Practice or licence number',
    hint: undefined,
    max: PRESCRIBER_LICENCE_MAX,
  },
  { field: 'wearer_name', label: 'Wearer', hint: 'Who wears the glasses, if not you.', max: WEARER_NAME_MAX },
] as const;

/**
 * When the prescription was written and until when it is good, who wrote it and who wears it
 * (docs/product.md#prescription-details). An expiry left empty is the exam date plus the shop's
 * validity, as the hint says.
 */
export function PrescriptionAboutFields({ inputs, defaultExpiry }: Props) {
  const input = (control: FieldControlProps, field: AboutField, type: 'date' | 'text', max?: number) => (
    <input
      {...control}
      ref={inputs.register?.(field)}
      type={type}
      name={field}
      autoComplete="off"
      maxLength={max}
      // where a browser shows a date field as text
      placeholder={type === 'date' ? 'YYYY-MM-DD' : undefined}
      value={inputs.values[field]}
      onChange={(event) => inputs.change(field, event.target.value)}
      data-testid={`${inputs.testIdPrefix}-${field}`}
    />
  );
  const expiryHint =
    inputs.values.expiry_date !== ''
      ? undefined
      : defaultExpiry
        ? `Left empty: ${defaultExpiry}, worked out from the exam date.`
        : 'Left empty: worked out from the exam date, by how long the shop takes a prescription to be good for.';
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>About the prescription</legend>
      <div className={styles.pair}>
        <FormField
          id={`${inputs.idPrefix}-exam_date`}
          label="Exam date"
          labelNote="(optional)"
          error={inputs.errors.exam_date}
        >
          {(control) => input(control, 'exam_date', 'date')}
        </FormField>
        <FormField
          id={`${inputs.idPrefix}-expiry_date`}
          label="Expiry date"
          labelNote="(optional)"
          hint={expiryHint}
          error={inputs.errors.expiry_date}
        >
          {(control) => input(control, 'expiry_date', 'date')}
        </FormField>
      </div>
      {TEXTS.map(({ field, label, hint, max }) => (
        <FormField
          key={field}
          id={`${inputs.idPrefix}-${field}`}
          label={label}
          labelNote="(optional)"
          hint={hint}
          error={inputs.errors[field]}
        >
          {(control) => input(control, field, 'text', max)}
        </FormField>
      ))}
    </fieldset>
  );
}

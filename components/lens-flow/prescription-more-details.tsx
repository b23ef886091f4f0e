import { FormField, type FieldControlProps } from '@/components/content/form-field';
import { PrescriptionPrismFields } from '@/components/prescription/prescription-prism-fields';
import {
  PrescriptionValueSelect,
  type PrescriptionInputs,
} from '@/components/prescription/prescription-value-select';
import {
  PRESCRIBER_LICENCE_MAX,
  PRESCRIBER_NAME_MAX,
  PRESCRIPTION_NOTE_MAX,
  WEARER_NAME_MAX,
  type DetailField,
  type TextField,
} from '@/lib/shop/prescription-details';
import type { Addition, PdMode, TypedDraft } from './prescription-choice';
import { NEAR_PD_OPTIONS, nearPdNote, PRISM_OPTIONS } from './prescription-details-form';
import type { PrescriptionDetailsState } from './use-prescription-details';
import fields from '@/components/prescription/prescription-fields.module.css';
import styles from './prescription-step.module.css';

export interface PrescriptionMoreDetailsProps {
  idPrefix: string;
  details: PrescriptionDetailsState;
  /** Notes under the fields: "Read from your photo: please check" on the details a photo gave. */
  hints: Partial<Record<DetailField, string>>;
  /** A detail changed by the shopper (the step also takes its photo mark off). */
  onField: (field: DetailField, value: string) => void;
  /** The typed values and kind of PD: a near PD not given is worked out from the PD. */
  typed: { draft: TypedDraft; pdMode: PdMode };
  /** Lenses with a reading zone ('required') show the near PD worked out while none is chosen. */
  addition: Addition;
}

const TEXTS: readonly { field: Exclude<TextField, 'note'>; label: string; max: number }[] = [
  { field: 'prescriber_name', label: 'Prescriber’s name', max: PRESCRIBER_NAME_MAX },
  { field: 'prescriber_licence', label: 'Practice or licence number', max: PRESCRIBER_LICENCE_MAX },
  { field: 'wearer_name', label: 'Wearer’s name', max: WEARER_NAME_MAX },
];

/**
 * The rest of a typed prescription (docs/product.md#prescription-details), in a disclosure since
 * most prescriptions have no prism: prism per eye and direction with its base, near PD, exam and
 * expiry dates, prescriber and licence, wearer and a note. Each is optional.
 */
export function PrescriptionMoreDetails({
  idPrefix,
  details,
  hints,
  onField,
  typed,
  addition,
}: PrescriptionMoreDetailsProps) {
  const { text, errors } = details;
  const note = addition === 'required' ? nearPdNote(typed.draft, typed.pdMode, text.near_pd) : null;
  const inputs: PrescriptionInputs<DetailField> = {
    idPrefix,
    testIdPrefix: 'rx',
    values: text,
    errors,
    hints,
    change: onField,
  };
  const id = (field: DetailField) => `${idPrefix}-${field}`;
  const input = (
    field: DetailField,
    control: FieldControlProps,
    extra: { type?: string; maxLength?: number },
  ) => (
    <input
      {...control}
      {...extra}
      name={field}
      value={text[field]}
      onChange={(event) => onField(field, event.target.value)}
      data-testid={`rx-${field}`}
    />
  );
  return (
    // shown afresh on each fill from a photo, so it opens even if the shopper closed it
    <details
      key={details.fills}
      className={styles.moreDetails}
      open={details.opened}
      data-testid="rx-more-details"
    >
      <summary className={styles.moreDetailsSummary}>
        More details (optional): prism, near PD, dates, prescriber, wearer
      </summary>
      <PrescriptionPrismFields eye="od" inputs={inputs} options={PRISM_OPTIONS} />
      <PrescriptionPrismFields eye="os" inputs={inputs} options={PRISM_OPTIONS} />
      <fieldset className={fields.group}>
        <legend className={fields.legend}>Near PD, dates and who it is for</legend>
        <div className={fields.pair}>
          <FormField
            id={id('near_pd')}
            label="Near PD (mm)"
            hint={hints.near_pd ?? note ?? undefined}
            error={errors.near_pd}
          >
            {(control) => (
              <PrescriptionValueSelect
                field="near_pd"
                options={NEAR_PD_OPTIONS}
                empty="Not given"
                control={control}
                inputs={inputs}
              />
            )}
          </FormField>
          <FormField id={id('exam_date')} label="Exam date" hint={hints.exam_date} error={errors.exam_date}>
            {(control) => input('exam_date', control, { type: 'date' })}
          </FormField>
          <FormField
            id={id('expiry_date')}
            label="Expiry date"
            hint={hints.expiry_date ?? 'If your prescription states one.'}
            error={errors.expiry_date}
          >
            {(control) => input('expiry_date', control, { type: 'date' })}
          </FormField>
          {TEXTS.map(({ field, label, max }) => (
            <FormField key={field} id={id(field)} label={label} hint={hints[field]} error={errors[field]}>
              {(control) => input(field, control, { maxLength: max })}
            </FormField>
          ))}
        </div>
        <FormField id={id('note')} label="Note" error={errors.note}>
          {(control) => (
            <textarea
              {...control}
              name="note"
              rows={3}
              maxLength={PRESCRIPTION_NOTE_MAX}
              value={text.note}
              onChange={(event) => onField('note', event.target.value)}
              data-testid="rx-note"
            />
          )}
        </FormField>
      </fieldset>
    </details>
  );
}

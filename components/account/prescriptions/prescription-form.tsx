'use client';

import { useId, useState, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { MeasurePdButton } from '@/components/fit/pd-tool/measure-pd-button';
import { measuredPdFields } from '@/components/fit/pd-tool/measured-pd';
import { callApi, postForm } from '@/lib/api';
import { prescriptionSaveAddress } from '@/lib/contract/book-addresses';
import type { Prescription } from '@/lib/contract/calls/prescription';
import { prescriptionWarning, readPrescription } from '@/lib/shop/prescription-record';
import { useAccountFormState } from '../ui/account-form-state';
import {
  emptyPrescriptionDraft,
  entryModeOf,
  PHOTO_TYPES,
  pdModeOf,
  PRESCRIPTION_FORM_FIELDS,
  PRESCRIPTION_NAME_MAX,
  PRESCRIPTION_NOTE_MAX,
  prescriptionDraftOf,
  prescriptionFormProblems,
  prescriptionInput,
  typedValuesOf,
  type EntryMode,
  type PdMode,
} from '@/components/prescription/prescription-draft';
import {
  PrescriptionEyeFields,
  type PrescriptionFieldProps,
} from '@/components/prescription/prescription-eye-fields';
import { PrescriptionPdFields } from '@/components/prescription/prescription-pd-fields';
import { prismTyped, workedOutNearPd } from '@/components/prescription/prescription-details-draft';
import { PrescriptionNearPdField } from '@/components/prescription/prescription-near-pd-field';
import { PrescriptionPrismDisclosure } from '@/components/prescription/prescription-prism-disclosure';
import { PRISM_BASE_FIELDS, PRISM_FIELDS } from '@/lib/shop/prescription-details';
import { PrescriptionAboutFields } from './prescription-about-fields';
import formStyles from '../ui/account-form.module.css';
import styles from './prescription-book.module.css';
import fields from '@/components/prescription/prescription-fields.module.css';

interface Props {
  /** The prescription being changed; absent when adding one. */
  prescription?: Prescription;
  onSaved: (prescription: Prescription) => void;
  onCancel: () => void;
}

/**
 * Adds or changes a prescription (→ /api/prescription/save): typed values in 0.25 steps, or a
 * photo of the optician's form (sent as multipart). The both-eyes check
 * (docs/product.md#prescription-rules) shows its warning as soon as the two eyes differ by 3 or
 * more, before saving; it never blocks the save.
 */
export function PrescriptionForm({ prescription, onSaved, onCancel }: Props) {
  const id = useId();
  const form = useAccountFormState(
    PRESCRIPTION_FORM_FIELDS,
    prescription ? prescriptionDraftOf(prescription) : emptyPrescriptionDraft(),
  );
  const [mode, setMode] = useState<EntryMode>(entryModeOf(prescription));
  const [pdMode, setPdMode] = useState<PdMode>(pdModeOf(prescription));
  const [file, setFile] = useState<File | null>(null);
  const { values, errors } = form;
  const typed = readPrescription(typedValuesOf(values, mode, pdMode)).values;
  const warning = mode === 'values' ? prescriptionWarning(typed) : null;
  const prismOpen =
    prismTyped(values) || [...PRISM_FIELDS, ...PRISM_BASE_FIELDS].some((field) => errors[field]);
  // the saved prescription's worked-out expiry holds while its exam date is the one in the form
  const defaultExpiry =
    prescription?.expiry_computed && values.exam_date === prescription.exam_date
      ? prescription.expiry_date
      : null;
  const fieldProps: PrescriptionFieldProps = {
    idPrefix: id,
    testIdPrefix: 'prescription',
    values,
    errors,
    change: form.change,
    register: form.register,
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const photo = { file: mode === 'photo' ? file : null, stored: prescription?.hasImage === true };
    void form.submit(prescriptionFormProblems(values, mode, pdMode, photo), async () => {
      const input = prescriptionInput(values, mode, pdMode, prescription?.id);
      const saved = photo.file
        ? await postForm<Prescription>(
            prescriptionSaveAddress.path,
            { ...input, file: photo.file },
            { tip: false },
          )
        : await callApi(prescriptionSaveAddress, input, { tip: false });
      onSaved(saved);
    });
  };

  const titleId = `${id}-title`;
  return (
    <form
      className={`${styles.form} ${formStyles.form}`}
      onSubmit={save}
      noValidate
      aria-busy={form.sending}
      aria-labelledby={titleId}
      data-testid="prescription-form"
    >
      <h2 id={titleId} className={styles.formTitle}>
        {prescription ? 'Edit prescription' : 'New prescription'}
      </h2>
      <FormField
        id={`${id}-name`}
        label="Name"
        hint="For example “Distance 2026” or “Reading”."
        error={errors.name}
      >
        {(control) => (
          <input
            {...control}
            ref={form.register('name')}
            type="text"
            name="name"
            autoComplete="off"
            maxLength={PRESCRIPTION_NAME_MAX}
            required
            value={values.name}
            onChange={(event) => form.change('name', event.target.value)}
            data-testid="prescription-name"
          />
        )}
      </FormField>

      <fieldset className={fields.group}>
        <legend className={fields.legend}>How do you want to add it?</legend>
        <label className={fields.choice}>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'values'}
            onChange={() => setMode('values')}
            data-testid="prescription-mode-values"
          />
          Type the values
        </label>
        <label className={fields.choice}>
          <input
            type="radio"
            name={`${id}-mode`}
            checked={mode === 'photo'}
            onChange={() => setMode('photo')}
            data-testid="prescription-mode-photo"
          />
          Upload a photo
        </label>
      </fieldset>

      {mode === 'values' ? (
        <>
          <PrescriptionEyeFields eye="od" inputs={fieldProps} addition="optional" />
          <PrescriptionEyeFields eye="os" inputs={fieldProps} addition="optional" />
        </>
      ) : (
        <FormField
          id={`${id}-file`}
          label="Photo of your prescription"
          labelNote={prescription?.hasImage ? '(leave empty to keep the current one)' : undefined}
          hint="A JPEG, PNG or WebP picture, up to 10 MB and 2000 pixels a side. We keep it private and remove its location and camera data."
          error={errors.file}
        >
          {(control) => (
            <input
              {...control}
              ref={form.register('file')}
              type="file"
              name="file"
              accept={PHOTO_TYPES}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                form.change('file', event.target.value);
              }}
              data-testid="prescription-file"
            />
          )}
        </FormField>
      )}

      <PrescriptionPdFields
        legend={
          <>
            Pupillary distance (PD) <span className={styles.optional}>(optional)</span>
          </>
        }
        pdMode={pdMode}
        onPdMode={setPdMode}
        singleEmpty="Not known"
        inputs={fieldProps}
      >
        {/* docs/product.md#pd-measure: "Use this PD" fills the PD of the kind chosen */}
        <MeasurePdButton
          onUse={(pd) => {
            for (const [field, value] of Object.entries(measuredPdFields(pd, pdMode)))
              form.change(field as keyof typeof values, value);
          }}
        />
      </PrescriptionPdFields>
      <PrescriptionPrismDisclosure inputs={fieldProps} open={prismOpen} />
      <PrescriptionNearPdField inputs={fieldProps} workedOut={workedOutNearPd(typed)} />
      <PrescriptionAboutFields inputs={fieldProps} defaultExpiry={defaultExpiry} />

      <FormField id={`${id}-note`} label="Note" labelNote="(optional)" error={errors.note}>
        {(control) => (
          <textarea
            {...control}
            ref={form.register('note')}
            name="note"
            rows={2}
            maxLength={PRESCRIPTION_NOTE_MAX}
            value={values.note}
            onChange={(event) => form.change('note', event.target.value)}
            data-testid="prescription-note"
          />
        )}
      </FormField>

      {/* always in the page, so a screen reader hears the warning when it appears */}
      <p role="status" className={warning ? styles.warning : styles.quiet} data-testid="prescription-warning">
        {warning ?? ''}
      </p>
      {form.message ? (
        <p role="alert" className={formStyles.formError} data-testid="prescription-form-error">
          {form.message}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="prescription-save">
          {form.sending ? 'Saving…' : warning ? 'Save anyway' : 'Save prescription'}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={onCancel}
          data-testid="prescription-cancel"
        >
          Cancel
        </button>
      </div>
    </form>
  );
}

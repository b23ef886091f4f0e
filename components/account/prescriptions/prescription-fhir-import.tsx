'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { fieldErrorsOf, isApiError, postForm } from '@/lib/api';
import { prescriptionImportAddress } from '@/lib/contract/book-addresses';
import type { Prescription } from '@/lib/contract/calls/prescription';
import styles from './prescription-book.module.css';

interface Props {
  disabled: boolean;
  onImported: (prescription: Prescription) => void;
}

/** Why an import was refused, in the shop's words: the sentence on the field at fault. */
function refusalOf(error: unknown): string {
  const fields = fieldErrorsOf(error);
  const first = fields ? Object.values(fields)[0] : undefined;
  if (first) return first;
  return isApiError(error) ? error.message : 'The file could not be imported. Please try again.';
}

/**
 * Imports an HL7 FHIR VisionPrescription file from an optician's or a doctor's system
 * (docs/product.md#prescription-fhir): the shop checks it as a typed prescription and saves it as
 * a new one, or says why it cannot.
 */
export function PrescriptionFhirImport({ disabled, onImported }: Props) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setProblem(null);
    try {
      onImported(await postForm<Prescription>(prescriptionImportAddress.path, { file }, { tip: false }));
    } catch (error) {
      setProblem(refusalOf(error));
    } finally {
      input.value = '';
      setBusy(false);
    }
  };

  return (
    <div className={styles.fhir}>
      <label htmlFor={`${id}-file`}>Import a FHIR file</label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".json,application/json,application/fhir+json"
        disabled={disabled || busy}
        aria-describedby={`${id}-status`}
        onChange={(event) => void choose(event)}
        data-testid="prescription-fhir-import"
      />
      <p
        id={`${id}-status`}
        className={problem ? styles.warning : styles.quiet}
        role="status"
        data-testid="prescription-fhir-import-status"
      >
        {busy ? 'Importing…' : (problem ?? '')}
      </p>
    </div>
  );
}

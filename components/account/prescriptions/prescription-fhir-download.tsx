'use client';

import { useState } from 'react';
import { fetchPrivateFile, isApiError, saveBlob } from '@/lib/api';
import { prescriptionFhirAddress } from '@/lib/contract/book-addresses';
import actionStyles from '../ui/card-actions.module.css';

interface Props {
  id: number;
  name: string;
  disabled: boolean;
}

/**
 * Downloads a saved prescription as an HL7 FHIR VisionPrescription file
 * (docs/product.md#prescription-fhir), for an optician's or a doctor's system; a refusal is
 * said beside the button.
 */
export function PrescriptionFhirDownload({ id, name, disabled }: Props) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const file = await fetchPrivateFile(
        prescriptionFhirAddress.path,
        { id },
        { accept: 'application/fhir+json', tip: false },
      );
      saveBlob(file.blob, file.filename ?? 'prescription.fhir.json');
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The file could not be made. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={actionStyles.action}
        disabled={disabled || busy}
        onClick={() => void download()}
        data-testid="prescription-fhir-download"
      >
        Download (FHIR)<span className="visually-hidden"> {name}</span>
      </button>
      {problem ? (
        <span role="alert" data-testid="prescription-fhir-download-error">
          {problem}
        </span>
      ) : null}
    </>
  );
}

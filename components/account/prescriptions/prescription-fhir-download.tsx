'use client';

import { useFileDownload } from '@/components/ui/use-file-download';
import { fetchPrivateFile } from '@/lib/api';
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
  const { busy, problem, download } = useFileDownload(
    () =>
      fetchPrivateFile(prescriptionFhirAddress.path, { id }, { accept: 'application/fhir+json', tip: false }),
    'prescription.fhir.json',
    'The file could not be made. Please try again.',
  );

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

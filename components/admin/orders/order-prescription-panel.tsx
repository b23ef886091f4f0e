'use client';

import { useEffect, useState } from 'react';
import { isApiError } from '@/lib/api';
import { orderPrescription, orderPrescriptionFhir, orderPrescriptionPhoto } from '@/lib/api/admin-calls';
import { callConsole, fetchConsoleFile } from '@/lib/api/admin-client';
import type { OrderPrescription } from '@/lib/contract/calls/admin/order-schemas';
import { hasPrescriptionValues, photoPdText } from '@/lib/shop/order-lens-details';
import { formatPd } from '@/lib/shop/prescription-values';
import { PrescriptionDetailList } from '@/components/prescription/prescription-detail-list';
import { PrescriptionEyesTable } from '@/components/prescription/prescription-eyes-table';
import { DownloadFileButton } from '../ui/download-file-button';
import formStyles from '../ui/console-form.module.css';
import styles from './order-detail.module.css';

type RxLine = OrderPrescription['lines'][number];
type Values = NonNullable<RxLine['values']>;

const pd = (millimetres: number | null) =>
  millimetres === null ? '—' : `${formatPd(Math.round(millimetres * 10))} mm`;

/** The values, the PD, and the rest of the prescription that is given (docs/product.md#prescription-details). */
export function RxValues({ values, caption, line }: { values: Values; caption: string; line?: RxLine }) {
  return (
    <div className={styles.rxValues}>
      <PrescriptionEyesTable values={values} caption={caption} />
      <p>
        PD:{' '}
        {values.pd !== null ? pd(values.pd) : `${pd(values.pd_right)} (right) / ${pd(values.pd_left)} (left)`}
      </p>
      {line ? (
        <PrescriptionDetailList
          details={line.details}
          expiredConfirmed={line.expiredConfirmed}
          pd={values}
          lensUse={line.lensUse}
        />
      ) : null}
    </div>
  );
}

/** docs/operating.md#optician-check: the line's prescription as FHIR, for an optician's or a lab's system. */
export function RxFhirDownload({ number, line }: { number: string; line: RxLine }) {
  return (
    <DownloadFileButton
      call={orderPrescriptionFhir}
      input={{ number, line: line.lineId }}
      fallbackName={`prescription-${number}-${line.lineId}.json`}
      label="Download prescription (FHIR)"
      busyLabel="Preparing the file…"
      doneText="The prescription is downloaded."
      data-testid={`order-prescription-fhir-${line.lineId}`}
    />
  );
}

export function RxPhoto({ number, line }: { number: string; line: RxLine }) {
  const [address, setAddress] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => () => (address ? URL.revokeObjectURL(address) : undefined), [address]);
  const open = async () => {
    setProblem(null);
    try {
      const file = await fetchConsoleFile(orderPrescriptionPhoto, { number, line: line.lineId });
      setAddress(URL.createObjectURL(file.blob));
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The photo could not be opened.');
    }
  };
  if (address) {
    // eslint-disable-next-line @next/next/no-img-element -- a private photo, fetched with the operator's token
    return <img className={styles.rxPhoto} src={address} alt={`Prescription photo for ${line.name}`} />;
  }
  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => void open()}>
        Show the photo
      </button>
      {problem ? <p className={formStyles.formError}>{problem}</p> : null}
    </>
  );
}

/**
 * The prescription of the order's lines, opened on request: every opening is written in the audit
 * log (docs/operating.md#audit-log), so the values are not on the page until an operator asks for
 * them.
 */
export function OrderPrescriptionPanel({ number }: { number: string }) {
  const [prescription, setPrescription] = useState<OrderPrescription | null>(null);
  const [state, setState] = useState<'idle' | 'busy'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  const show = async () => {
    setState('busy');
    setProblem(null);
    try {
      setPrescription(await callConsole(orderPrescription, { number }));
    } catch (error) {
      setProblem(isApiError(error) ? error.message : 'The prescription could not be opened.');
    } finally {
      setState('idle');
    }
  };

  if (!prescription) {
    return (
      <div>
        <p className={styles.muted}>Opening the prescription is written in the audit log.</p>
        <button
          type="button"
          className="button"
          onClick={() => void show()}
          disabled={state === 'busy'}
          data-testid="order-show-prescription"
        >
          {state === 'busy' ? 'Opening…' : 'Show prescription'}
        </button>
        {problem ? (
          <p className={formStyles.formError} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <div data-testid="order-prescription">
      {prescription.lines.map((line) => (
        <section key={line.lineId} aria-label={`Prescription for ${line.name}`}>
          <h3 className={styles.lensUse}>
            {line.name} · {line.colorName} · {line.lensUse}
          </h3>
          {hasPrescriptionValues(line.values) ? (
            <>
              <RxValues values={line.values} caption={`Prescription values for ${line.name}`} line={line} />
              <RxFhirDownload number={number} line={line} />
            </>
          ) : null}
          {line.photoUrl && !hasPrescriptionValues(line.values) ? (
            // docs/product.md#photo-pd: the values are on the photo; the PD was given beside it, or is on it too
            <p data-testid="order-prescription-photo-pd">{photoPdText(line.values)}</p>
          ) : null}
          {line.photoUrl ? <RxPhoto number={number} line={line} /> : null}
          {!line.values && !line.photoUrl ? (
            <p className={styles.muted}>No values or photo were given.</p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

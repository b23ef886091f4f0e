'use client';

import { useState } from 'react';
import type { CustomerPrescriptionRow } from '@/lib/contract/calls/admin/customer-notes';
import type { Prescription } from '@/lib/contract/calls/prescription';
import { customerPrescription } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { formatDateTime } from '../ui/console-format';
import formStyles from '../ui/console-form.module.css';
import styles from './customer-notes.module.css';

const EYES = [
  ['od', 'Right (OD)'],
  ['os', 'Left (OS)'],
] as const;

const shown = (value: number | string | null) => (value === null || value === '' ? '—' : String(value));

/** The opened values: each eye's powers, the PD, the dates and the prescriber. */
function Values({ rx }: { rx: Prescription }) {
  const pd = rx.pd === null ? `${shown(rx.pd_right)} / ${shown(rx.pd_left)}` : String(rx.pd);
  return (
    <div className={styles.values} data-testid="customer-prescription-values">
      <table>
        <caption className="visually-hidden">The prescription {rx.name}</caption>
        <thead>
          <tr>
            <th scope="col">Eye</th>
            <th scope="col">SPH</th>
            <th scope="col">CYL</th>
            <th scope="col">Axis</th>
            <th scope="col">ADD</th>
          </tr>
        </thead>
        <tbody>
          {EYES.map(([eye, label]) => (
            <tr key={eye}>
              <th scope="row">{label}</th>
              <td>{shown(rx[`${eye}_sph`])}</td>
              <td>{shown(rx[`${eye}_cyl`])}</td>
              <td>{shown(rx[`${eye}_axis`])}</td>
              <td>{shown(rx[`${eye}_add`])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        PD {pd} mm · Exam {shown(rx.exam_date)} · Expires {shown(rx.expiry_date)}
        {rx.expired ? ' (expired)' : ''} · Prescriber {shown(rx.prescriber_name)}
        {rx.hasImage ? ' · A photo is kept with it' : ''}
      </p>
    </div>
  );
}

/**
 * The customer's saved prescriptions by name (docs/operating.md#customer-notes): "Open" shows the
 * values, and the audit log keeps who opened which, as for an order's prescription.
 */
export function CustomerPrescriptions({
  customerId,
  prescriptions,
}: {
  customerId: number;
  prescriptions: readonly CustomerPrescriptionRow[];
}) {
  const [opened, setOpened] = useState<Record<number, Prescription>>({});
  const [error, setError] = useState<string | null>(null);

  if (prescriptions.length === 0) return <p className={styles.none}>No saved prescriptions.</p>;

  const open = async (id: number) => {
    setError(null);
    try {
      const rx = await callConsole(customerPrescription, { id: customerId, prescriptionId: id });
      setOpened((now) => ({ ...now, [id]: rx }));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The prescription could not be opened.');
    }
  };

  return (
    <>
      <p className={styles.none}>Opening one is written in the audit log.</p>
      <ul className={styles.prescriptions} data-testid="customer-prescriptions">
        {prescriptions.map((row) => {
          const rx = opened[row.id];
          return (
            <li key={row.id} className={styles.prescription}>
              <span>
                <strong>{row.name}</strong>, changed {formatDateTime(row.updatedAt)}
                {row.hasImage ? ', with a photo' : ''}
              </span>
              {rx ? null : (
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void open(row.id)}
                  aria-label={`Open the prescription ${row.name}`}
                  data-testid={`customer-prescription-open-${row.id}`}
                >
                  Open
                </button>
              )}
              {rx ? <Values rx={rx} /> : null}
            </li>
          );
        })}
      </ul>
      {error ? (
        <p className={formStyles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}

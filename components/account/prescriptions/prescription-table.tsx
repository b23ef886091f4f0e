import type { Prescription } from '@/lib/contract/calls/prescription';
import { PrescriptionEyesTable } from '@/components/prescription/prescription-eyes-table';
import { formatPd } from '@/lib/shop/prescription-values';
import styles from './prescription-book.module.css';

const pd = (millimetres: number | null) =>
  millimetres === null ? null : formatPd(Math.round(millimetres * 10));

/** A prescription's typed values as opticians write them: OD and OS rows, then the PD. */
export function PrescriptionTable({ prescription }: { prescription: Prescription }) {
  const single = pd(prescription.pd);
  const right = pd(prescription.pd_right);
  const left = pd(prescription.pd_left);
  return (
    <div className={styles.tableWrap}>
      <PrescriptionEyesTable
        values={prescription}
        caption={`Values of the prescription ${prescription.name}`}
        className={styles.table}
      />
      {single || right ? (
        <p className={styles.pd}>
          PD: {single ? `${single} mm` : `${right} mm (right) / ${left ?? '—'} mm (left)`}
        </p>
      ) : null}
    </div>
  );
}

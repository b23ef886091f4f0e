import type { Prescription } from '@/lib/contract/calls/prescription';
import { formatPd, formatPower } from '@/lib/shop/prescription-values';
import styles from './prescription-book.module.css';

const power = (dioptres: number | null) =>
  dioptres === null ? '—' : formatPower(Math.round(dioptres * 100));
const pd = (millimetres: number | null) =>
  millimetres === null ? null : formatPd(Math.round(millimetres * 10));

/** A prescription's typed values as opticians write them: OD and OS rows, then the PD. */
export function PrescriptionTable({ prescription }: { prescription: Prescription }) {
  const eyes = [
    { key: 'od', label: 'OD', name: 'Right eye' },
    { key: 'os', label: 'OS', name: 'Left eye' },
  ] as const;
  const single = pd(prescription.pd);
  const right = pd(prescription.pd_right);
  const left = pd(prescription.pd_left);
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Values of the prescription {prescription.name}</caption>
        <thead>
          <tr>
            <td />
            <th scope="col">SPH</th>
            <th scope="col">CYL</th>
            <th scope="col">AXIS</th>
            <th scope="col">ADD</th>
          </tr>
        </thead>
        <tbody>
          {eyes.map((eye) => {
            const axis = prescription[`${eye.key}_axis`];
            return (
              <tr key={eye.key}>
                <th scope="row">
                  <abbr title={eye.name}>{eye.label}</abbr>
                </th>
                <td>{power(prescription[`${eye.key}_sph`])}</td>
                <td>{power(prescription[`${eye.key}_cyl`])}</td>
                <td>{axis === null ? '—' : `${axis}°`}</td>
                <td>{power(prescription[`${eye.key}_add`])}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {single || right ? (
        <p className={styles.pd}>
          PD: {single ? `${single} mm` : `${right} mm (right) / ${left ?? '—'} mm (left)`}
        </p>
      ) : null}
    </div>
  );
}

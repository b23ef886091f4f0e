import { PrescriptionDetailList } from '@/components/prescription/prescription-detail-list';
import type { LinePrescription } from '@/lib/contract/calls/cart';
import { PHOTO_UPLOADED, prescriptionShown, type PrescriptionTable } from '@/lib/shop/order-lens-details';
import styles from './line-lens-details.module.css';

function PrescriptionValues({ table }: { table: PrescriptionTable }) {
  const [right] = table.rows;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="line-prescription-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Eye</span>
            </th>
            <th scope="col">SPH</th>
            <th scope="col">CYL</th>
            <th scope="col">AXIS</th>
            {table.showAdd ? <th scope="col">ADD</th> : null}
            {table.pd ? <th scope="col">PD</th> : null}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.eye} data-testid={`rx-row-${row.eye}`}>
              <th scope="row">
                <abbr title={row.label}>{row.short}</abbr>
                <span className="visually-hidden"> ({row.label})</span>
              </th>
              <td data-testid={`rx-${row.eye}-sph`}>{row.sph}</td>
              <td data-testid={`rx-${row.eye}-cyl`}>{row.cyl}</td>
              <td data-testid={`rx-${row.eye}-axis`}>{row.axis}</td>
              {table.showAdd ? <td data-testid={`rx-${row.eye}-add`}>{row.add}</td> : null}
              {table.pd?.kind === 'dual' ? <td data-testid={`rx-${row.eye}-pd`}>{row.pd}</td> : null}
              {table.pd?.kind === 'single' && row === right ? (
                <td rowSpan={2} data-testid="rx-pd">
                  {table.pd.value}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The prescription a pair is made to: OD and OS rows with SPH, CYL, AXIS, ADD and the PD, or that a
 * photo of it was uploaded with the PD given beside it (docs/product.md#photo-pd), and how it was
 * given.
 */
export function LinePrescription({ rx, lensUse = '' }: { rx: LinePrescription | null; lensUse?: string }) {
  const shown = prescriptionShown(rx);
  if (!shown) return null;
  return (
    <div className={styles.prescription} data-testid="line-prescription">
      <p className={styles.prescriptionHead}>
        <span className={styles.prescriptionTitle}>Your prescription</span>
        {shown.source === PHOTO_UPLOADED ? null : <span className={styles.source}>{shown.source}</span>}
      </p>
      {shown.kind === 'later' ? (
        <p className={styles.photo} data-testid="line-prescription-later">
          You send it from your order’s page once the order is paid.
        </p>
      ) : shown.kind === 'values' ? (
        <>
          <PrescriptionValues table={shown.table} />
          {rx ? (
            <PrescriptionDetailList
              details={rx.details}
              expiredConfirmed={rx.expiredConfirmed}
              pd={rx.values}
              lensUse={lensUse}
            />
          ) : null}
          {shown.photo ? <p className={styles.photo}>A photo of the prescription is kept with it.</p> : null}
        </>
      ) : (
        <>
          <p className={styles.photo} data-testid="line-prescription-photo">
            {PHOTO_UPLOADED}
          </p>
          <p className={styles.photo} data-testid="line-prescription-pd">
            {shown.pd}
          </p>
        </>
      )}
    </div>
  );
}
